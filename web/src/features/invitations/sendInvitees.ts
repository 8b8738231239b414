import { ApiError } from '../../api/client';
import i18n, { messageText } from '../../app/i18n';
import { addMember, sendInvitations } from './api';
import { type InviteeRow, roleOf } from './inviteeRows';

export interface SendOutcome {
  /** What stays in the list: rows the server refused (with their message), or all rows when sending failed. */
  rows: InviteeRow[];
  /** Invitations went out for the rows that left the list. */
  sent: boolean;
  /** At least one person was added (the people lists changed), whether or not the mails went out. */
  added: boolean;
  shouldRedirectToCheckout: boolean;
  /** The send itself failed: the caller shows it (rows already added keep their person id for a retry). */
  sendError?: unknown;
}

/** The server's first message for a refused row, in the user's language. */
function rowMessage(error: unknown): string {
  const first = error instanceof ApiError ? error.messages[0] : undefined;
  return first ? messageText(first) : i18n.t('UNKNOWN_ERROR');
}

/**
 * Invite: PUT org/add-member for each row (one by one, so the rows' messages and the single
 * implementer never race), then one send for everyone added. A row the server refuses keeps its
 * message and stays; rows added leave the list once their invitations are sent. A row added on an
 * earlier try whose send failed is not added twice.
 */
export async function sendInvitees(rows: readonly InviteeRow[], licensed: boolean): Promise<SendOutcome> {
  const next: InviteeRow[] = [];
  for (const row of rows) {
    if (row.personId) {
      next.push(row);
      continue;
    }
    try {
      const personId = await addMember({
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        ...roleOf(row.choice),
      });
      next.push({ ...row, personId, error: undefined });
    } catch (error) {
      next.push({ ...row, error: rowMessage(error) });
    }
  }

  const added = next.filter((row): row is InviteeRow & { personId: string } => Boolean(row.personId));
  const none = { rows: next, sent: false, added: added.length > 0, shouldRedirectToCheckout: false };
  if (added.length === 0) return none;
  try {
    const result = await sendInvitations(
      added.map((row) => ({ id: row.personId, email: row.email })),
      { licensed },
    );
    return {
      rows: next.filter((row) => !row.personId),
      sent: true,
      added: true,
      shouldRedirectToCheckout: result.shouldRedirectToCheckout,
    };
  } catch (sendError) {
    return { ...none, sendError };
  }
}
