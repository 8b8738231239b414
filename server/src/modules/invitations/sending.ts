import { effectiveStatus, type Invitation, type Invitee, type Role } from '@eos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, message, notFound } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { invitationMail } from '../../mail/templates.ts';
import type { Member } from '../../plugins/access.ts';
import { dispatch } from '../auth/mails.ts';
import { lockedFor, recordHit } from '../auth/throttle.ts';
import { billingNow } from '../billing/service.ts';
import { lockedCaller } from '../people/changes.ts';
import { countSeats, seatsChanged } from '../subscription/seats.ts';
import { readOrgSubscription } from '../subscription/state.ts';
import { expiryFrom, invitationLink, newInvitationKey } from './keys.ts';
import { assertMayInvite } from './policy.ts';
import { presentInvitation } from './presenter.ts';
import {
  findInvitees,
  findSenderFacts,
  type InvitationRow,
  type InviteeRow,
  insertInvitations,
  type NewKey,
  rotateOpenInvitations,
} from './repository.ts';

/**
 * Invitation mails to one address within the throttle window (AUTH.failureWindowMinutes, 15), from any
 * organization: a free trial anyone can start must not become a way to flood someone's mailbox.
 */
const INVITATION_MAILS_PER_ADDRESS = 5;
const mailKey = (email: string) => `invitation-mail:${sha256(email)}`;

export interface SendOptions {
  /**
   * POST subscription/add: invitees who already joined hold their seat already (an approved upgrade
   * licensed them) and are skipped. POST invitations refuses them (409).
   */
  skipJoined: boolean;
}

/**
 * POST invitations and POST subscription/add: mails each not-joined invitee a fresh link. Their open
 * invitation gets a new key (an older mailed link stops working), sentAt = now and a new expiry (an
 * Expired one is Pending again); someone without an open invitation gets one. All invitees in one
 * transaction, or none; the mails and the live events go after commit.
 *
 * Links are built from PUBLIC_URL, never from the caller's `baseUrl`: a link pointing wherever a
 * request said would let anyone with an account mail our invitation, key included, leading to a
 * host of their choosing.
 */
export async function sendInvitations(
  ctx: AppContext,
  log: FastifyBaseLogger,
  member: Member,
  invitees: readonly Invitee[],
  opts: SendOptions,
): Promise<Invitation[]> {
  const orgId = member.orgId;
  const now = new Date();
  const expiresAt = expiryFrom(now);

  const sent = await ctx.db.transaction(async (tx) => {
    // The sender as they are now, and not removed while this runs (their id is each new invitation's
    // invited_by_id): the organization's people changes wait for each other.
    const sender = await lockedCaller(tx, member);
    const ids = invitees.map((i) => i.id);
    const people = new Map((await findInvitees(tx, orgId, ids)).map((p) => [p.id, p]));
    // One mail per person, however often the list names them; every entry is checked.
    const toSend = new Map<string, InviteeRow>();
    invitees.forEach((invitee, index) => {
      const person = people.get(invitee.id);
      if (!person) throw notFound();
      if (person.joinedAt && opts.skipJoined) return;
      assertMayInvite(sender, { role: person.role as Role, isImplementer: person.isImplementer });
      if (person.joinedAt) throw new AppError('conflict', 'ERR_INVITATION_ALREADY_ACCEPTED');
      if (person.email !== invitee.email) {
        throw new AppError('validation', [message('ERR_INVITATION_EMAIL_MISMATCH', [], `invitees.${index}.email`)]);
      }
      toSend.set(person.id, person);
    });
    await assertMayMail(tx, [...toSend.values()]);
    if (toSend.size === 0) return { rows: [], keys: new Map<string, string>() };

    const keys = new Map<string, string>();
    const newKeys: NewKey[] = [...toSend.values()].map((person) => {
      const { key, keyHash } = newInvitationKey();
      keys.set(person.id, key);
      return { personId: person.id, keyHash, role: person.role, isImplementer: person.isImplementer };
    });
    const rotated = await rotateOpenInvitations(tx, orgId, newKeys, {
      sentAt: now,
      expiresAt,
      sentById: member.personId,
    });
    // Someone without an open invitation (added another way, or never given one) gets a new one.
    const rotatedIds = new Set(rotated.map((r) => r.personId));
    const inserted = await insertInvitations(
      tx,
      newKeys
        .filter((k) => !rotatedIds.has(k.personId))
        .map((k) => ({
          orgId,
          personId: k.personId,
          invitedById: member.personId,
          email: people.get(k.personId)?.email ?? '',
          role: k.role,
          isImplementer: k.isImplementer,
          status: 'Pending',
          keyHash: k.keyHash,
          expiresAt,
          sentAt: now,
        })),
    );
    return { rows: [...rotated, ...inserted], keys };
  });

  await mailInvitations(ctx, log, member, sent.rows, sent.keys);
  for (const row of sent.rows) {
    ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'person', id: row.personId });
  }
  // Invitees hold their license from now on: a running subscription's seats follow.
  if (sent.rows.length > 0) seatsChanged(ctx, orgId);
  return sent.rows.map(presentInvitation);
}

/**
 * Whether a POST subscription/add should send the caller on to checkout: the deployment bills, paid
 * licenses exist, and nothing pays for them (no trial running, no subscription charging a card).
 * A running subscription takes the new seats itself (prorated); a trial pays nothing yet.
 */
export async function shouldRedirectToCheckout(ctx: AppContext, orgId: string): Promise<boolean> {
  if (!ctx.payments) return false;
  const org = await readOrgSubscription(ctx.db, orgId);
  const status = effectiveStatus(org.status, org.paymentStatus, org.trialEndsAt, billingNow(ctx, orgId));
  if (status === 'Trial' || status === 'Active' || status === 'PendingCancellation') return false;
  return (await countSeats(ctx.db, orgId)).paid > 0;
}

/** 429 before anything changes when one of the addresses had too many invitation mails lately. */
async function assertMayMail(db: DbOrTx, people: readonly InviteeRow[]): Promise<void> {
  if (
    people.length === 0 ||
    (await lockedFor(
      db,
      people.map((p) => mailKey(p.email)),
    )) === 0
  )
    return;
  // Rare: find which address, to name it.
  for (const person of people) {
    const seconds = await lockedFor(db, [mailKey(person.email)]);
    if (seconds > 0) {
      throw new AppError('tooManyRequests', [message('ERR_INVITATION_TOO_MANY_MAILS', [person.email, seconds])], {
        'retry-after': String(seconds),
      });
    }
  }
}

async function mailInvitations(
  ctx: AppContext,
  log: FastifyBaseLogger,
  member: Member,
  rows: readonly InvitationRow[],
  keys: ReadonlyMap<string, string>,
): Promise<void> {
  if (rows.length === 0) return;
  const sender = await findSenderFacts(ctx.db, member.orgId, member.personId);
  const inviterName = sender ? `${sender.firstName} ${sender.lastName}`.trim() : '';
  for (const row of rows) {
    const key = row.personId ? keys.get(row.personId) : undefined;
    if (!key) continue;
    await recordHit(ctx.db, mailKey(row.email), INVITATION_MAILS_PER_ADDRESS);
    dispatch(
      ctx,
      log,
      invitationMail(row.email, {
        inviterName,
        orgName: sender?.orgName ?? '',
        role: row.role,
        isImplementer: row.isImplementer,
        link: invitationLink(ctx.config.publicUrl, row.id, key),
        expiresAt: row.expiresAt,
      }),
    );
  }
}
