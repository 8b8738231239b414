import { Button, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { PublicPageFrame } from '../../../components/PublicPageFrame';

/** /welcome/beta/user/{discountCode?}: beta sign-up leads to registration, keeping the code. */
export default function BetaSignUpPage() {
  const { t } = useTranslation();
  const { discountCode } = useParams();
  return (
    <PublicPageFrame title={t('BETA_TITLE')}>
      <Text mb="md">{t('BETA_MESSAGE')}</Text>
      {discountCode && <Text mb="md">{t('WELCOME_DISCOUNT', { 0: discountCode })}</Text>}
      <Button component={Link} to="/register" fullWidth>
        {t('CREATE_ACCOUNT')}
      </Button>
    </PublicPageFrame>
  );
}
