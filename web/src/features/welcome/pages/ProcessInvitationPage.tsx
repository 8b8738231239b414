import { Loader, Stack, Text } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { loginPath } from '../../../app/guard';
import { useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { PublicPageFrame } from '../../../components/PublicPageFrame';
import { AcceptInvitation } from '../../invitations/accept/AcceptInvitation';

/**
 * /welcome/invitation/process/{invitationId}/{key} (public route): accepts the invitation for the
 * signed-in account and lands in that organization. Signed out, it is sign-in first, coming back here.
 */
export default function ProcessInvitationPage() {
  const { t } = useTranslation();
  const { invitationId = '', key = '' } = useParams();
  const location = useLocation();
  const session = useSession();

  if (session.isPending) {
    return (
      <PublicPageFrame title={t('INVITATION_PAGE_TITLE')}>
        <Stack align="center" gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text size="sm">{t('INVITATION_PAGE_ACCEPTING')}</Text>
        </Stack>
      </PublicPageFrame>
    );
  }
  const user = session.data?.user;
  if (!user) return <Navigate to={loginPath(location.pathname)} replace />;
  return (
    <AcceptInvitation invitationId={invitationId} invitationKey={key} sessionId={session.data?.sessionId ?? null} />
  );
}
