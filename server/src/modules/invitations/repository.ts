import { and, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, invitations, memberships, organizations } from '../../db/schema/index.ts';
import { findInOrg } from '../../lib/org-scoped.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** An account as invitations see it: who holds the address, and whether anyone signed up with it. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, claimed: accounts.claimed })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row ?? null;
}

/**
 * The account an invitation makes for an address nobody signed up with: no password, policy not
 * accepted, unclaimed (it cannot sign in; signing up with the address claims it). Null when the
 * address got an account meanwhile (the caller reads that one).
 */
export async function insertUnclaimedAccount(
  db: DbOrTx,
  values: { email: string; firstName: string; lastName: string },
): Promise<string | null> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, passwordHash: null, isPolicyAccepted: false, claimed: false })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  return row?.id ?? null;
}

/** The person of this organization (joined or not) whose account has this address. */
export async function findPersonByEmail(db: DbOrTx, orgId: string, email: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), eq(accounts.email, email)));
  return row ?? null;
}

export async function orgHasImplementer(db: DbOrTx, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.isImplementer, true)))
    .limit(1);
  return Boolean(row);
}

/** The organization's implementer name, which the shell reads (Find an Implementer hides once set). */
export async function setOrgImplementerName(db: DbOrTx, orgId: string, name: string | null): Promise<void> {
  await db.update(organizations).set({ implementer: name, updatedAt: new Date() }).where(eq(organizations.id, orgId));
}

export async function findOrgDefaults(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({ name: organizations.name, defaultInviteeRole: organizations.defaultInviteeRole })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row ?? null;
}

export async function insertInvitedMembership(
  db: DbOrTx,
  values: Pick<
    typeof memberships.$inferInsert,
    'orgId' | 'accountId' | 'role' | 'permissions' | 'hasLicense' | 'isImplementer'
  >,
): Promise<string> {
  const [row] = await db
    .insert(memberships)
    .values({ ...values, joinedAt: null, isDefault: false })
    .returning({ id: memberships.id });
  if (!row) throw new Error('membership insert returned nothing');
  return row.id;
}

export async function insertInvitations(
  db: DbOrTx,
  values: (typeof invitations.$inferInsert)[],
): Promise<InvitationRow[]> {
  if (values.length === 0) return [];
  return db.insert(invitations).values(values).returning();
}

/** A person of the organization as sending needs them: their address, names, role and whether they joined. */
export interface InviteeRow {
  id: string;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  isImplementer: boolean;
  joinedAt: Date | null;
}

export function findInvitees(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<InviteeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: memberships.id,
      accountId: memberships.accountId,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      role: memberships.role,
      isImplementer: memberships.isImplementer,
      joinedAt: memberships.joinedAt,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.id, [...new Set(ids)])));
}

export interface NewKey {
  personId: string;
  keyHash: string;
  role: string;
  isImplementer: boolean;
}

/** `case person_id when … then … end` over the rows: one UPDATE gives each person their own value. */
function perPerson(keys: readonly NewKey[], value: (k: NewKey) => SQL): SQL {
  const arms = keys.map((k) => sql`when ${k.personId}::uuid then ${value(k)}`);
  return sql`case ${invitations.personId} ${sql.join(arms, sql` `)} end`;
}

/**
 * Gives each person's open invitation (Pending, expired or not) a new key, expiry, sending time and
 * sender, in one statement; an older mailed key stops working. Returns the rows changed: people without an
 * open invitation are absent.
 */
export function rotateOpenInvitations(
  db: DbOrTx,
  orgId: string,
  keys: readonly NewKey[],
  sent: { sentAt: Date; expiresAt: Date; sentById: string },
): Promise<InvitationRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .update(invitations)
    .set({
      keyHash: perPerson(keys, (k) => sql`${k.keyHash}`),
      role: perPerson(keys, (k) => sql`${k.role}`),
      isImplementer: perPerson(keys, (k) => sql`${k.isImplementer}::boolean`),
      sentAt: sent.sentAt,
      expiresAt: sent.expiresAt,
      // Whoever sends it is who invites: the page names the same person as the mail.
      invitedById: sent.sentById,
    })
    .where(
      and(
        eq(invitations.orgId, orgId),
        inArray(
          invitations.personId,
          keys.map((k) => k.personId),
        ),
        eq(invitations.status, 'Pending'),
      ),
    )
    .returning();
}

