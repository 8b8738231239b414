import { AUTH, type PaymentStatus, type Role, type SubscriptionStatus } from '@eos/domain';
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { accounts, memberships, organizations, sessions } from '../db/schema/index.ts';
import type { SessionCache } from './session-cache.ts';
import { randomToken, sha256 } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = AUTH.sessionIdleTimeoutMinutes * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface NewSession {
  id: string;
  token: string;
}

/**
 * Opens a session for an account. A fresh id and secret every time: signing in rotates the session.
 * The org defaults to the account's default organization, else its first one.
 */
export async function createSession(
  db: DbOrTx,
  accountId: string,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<NewSession> {
  const token = randomToken();
  // The default organization first, then the oldest membership; invitations not accepted give nothing.
  const [membership] = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), isNotNull(memberships.joinedAt)))
    .orderBy(desc(memberships.isDefault), memberships.createdAt)
    .limit(1);
  const orgId = membership?.orgId ?? null;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      accountId,
      orgId,
      expiresAt: new Date(Date.now() + AUTH.sessionAbsoluteTimeoutDays * DAY_MS),
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { id: row.id, token };
}

/** The caller as a person of the session's current organization. */
export interface Member {
  personId: string;
  orgId: string;
  role: Role;
  permissions: string[];
  /**
   * Set when the call is made with an access token (an organization token, or an MCP tool's call for
   * a personal one): such a call never gives a role or permission above Member (tokens/grants.ts).
   */
  viaToken?: true;
}

export interface ActiveSession {
  id: string;
  accountId: string;
  orgId: string | null;
  email: string;
  /**
   * The membership of the current org, or null without one (or after leaving it), and null while the
   * org requires two-step verification that the account has not turned on (`twoStepMissing`).
   */
  member: Member | null;
  twoStepMissing: boolean;
  /** The current organization's subscription as stored (the guard's read-only rule reads it). */
  subscription: { status: SubscriptionStatus; paymentStatus: PaymentStatus; trialEndsAt: Date | null } | null;
}

/**
 * What a lookup of the caller reads besides its credential: the membership of the organization, the
 * account's two-step state and the organization's subscription (the session lookup below and the
 * access-token lookup, modules/tokens/store.ts, both join memberships, accounts and organizations).
 */
export const callerColumns = {
  personId: memberships.id,
  role: memberships.role,
  permissions: memberships.permissions,
  totpEnabledAt: accounts.totpEnabledAt,
  orgRequiresTwoStep: organizations.requireTwoStep,
  subscriptionStatus: organizations.subscriptionStatus,
  paymentStatus: organizations.paymentStatus,
  trialEndsAt: organizations.trialEndsAt,
};

interface CallerRow {
  orgId: string | null;
  personId: string | null;
  role: string | null;
  permissions: string[] | null;
  totpEnabledAt: Date | null;
  orgRequiresTwoStep: boolean | null;
  subscriptionStatus: string | null;
  paymentStatus: string | null;
  trialEndsAt: Date | null;
}

/**
 * The caller's access from what the lookup read: the membership (none while the organization requires
 * two-step verification the account has not turned on: routes answer 403 ERR_TWO_STEP_REQUIRED, hubs
 * join no org room) and the subscription the guard's read-only rule reads. Sessions and tokens alike.
 */
export function callerAccess(row: CallerRow): Pick<ActiveSession, 'member' | 'twoStepMissing' | 'subscription'> {
  const twoStepMissing = Boolean(row.orgRequiresTwoStep && row.personId && !row.totpEnabledAt);
  const member =
    row.orgId && row.personId && row.role && !twoStepMissing
      ? { personId: row.personId, orgId: row.orgId, role: row.role as Role, permissions: row.permissions ?? [] }
      : null;
  const subscription = row.subscriptionStatus
    ? {
        status: row.subscriptionStatus as SubscriptionStatus,
        paymentStatus: (row.paymentStatus ?? 'None') as PaymentStatus,
        trialEndsAt: row.trialEndsAt,
      }
    : null;
  return { member, twoStepMissing, subscription };
}

/** The session lookup every guarded request makes. */
const sessionLookup = prepared((db) =>
  db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      orgId: sessions.orgId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      email: accounts.email,
      ...callerColumns,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(organizations, eq(organizations.id, sessions.orgId))
    // Only a joined membership is a membership: an invitation not accepted yet gives no access.
    .leftJoin(
      memberships,
      and(
        eq(memberships.orgId, sessions.orgId),
        eq(memberships.accountId, sessions.accountId),
        isNotNull(memberships.joinedAt),
      ),
    )
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('find_session'),
);

/** A session as the lookup reads it, before the rules below turn it into an ActiveSession. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

/**
 * The live session behind a cookie secret (not revoked, not past its absolute or idle timeout),
 * with the caller's membership of its organization: one query, or none when `cache` (the node's
 * SessionCache, for requests) saw it a moment ago.
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  cache?: SessionCache<SessionRow>,
): Promise<ActiveSession | null> {
  const now = new Date();
  const tokenHash = sha256(token);
  let row = cache?.get(tokenHash, now.getTime());
  if (!row) {
    const ticket = cache?.ticket();
    [row] = await sessionLookup(db).execute({ tokenHash });
    if (!row) return null;
    if (ticket !== undefined) cache?.remember(tokenHash, row, ticket, now.getTime());
  }
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > IDLE_MS) return null;
  if (idleFor > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    // The remembered row too: it is touched once a minute, not on every request.
    row.lastSeenAt = now;
  }
  return { id: row.id, accountId: row.accountId, orgId: row.orgId, email: row.email, ...callerAccess(row) };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of the account but the one given (after a password change or reset); answers
 * the ids it ended, whose sockets the caller disconnects after commit.
 */
export async function revokeOtherSessions(db: DbOrTx, accountId: string, keepSessionId?: string): Promise<string[]> {
  const where = keepSessionId
    ? and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
  const rows = await db.update(sessions).set({ revokedAt: new Date() }).where(where).returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function setSessionOrg(db: DbOrTx, sessionId: string, orgId: string | null): Promise<void> {
  await db.update(sessions).set({ orgId }).where(eq(sessions.id, sessionId));
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(AUTH.sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: AUTH.sessionAbsoluteTimeoutDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(AUTH.sessionCookie, { path: '/' });
}

/**
 * Of these sessions, the ones still live (not revoked, not past the absolute or the idle timeout): the
 * realtime layer asks it about the sessions its sockets were opened with.
 */
export async function liveSessionIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, [...ids]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, new Date(Date.now() - IDLE_MS)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * The organization's two-step rule holds for the account (for a query that joins organizations and
 * accounts): the organization does not require two-step verification, or the account has it on. The
 * access guard reads the same from callerColumns (twoStepMissing); sockets and calendar feeds read this.
 */
export const twoStepSatisfied = () => or(eq(organizations.requireTwoStep, false), isNotNull(accounts.totpEnabledAt));

/**
 * Of these memberships (person ids), the ones that still give access: they exist, were joined, and
 * their organization's two-step rule holds for their account.
 */
export async function membershipsWithAccess(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(inArray(memberships.id, [...ids]), isNotNull(memberships.joinedAt), twoStepSatisfied()));
  return new Set(rows.map((r) => r.id));
}

/** The joined people of an organization whose account lacks two-step verification (who lose access when it is required). */
export async function membershipsWithoutTwoStep(db: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), isNotNull(memberships.joinedAt), isNull(accounts.totpEnabledAt)));
  return rows.map((r) => r.id);
}
