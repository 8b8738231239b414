import type { InvitationStatus } from '@eos/domain';
import { ApiError } from '../../../api/client';

/** What a link can turn out to be, besides an invitation waiting to be accepted. */
export type InvitationOutcome = 'Accepted' | 'Revoked' | 'Expired' | 'NotFound' | 'Failed';

/** The sentence of each outcome (language-pack ids), said plainly on both invitation pages. */
export const OUTCOME_MESSAGE: Record<InvitationOutcome, string> = {
  Accepted: 'INVITATION_PAGE_ACCEPTED',
  Revoked: 'INVITATION_PAGE_REVOKED',
  Expired: 'INVITATION_PAGE_EXPIRED',
  NotFound: 'INVITATION_PAGE_NOT_FOUND',
  Failed: 'INVITATION_PAGE_FAILED',
};

/** A status the page shows instead of the invitation; null while it can still be accepted. */
export function outcomeOfStatus(status: InvitationStatus): InvitationOutcome | null {
  return status === 'Pending' ? null : status;
}

const OUTCOME_OF_ERROR: Record<string, InvitationOutcome> = {
  ERR_INVITATION_NOT_FOUND: 'NotFound',
  ERR_INVITATION_EXPIRED: 'Expired',
  ERR_INVITATION_REVOKED: 'Revoked',
  ERR_INVITATION_USED: 'Accepted',
};

/**
 * What a failed invitation call means to the person holding the link. A forged, unknown or
 * malformed link (404, or 422 for an id that is not one) is not found; the 409s say the state.
 */
export function outcomeOfError(error: unknown): InvitationOutcome {
  if (!(error instanceof ApiError)) return 'Failed';
  for (const message of error.messages) {
    const outcome = message.id ? OUTCOME_OF_ERROR[message.id] : undefined;
    if (outcome) return outcome;
  }
  return error.status === 404 || error.status === 422 ? 'NotFound' : 'Failed';
}

/** The error says the signed-in account is not the one invited (403 ERR_INVITATION_OTHER_EMAIL). */
export function isOtherEmailError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.messages.some((m) => m.id === 'ERR_INVITATION_OTHER_EMAIL');
}
