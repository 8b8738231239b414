import type { InvitationView, SessionUser } from '@eos/domain';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { loginPath } from '../../../app/guard';
import { useTranslation } from '../../../app/i18n';
import { invitationPaths } from '../api';
import { InvitationSignUpForm } from './InvitationSignUpForm';
import { useSignOutHere } from './useSignOutHere';

interface Props {
  invitation: InvitationView;
  invitationKey: string;
  /** The signed-in user, or null. */
  user: SessionUser | null;
  sessionId: string | null;
}

/**
 * What the reader of a valid link does next, by who they are: signed in with the invited address,
 * accept; signed in as someone else, whose invitation it is and a sign-out; signed out with an
 * account, sign in (and come back to accept); signed out without one, sign up right here.
 */
export function InvitationNextStep({ invitation, invitationKey, user, sessionId }: Props) {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOutHere(sessionId);
  const processPath = invitationPaths.process(invitation.id, invitationKey);

  if (user && user.email.toLowerCase() === invitation.email.toLowerCase()) {
    return (
      <Stack gap="md">
        <Text size="sm">{t('INVITATION_PAGE_SIGNED_IN_AS', { 0: user.email })}</Text>
        <Button component={Link} to={processPath} replace fullWidth>
          {t('INVITATION_PAGE_ACCEPT')}
        </Button>
      </Stack>
    );
  }
  if (user) {
    return (
      <Stack gap="md">
        <Text role="status" style={{ overflowWrap: 'anywhere' }}>
          {t('INVITATION_PAGE_OTHER_EMAIL', { 0: invitation.email, 1: user.email })}
        </Text>
        <Button onClick={() => void signOut()} loading={signingOut} fullWidth>
          {t('INVITATION_PAGE_SIGN_OUT')}
        </Button>
      </Stack>
    );
  }
  if (invitation.accountExists) {
    return (
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('INVITATION_PAGE_HAS_ACCOUNT', { 0: invitation.email })}
        </Text>
        <Button component={Link} to={loginPath(processPath)} fullWidth>
          {t('INVITATION_PAGE_SIGN_IN_TO_ACCEPT')}
        </Button>
      </Stack>
    );
  }
  return <InvitationSignUpForm invitation={invitation} invitationKey={invitationKey} />;
}
