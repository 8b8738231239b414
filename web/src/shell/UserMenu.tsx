import { displayName } from '@eos/domain';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCog } from '@tabler/icons-react';
import { api } from '../api/client';
import { useTranslation } from '../app/i18n';
import { useOpenModalRoute } from '../app/modalRoutes';
import { showSaveError } from '../app/toasts';
import { PersonAvatar } from '../components/pickers/PersonAvatar';
import { useShellContext } from './useShellContext';

/** The avatar menu: Manage account and Sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { session, user } = useShellContext();
  const openModalRoute = useOpenModalRoute();
  const name = displayName(user, user.nameDisplayStyle);

  const signOut = async () => {
    try {
      if (session.sessionId) await api.del(`session/${session.sessionId}`, { quiet: true });
    } catch (error) {
      showSaveError(error);
      return;
    }
    // A full page load, not a client-side navigation: it drops every cached query and open socket of
    // this user at once, and cannot be pre-empted by the guard sending the page to /login when another
    // request answers 401 while the sign-out is still in flight.
    window.location.replace('/signed-out');
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('ACCOUNT_MENU', { 0: name })}>
          <PersonAvatar person={{ ...user, id: user.userId }} radius="xl" size={34} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item
          leftSection={<IconUserCog size={16} />}
          onClick={() => openModalRoute(`/user/detail/${user.userId}/profile`)}
        >
          {t('MANAGE_ACCOUNT')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('SIGN_OUT')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
