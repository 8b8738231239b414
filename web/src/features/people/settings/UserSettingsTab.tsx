import type { Org, OrgUserSettings } from '@eos/domain';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useOrgUserSettings } from '../api';
import { UserSettingsForm } from './UserSettingsForm';

/** /org/detail/{id}/usersettings: the organization's people defaults. */
export function UserSettingsTab({ org }: { org: Pick<Org, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const settings = useOrgUserSettings(org.id);
  if (settings.isPending) return <PageSkeleton rows={3} />;
  if (!settings.data) {
    return <ComingEmptyState icon={<IconUsers size={28} />} title={t('USER_SETTINGS_UNAVAILABLE')} />;
  }
  // Keyed by the saved values: a save elsewhere (the live org update) starts the form again from them.
  return <UserSettingsForm key={settingsKey(settings.data)} org={org} settings={settings.data} />;
}

function settingsKey(s: OrgUserSettings): string {
  return [s.freeDomains.join(','), s.nameDisplayStyle, s.defaultInviteeRole].join('|');
}
