import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { AuthLayout } from '../components/AuthLayout';

/** /reset-password/expired: where a stale or unknown reset link lands. */
export default function ResetPasswordExpiredPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('AUTH_RESET_EXPIRED_TITLE')}>
      <Text>{t('AUTH_RESET_EXPIRED_TEXT')}</Text>
      <Button component={Link} to="/reset-password" fullWidth>
        {t('AUTH_RESET_REQUEST_NEW')}
      </Button>
    </AuthLayout>
  );
}
