import { Tabs } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useFeatureFlag } from '../../../app/featureFlags';
import '../../../app/i18nSettings';
import { useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { BillingTab } from '../../billing/tab/BillingTab';
import { LicenseTab } from '../../people/license/LicenseTab';
import { UserSettingsTab } from '../../people/settings/UserSettingsTab';
import { useOrg } from '../api';
import { ApiTokensTab } from '../api-tokens/ApiTokensTab';
import { OrgDetailsTab } from '../components/OrgDetailsTab';
import { ExportTab } from '../export/ExportTab';
import { ImportTab } from '../import/ImportTab';
import { WebhooksTab } from '../webhooks/WebhooksTab';

const TABS = ['detail', 'billing', 'license', 'usersettings', 'api-tokens', 'webhooks', 'import', 'export'] as const;
type Tab = (typeof TABS)[number];

/**
 * Organization settings (ManageOrgDetail): Details (default), Billing, License, User Settings, and API
 * tokens for Owners and Admins while the enable-api-switch flag is on (issue 22).
 */
export default function OrgDetailPage() {
  const { t } = useTranslation();
  const { id, tab } = useParams();
  const navigate = useNavigate();
  const org = useOrg(id);
  // A deployment that does not bill shows no Billing tab at all; its address opens Details.
  const session = useSession().data;
  const billingEnabled = session?.billingEnabled === true;
  // The organization's API tokens: Owners and Admins, while the API switch is on.
  const apiTokens = useFeatureFlag('enable-api-switch') && session?.user?.abilities.includes('org.apiTokens') === true;
  // Outbound webhooks: Owners and Admins (org.webhooks), while the API switch is on.
  const webhooks = useFeatureFlag('enable-api-switch') && session?.user?.abilities.includes('org.webhooks') === true;
  // CSV import: Owners and Admins (org.import), no flag.
  const importing = session?.user?.abilities.includes('org.import') === true;
  // The whole-organization export and its restore: the Owner alone (org.export), no flag.
  const exporting = session?.user?.abilities.includes('org.export') === true;
  const shown = (x: Tab) =>
    (x !== 'billing' || billingEnabled) &&
    (x !== 'api-tokens' || apiTokens) &&
    (x !== 'webhooks' || webhooks) &&
    (x !== 'import' || importing) &&
    (x !== 'export' || exporting);
  const current: Tab = TABS.find((x) => x === tab && shown(x)) ?? 'detail';
  // A tab about the organization shows once it loaded; one the user cannot load says so.
  const loaded = (content: (data: NonNullable<typeof org.data>) => ReactNode) =>
    org.data ? (
      content(org.data)
    ) : org.isError ? (
      <ComingEmptyState icon={<IconBuilding size={28} />} title={t('ORG_UNAVAILABLE')} />
    ) : (
      <PageSkeleton />
    );

  return (
    <>
      <PageHeader title={org.data?.name ?? t('ORG_SETTINGS_TITLE')} />
      <Tabs value={current} onChange={(next) => next && navigate(`/org/detail/${id}/${next}`)} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="detail">{t('ORG_TAB_DETAILS')}</Tabs.Tab>
          {billingEnabled && <Tabs.Tab value="billing">{t('ORG_TAB_BILLING')}</Tabs.Tab>}
          <Tabs.Tab value="license">{t('ORG_TAB_LICENSE')}</Tabs.Tab>
          <Tabs.Tab value="usersettings">{t('ORG_TAB_USER_SETTINGS')}</Tabs.Tab>
          {apiTokens && <Tabs.Tab value="api-tokens">{t('ORG_TAB_API_TOKENS')}</Tabs.Tab>}
          {webhooks && <Tabs.Tab value="webhooks">{t('ORG_TAB_WEBHOOKS')}</Tabs.Tab>}
          {importing && <Tabs.Tab value="import">{t('ORG_TAB_IMPORT')}</Tabs.Tab>}
          {exporting && <Tabs.Tab value="export">{t('EXPORT_TAB')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="detail">
          {loaded((data) => (
            <OrgDetailsTab key={data.id} org={data} />
          ))}
        </Tabs.Panel>
        {billingEnabled && (
          <Tabs.Panel value="billing">
            <BillingTab />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="license">
          {loaded(() => (
            <LicenseTab />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="usersettings">
          {loaded((data) => (
            <UserSettingsTab key={data.id} org={data} />
          ))}
        </Tabs.Panel>
        {apiTokens && (
          <Tabs.Panel value="api-tokens">
            {loaded((data) => (
              <ApiTokensTab key={data.id} orgId={data.id} orgName={data.name} />
            ))}
          </Tabs.Panel>
        )}
        {webhooks && (
          <Tabs.Panel value="webhooks">
            {loaded((data) => (
              <WebhooksTab key={data.id} orgId={data.id} orgName={data.name} />
            ))}
          </Tabs.Panel>
        )}
        {importing && (
          <Tabs.Panel value="import">
            {loaded((data) => (
              <ImportTab key={data.id} />
            ))}
          </Tabs.Panel>
        )}
        {exporting && (
          <Tabs.Panel value="export">
            {loaded((data) => (
              <ExportTab key={data.id} orgId={data.id} orgName={data.name} />
            ))}
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
