import type { UserDetails } from '@eos/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';

/** How the user signs in: the email (read-only), linked single sign-on, and the password. */
export function LoginTab({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <TextInput label={t('EMAIL')} value={user.email} readOnly />
      {user.identities.length > 0 && (
        <div>
          <Text size="sm" fw={500}>
            {t('SSO_IDENTITIES')}
          </Text>
          {user.identities.map((identity) => (
            <Text key={identity.issuer} size="sm" c="dimmed">
              {identity.email ?? identity.issuer}
            </Text>
          ))}
        </div>
      )}
      {user.hasPassword ? <ChangePasswordForm /> : <Text size="sm">{t('NO_PASSWORD_SSO')}</Text>}
    </Stack>
  );
}
