import type { UserDetails } from '@eos/domain';
import { Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { formatInZone } from '../../traction/format';
import { useLoginInfo } from '../api';
import { AccessTokensSection } from '../tokens/AccessTokensSection';
import { TwoStepSection } from '../twoStep/TwoStepSection';
import { ChangePasswordForm } from './ChangePasswordForm';

/** How the user signs in (password, linked single sign-on), the last sign-in and the open sessions. */
function SignInFacts({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const info = useLoginInfo(user.userId);
  if (info.isPending) return <Skeleton h={140} />;
  if (!info.data) return <Text size="sm">{t('LOGIN_INFO_UNAVAILABLE')}</Text>;
  const { hasPassword, identities, lastSignInAt, activeSessions } = info.data;
  const rows: [string, ReactNode][] = [
    [t('LOGIN_INFO_PASSWORD'), t(hasPassword ? 'LOGIN_INFO_PASSWORD_SET' : 'LOGIN_INFO_PASSWORD_NOT_SET')],
    [
      t('LOGIN_INFO_SSO'),
      identities.length === 0
        ? t('LOGIN_INFO_SSO_NONE')
        : identities.map((identity) => <div key={identity.issuer}>{identity.email ?? identity.issuer}</div>),
    ],
    [
      t('LOGIN_INFO_LAST_SIGN_IN'),
      lastSignInAt ? formatInZone(lastSignInAt, user.timeZoneName, user.userLocale) : t('LOGIN_INFO_NEVER'),
    ],
    [t('LOGIN_INFO_ACTIVE_SESSIONS'), activeSessions],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={160} scope="row">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The Login tab: the email (read-only), how the user signs in, the password change, two-step verification,
 * the access tokens of the current organization.
 */
export function LoginTab({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <TextInput label={t('EMAIL')} value={user.email} readOnly />
      <div>
        <Title order={3} size="h5" mb="xs">
          {t('LOGIN_INFO_TITLE')}
        </Title>
        <SignInFacts user={user} />
      </div>
      {user.hasPassword ? <ChangePasswordForm /> : <Text size="sm">{t('NO_PASSWORD_SSO')}</Text>}
      <TwoStepSection email={user.email} timeZoneName={user.timeZoneName} locale={user.userLocale} />
      <AccessTokensSection timeZoneName={user.timeZoneName} locale={user.userLocale} />
    </Stack>
  );
}
