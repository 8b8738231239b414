import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { AuthLayout } from '../components/AuthLayout';

/** /signed-out: where DELETE session/{id} leaves the user. */
export default function SignedOutPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('AUTH_SIGNED_OUT_TITLE')}>
      <Text>{t('AUTH_SIGNED_OUT_TEXT')}</Text>
      <Button component={Link} to="/login" fullWidth>
        {t('AUTH_SIGN_IN_AGAIN')}
      </Button>
    </AuthLayout>
  );
}
