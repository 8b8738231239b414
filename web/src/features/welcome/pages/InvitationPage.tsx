import { Divider, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { PublicPageFrame } from '../../../components/PublicPageFrame';
import { InvitationNextStep } from '../../invitations/accept/InvitationNextStep';
import { InvitationOutcomeMessage } from '../../invitations/accept/InvitationOutcomeMessage';
import { InvitationSummary } from '../../invitations/accept/InvitationSummary';
import { outcomeOfError, outcomeOfStatus } from '../../invitations/accept/outcomes';
import { useInvitation } from '../../invitations/api';

/**
 * /welcome/invitation/{invitationId}/{key} (public), the link of the invitation mail: who invites
 * the reader to which organization and with which role, then the way in for who they are (see
 * InvitationNextStep). A used, withdrawn, expired or forged link says so and offers sign-in.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const { invitationId = '', key = '' } = useParams();
  const invitation = useInvitation(invitationId, key);
  const session = useSession();
  // A session that cannot load reads as signed out: the page stays usable.
  const signedIn = Boolean(session.data?.user);

  if (invitation.isPending || session.isPending) {
    return (
      <PublicPageFrame title={t('INVITATION_PAGE_TITLE')}>
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
          <Skeleton height={36} mt="sm" />
        </Stack>
      </PublicPageFrame>
    );
  }
  if (invitation.isError) {
    return (
      <PublicPageFrame title={t('INVITATION_PAGE_TITLE')}>
        <InvitationOutcomeMessage
          outcome={outcomeOfError(invitation.error)}
          signedIn={signedIn}
          onRetry={() => void invitation.refetch()}
        />
      </PublicPageFrame>
    );
  }
  const view = invitation.data;
  const outcome = outcomeOfStatus(view.status);
  if (outcome) {
    return (
      <PublicPageFrame title={t('INVITATION_PAGE_TITLE')}>
        <InvitationOutcomeMessage outcome={outcome} signedIn={signedIn} />
      </PublicPageFrame>
    );
  }
  return (
    <PublicPageFrame
      title={<span style={{ overflowWrap: 'anywhere' }}>{t('INVITATION_PAGE_JOIN_TITLE', { 0: view.orgName })}</span>}
    >
      <Stack gap="md">
        <InvitationSummary invitation={view} locale={session.data?.user?.userLocale} />
        <Divider />
        <InvitationNextStep
          invitation={view}
          invitationKey={key}
          user={session.data?.user ?? null}
          sessionId={session.data?.sessionId ?? null}
        />
      </Stack>
    </PublicPageFrame>
  );
}
