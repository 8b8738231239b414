import { Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageText, useTranslation } from '../../../app/i18n';
import { PublicPageFrame } from '../../../components/PublicPageFrame';
import { acceptInvitation } from '../api';
import { InvitationOutcomeMessage } from './InvitationOutcomeMessage';
import { isOtherEmailError, outcomeOfError } from './outcomes';
import { useEnterInvitedOrg } from './useEnterInvitedOrg';
import { useSignOutHere } from './useSignOutHere';

interface Props {
  invitationId: string;
  invitationKey: string;
  sessionId: string | null;
}

/**
 * POST accept once on arrival, then into the organization; a refusal is said the way the invitation
 * page says it. Signed in with another address: whose invitation it is, and a sign-out that brings
 * the reader back here through sign-in.
 */
export function AcceptInvitation({ invitationId, invitationKey, sessionId }: Props) {
  const { t } = useTranslation();
  const enterInvitedOrg = useEnterInvitedOrg();
  const { signOut, signingOut } = useSignOutHere(sessionId);
  const [failure, setFailure] = useState<unknown>(null);
  // One call per arrival: React's development double effects and re-renders must not accept twice.
  const started = useRef(false);

  const accept = useCallback(async () => {
    setFailure(null);
    try {
      await acceptInvitation(invitationId, invitationKey);
      await enterInvitedOrg();
    } catch (error) {
      setFailure(error);
    }
  }, [invitationId, invitationKey, enterInvitedOrg]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void accept();
  }, [accept]);

  if (failure && isOtherEmailError(failure)) {
    return (
      <PublicPageFrame title={t('INVITATION_PAGE_TITLE')}>
        <Stack gap="md">
          <Text role="status" style={{ overflowWrap: 'anywhere' }}>
            {failure.messages[0] ? messageText(failure.messages[0]) : ''}
          </Text>
          <Button onClick={() => void signOut()} loading={signingOut} fullWidth>
            {t('INVITATION_PAGE_SIGN_OUT')}
          </Button>
        </Stack>
      </PublicPageFrame>
    );
  }
  if (failure) {
    return (
      <PublicPageFrame title={t('INVITATION_PAGE_TITLE')}>
        <InvitationOutcomeMessage outcome={outcomeOfError(failure)} signedIn onRetry={() => void accept()} />
      </PublicPageFrame>
    );
  }
  return (
    <PublicPageFrame title={t('INVITATION_PAGE_TITLE')}>
      <Stack align="center" gap="sm" aria-busy="true">
        <Loader size="sm" />
        <Text size="sm">{t('INVITATION_PAGE_ACCEPTING')}</Text>
      </Stack>
    </PublicPageFrame>
  );
}
