import { API_PREFIX } from '@eos/domain';
import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useProviders } from './useProviders';

/**
 * "Sign in with {provider}" when the server has OIDC configured. It is a plain link: the server
 * answers with a redirect to the provider, so this must be a full-page navigation, not a route.
 */
export function SsoButton({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const providers = useProviders();
  if (!providers.data?.oidc) return null;
  const href = `${API_PREFIX}/account/sso/start?redirect=${encodeURIComponent(redirect)}`;
  return (
    <>
      <Divider label={t('AUTH_OR')} labelPosition="center" />
      <Button
        component="a"
        href={href}
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden="true" />}
      >
        {t('AUTH_SSO_SIGN_IN', { 0: providers.data.oidcName || 'SSO' })}
      </Button>
    </>
  );
}
