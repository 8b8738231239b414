import { Burger, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../app/i18n';
import { ChatButton } from './ChatButton';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';
import { useShellContext } from './useShellContext';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Logo, Home, Learn and the help chat (members of an org only), the bell and the avatar menu. */
export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { org } = useShellContext();
  return (
    <Group h={56} px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={menuOpen}
          onClick={onToggleMenu}
          size="sm"
          aria-label={t('TOGGLE_MENU')}
          aria-expanded={menuOpen}
        />
        <Logo />
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button component={Link} to="/" variant="subtle" color="gray" size="compact-md">
          {t('NAV_HOME')}
        </Button>
        {org && (
          <Button component={Link} to="/learning-center/eos-one" variant="subtle" color="gray" size="compact-md">
            {t('NAV_LEARN')}
          </Button>
        )}
        {org && <ChatButton />}
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
