import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { type InvitationOutcome, OUTCOME_MESSAGE } from './outcomes';

interface Props {
  outcome: InvitationOutcome;
  signedIn: boolean;
  /** Loading failed for no known reason: offer to try again. */
  onRetry?: () => void;
}

/**
 * A link that cannot be accepted (already used, withdrawn, expired, forged) says so in one plain
 * sentence and offers the way on: sign-in when signed out, the app when signed in.
 */
export function InvitationOutcomeMessage({ outcome, signedIn, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text role="status">{t(OUTCOME_MESSAGE[outcome])}</Text>
      {outcome === 'Failed' && onRetry && (
        <Button variant="default" onClick={onRetry} fullWidth>
          {t('INVITATION_PAGE_TRY_AGAIN')}
        </Button>
      )}
      {signedIn ? (
        <Button component={Link} to="/" fullWidth>
          {t('INVITATION_PAGE_GO_TO_APP')}
        </Button>
      ) : (
        <Button component={Link} to="/login" fullWidth>
          {t('INVITATION_PAGE_GO_TO_SIGN_IN')}
        </Button>
      )}
    </Stack>
  );
}
