import { Tabs } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { RouteModal } from '../../../components/RouteModal';
import { useUserDetails } from '../api';
import { LoginTab } from '../components/LoginTab';
import { PreferencesTab } from '../components/PreferencesTab';
import { ProfileTab } from '../components/ProfileTab';

const TABS = ['profile', 'login', 'preferences'] as const;

function UserDetailBody() {
  const { t } = useTranslation();
  const { id, tab } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const details = useUserDetails(id);
  const current = TABS.find((x) => x === tab) ?? 'profile';

  if (details.isPending) return <PageSkeleton rows={4} />;
  if (!details.data) return <ComingEmptyState icon={<IconUserOff size={28} />} title={t('USER_NOT_FOUND')} />;
  const user = details.data;
  return (
    <Tabs
      value={current}
      // Switching tabs keeps the page beneath: the router state travels with the navigation.
      onChange={(next) => next && navigate(`/user/detail/${id}/${next}`, { replace: true, state: location.state })}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="profile">{t('USER_TAB_PROFILE')}</Tabs.Tab>
        <Tabs.Tab value="login">{t('USER_TAB_LOGIN')}</Tabs.Tab>
        <Tabs.Tab value="preferences">{t('USER_TAB_PREFERENCES')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile">
        <ProfileTab user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="login">
        <LoginTab user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="preferences">
        <PreferencesTab user={user} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** /user/detail/{id}: the user's own account (ManageProfile), as a modal over the page. */
export default function UserDetailModal() {
  const { t } = useTranslation();
  return (
    <RouteModal title={t('MANAGE_ACCOUNT')}>
      <UserDetailBody />
    </RouteModal>
  );
}