export function findInvitationInOrg(db: DbOrTx, orgId: string, id: string): Promise<InvitationRow | null> {
  return findInOrg(db, invitations, orgId, id);
}

/** Pending (expired or not) -> Revoked; null when it was no longer open (accepted or revoked meanwhile). */
export async function markRevoked(db: DbOrTx, orgId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ status: 'Revoked', revokedAt: new Date() })
    .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id), eq(invitations.status, 'Pending')))
    .returning();
  return row ?? null;
}

/**
 * An account made for an invitation disappears with its last membership: nobody signed up with it,
 * and it would otherwise keep an address nobody asked us to keep. A claimed account is never touched.
 */
export async function deleteUnclaimedAccountWithoutMemberships(db: DbOrTx, accountId: string): Promise<boolean> {
  const rows = await db
    .delete(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.claimed, false),
        sql`not exists (select 1 from ${memberships} where ${memberships.accountId} = ${accounts.id})`,
      ),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

const invitee = alias(memberships, 'invitee');
const inviteeAccount = alias(accounts, 'invitee_account');
const inviter = alias(memberships, 'inviter');
const inviterAccount = alias(accounts, 'inviter_account');

/**
 * Everything the public invitation link needs, by invitation id alone (the key is checked by the
 * caller): the invitation, its person and account (null once removed), the organization's name and
 * the inviter's name (null once they left). One query.
 */
export async function findInvitationLink(db: DbOrTx, invitationId: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      orgName: organizations.name,
      person: {
        id: invitee.id,
        accountId: invitee.accountId,
        role: invitee.role,
        isImplementer: invitee.isImplementer,
        joinedAt: invitee.joinedAt,
      },
      account: {
        email: inviteeAccount.email,
        firstName: inviteeAccount.firstName,
        lastName: inviteeAccount.lastName,
        claimed: inviteeAccount.claimed,
      },
      inviterFirstName: inviterAccount.firstName,
      inviterLastName: inviterAccount.lastName,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.orgId))
    .leftJoin(invitee, and(eq(invitee.orgId, invitations.orgId), eq(invitee.id, invitations.personId)))
    .leftJoin(inviteeAccount, eq(inviteeAccount.id, invitee.accountId))
    .leftJoin(inviter, and(eq(inviter.orgId, invitations.orgId), eq(inviter.id, invitations.invitedById)))
    .leftJoin(inviterAccount, eq(inviterAccount.id, inviter.accountId))
    .where(eq(invitations.id, invitationId));
  return row ?? null;
}
export type InvitationLinkRow = NonNullable<Awaited<ReturnType<typeof findInvitationLink>>>;

/**
 * Pending, unexpired and still holding this key -> Accepted, in one conditional update: of an accept
 * and a revoke (or a resend, which changes the key) racing, exactly one wins.
 */
export async function markAccepted(
  db: DbOrTx,
  opts: { id: string; keyHash: string; now: Date },
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ status: 'Accepted', acceptedAt: opts.now })
    .where(
      and(
        eq(invitations.id, opts.id),
        eq(invitations.keyHash, opts.keyHash),
        eq(invitations.status, 'Pending'),
        gt(invitations.expiresAt, opts.now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The account has joined no organization yet (then the one it joins becomes its default). */
export async function hasNoJoinedOrg(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), isNotNull(memberships.joinedAt)))
    .limit(1);
  return !row;
}

/** The invited person joins: from now on the membership gives their account access. */
export async function joinMembership(
  db: DbOrTx,
  opts: { orgId: string; personId: string; isDefault: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ joinedAt: opts.now, ...(opts.isDefault ? { isDefault: true } : {}) })
    .where(and(eq(memberships.orgId, opts.orgId), eq(memberships.id, opts.personId), isNull(memberships.joinedAt)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/**
 * Signing up claims an account an invitation made: the names typed now, the password, the policy.
 * Conditional on it being unclaimed, so two sign-ups racing cannot both set a password.
 */
export async function claimAccount(
  db: DbOrTx,
  accountId: string,
  values: { firstName: string; lastName: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ ...values, isPolicyAccepted: true, claimed: true, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), eq(accounts.claimed, false)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** The sender's full name and the organization's name, for the mail. */
export async function findSenderFacts(db: DbOrTx, orgId: string, personId: string) {
  const [row] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName, orgName: organizations.name })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)));
  return row ?? null;
}
