import type { InvitationRegisterRequest, InvitationView } from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, message } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { type ActiveSession, type NewSession, setSessionOrg } from '../../lib/session-store.ts';
import { sha256 } from '../../lib/tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { openSession } from '../auth/session.ts';
import { lockOrg } from '../people/transfer.ts';
import { effectiveStatus, keyMatches } from './keys.ts';
import { presentInvitationView } from './presenter.ts';
import {
  claimAccount,
  findInvitationLink,
  hasNoJoinedOrg,
  type InvitationLinkRow,
  joinMembership,
  markAccepted,
} from './repository.ts';

// The public side of an invitation: the mailed link /welcome/invitation/{invitationId}/{key} shows
// it, signs a new person up, or lets a signed-in account accept it.

/** Unknown id, wrong key, malformed link, person removed: one answer, so a forged link learns nothing. */
const linkNotFound = () => new AppError('notFound', 'ERR_INVITATION_NOT_FOUND');
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The invitation behind a link, when the key is its key and it still concerns someone. */
async function findByLink(db: DbOrTx, invitationId: string, key: string): Promise<InvitationLinkRow> {
  if (!isUuid(invitationId) || key.length === 0) throw linkNotFound();
  const row = await findInvitationLink(db, invitationId);
  if (!row || !keyMatches(key, row.invitation.keyHash)) throw linkNotFound();
  // A revoked invitation took its person with it and still says so; any other without a person is gone.
  if (!row.person && row.invitation.status !== 'Revoked') throw linkNotFound();
  return row;
}

/** Refuses a link that can no longer be accepted, each reason its own message (the page says which). */
function assertOpen(row: InvitationLinkRow): void {
  const status = effectiveStatus(row.invitation);
  if (status === 'Revoked') throw new AppError('conflict', 'ERR_INVITATION_REVOKED');
  if (status === 'Accepted') throw new AppError('conflict', 'ERR_INVITATION_USED');
  if (status === 'Expired') throw new AppError('conflict', 'ERR_INVITATION_EXPIRED');
}

/** GET invitation/{invitationId}/{key}: what the page shows, whatever the status. */
export async function viewInvitation(ctx: AppContext, invitationId: string, key: string): Promise<InvitationView> {
  return presentInvitationView(await findByLink(ctx.db, invitationId, key));
}

/**
 * Marks the invitation Accepted and the membership joined (the organization becomes the default when
 * it is the account's first), inside the caller's transaction. The conditional update settles races:
 * a revoke, a resend (new key) or another accept that came first leaves nothing to accept here.
 */
async function accept(tx: DbOrTx, row: InvitationLinkRow, key: string): Promise<void> {
  const { invitation, person } = row;
  if (!person) throw linkNotFound();
  // A people change of the organization like a role change or a removal of this person: those touch
  // the membership then the invitation, this the other way round, so without waiting its turn the two
  // could deadlock (PostgreSQL ends one with a 500).
  await lockOrg(tx, invitation.orgId);
  const now = new Date();
  const accepted = await markAccepted(tx, { id: invitation.id, keyHash: sha256(key), now });
  if (!accepted) {
    // Whatever changed first decides the answer, as if this request had come a moment later.
    const fresh = await findByLink(tx, invitation.id, key);
    assertOpen(fresh);
    throw linkNotFound();
  }
  const isDefault = await hasNoJoinedOrg(tx, person.accountId);
  await joinMembership(tx, { orgId: invitation.orgId, personId: person.id, isDefault, now });
}

/**
 * POST invitation/{invitationId}/{key}/register: a new person signs up from the link (no mailed code:
 * the link proves the address). Claims the account the invitation made, joins, opens a session in
 * the organization; all or nothing.
 */
export async function registerFromInvitation(
  ctx: AppContext,
  request: FastifyRequest,
  link: { invitationId: string; key: string },
  body: InvitationRegisterRequest,
): Promise<{ orgId: string; personId: string; session: NewSession }> {
  // Cheap checks first: a dead link costs no argon2 work.
  const row = await findByLink(ctx.db, link.invitationId, link.key);
  assertOpen(row);
  if (row.account?.claimed !== false) throw new AppError('conflict', 'ERR_INVITATION_SIGN_IN');
  const passwordHash = await hashPassword(body.password);

  const result = await ctx.db.transaction(async (tx) => {
    const person = row.person;
    if (!person) throw linkNotFound();
    // The organization first, as accept() and every people change take it (a revoke deletes this
    // account after locking it): one order of locks, no deadlock.
    await lockOrg(tx, row.invitation.orgId);
    const claimed = await claimAccount(tx, person.accountId, {
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
    });
    // Someone signed up with the address meanwhile: they sign in and accept instead.
    if (!claimed) throw new AppError('conflict', 'ERR_INVITATION_SIGN_IN');
    await accept(tx, row, link.key);
    const session = await openSession(tx, request, person.accountId);
    await setSessionOrg(tx, session.id, row.invitation.orgId);
    return { orgId: row.invitation.orgId, personId: person.id, session };
  });
  emitJoined(ctx, result.orgId, result.personId);
  return result;
}

/**
 * POST invitation/{invitationId}/{key}/accept: the signed-in account whose address was invited joins
 * and its session moves to the organization. Accepting again what this account already accepted
 * just lands there (a reload of the process page).
 */
export async function acceptInvitation(
  ctx: AppContext,
  session: ActiveSession,
  link: { invitationId: string; key: string },
): Promise<{ orgId: string }> {
  const row = await findByLink(ctx.db, link.invitationId, link.key);
  const orgId = row.invitation.orgId;
  if (session.email !== row.invitation.email) {
    throw new AppError('forbidden', [message('ERR_INVITATION_OTHER_EMAIL', [row.invitation.email])]);
  }
  const status = effectiveStatus(row.invitation);
  if (status === 'Accepted' && row.person?.accountId === session.accountId && row.person.joinedAt) {
    await setSessionOrg(ctx.db, session.id, orgId);
    sessionsChanged(ctx, { sessionId: session.id });
    return { orgId };
  }
  assertOpen(row);
  await ctx.db.transaction(async (tx) => {
    await accept(tx, row, link.key);
    await setSessionOrg(tx, session.id, orgId);
  });
  // The account is a member now, and this session is in the organization.
  sessionsChanged(ctx, { accountId: session.accountId });
  if (row.person) emitJoined(ctx, orgId, row.person.id);
  return { orgId };
}

/** Everyone in the organization sees the person's invitation turn into a membership. */
function emitJoined(ctx: AppContext, orgId: string, personId: string): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'person', id: personId });
}
