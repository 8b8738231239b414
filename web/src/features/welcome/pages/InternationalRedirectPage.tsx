import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { PublicPageFrame } from '../../../components/PublicPageFrame';

/** The region redirect page (002 §8): data lives on regional servers; an org uses one domain. */
export default function InternationalRedirectPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame title={t('REGION_TITLE')}>
      <Text mb="md">{t('REGION_MESSAGE')}</Text>
      <Button component={Link} to="/login" fullWidth>
        {t('GO_TO_SIGN_IN')}
      </Button>
    </PublicPageFrame>
  );
}
