import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPageFrame } from '../../../components/PublicPageFrame';

/**
 * The invitation links (/welcome/invitation/… and …/process/…). Invitations are sent by the people
 * work, which also validates them here; until then no link can be valid, and the page says so.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame title={t('INVITATION_TITLE')}>
      <Text mb="md">{t('INVITATION_UNAVAILABLE')}</Text>
      <Button component={Link} to="/login" fullWidth>
        {t('GO_TO_SIGN_IN')}
      </Button>
    </PublicPageFrame>
  );
}
