import { AUTH } from '@eos/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, identities, memberships, sessions } from '../../db/schema/index.ts';

// Who signed in when: GET account/{orgId}/users (the organization's people) and GET
// account/get-login-info/{userId} (the user's own Login tab). Each is one query.

/** Timestamps read through subqueries or JSON may come back as text: the wire always carries ISO strings. */
export const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface AccountUserRow {
  personId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  lastSignInAt: Date | string | null;
}

/**
 * accounts.id spelled with its table: a select from one table writes its columns bare, and a bare
 * "id" inside a subquery on sessions would read the session's own id.
 */
const thisAccount = sql`${accounts}.${sql.identifier(accounts.id.name)}`;

// sessions_account_idx answers each of these correlated subqueries.
const newestSignIn = sql<Date | string | null>`(
  select max(${sessions.createdAt}) from ${sessions} where ${sessions.accountId} = ${thisAccount})`;

/** The people of the organization who joined, by first name, each with their account's newest sign-in. */
export async function listAccountUsers(db: DbOrTx, orgId: string): Promise<AccountUserRow[]> {
  return db
    .select({
      personId: memberships.id,
      userId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      avatarUrl: accounts.avatarUrl,
      lastSignInAt: newestSignIn,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), isNotNull(memberships.joinedAt)))
    .orderBy(asc(sql`lower(${accounts.firstName})`), asc(sql`lower(${accounts.lastName})`), asc(memberships.id));
}

export interface LoginInfoRow {
  userId: string;
  email: string;
  hasPassword: boolean;
  identities: { issuer: string; email: string | null }[];
  lastSignInAt: Date | string | null;
  activeSessions: number;
}

/**
 * How the account signs in: password or not, single sign-on identities, the last sign-in before the
 * current session (else the current one's), and how many sessions are still live (not revoked, not
 * past their absolute or idle timeout).
 */
export async function findLoginInfo(
  db: DbOrTx,
  accountId: string,
  currentSessionId: string,
): Promise<LoginInfoRow | null> {
  const current = sql`(select ${sessions.createdAt} from ${sessions} where ${sessions.id} = ${currentSessionId})`;
  const idleSince = sql`now() - make_interval(mins => ${AUTH.sessionIdleTimeoutMinutes})`;
  const identityList = sql<LoginInfoRow['identities']>`coalesce((
    select json_agg(json_build_object('issuer', ${identities.issuer}, 'email', ${identities.email})
      order by ${identities.createdAt})
    from ${identities} where ${identities.accountId} = ${thisAccount}), '[]'::json)`;
  const signInBeforeCurrent = sql<Date | string | null>`coalesce((
    select max(${sessions.createdAt}) from ${sessions}
    where ${sessions.accountId} = ${thisAccount} and ${sessions.createdAt} < ${current}), ${current})`;
  const liveSessions = sql<number>`(
    select count(*)::int from ${sessions}
    where ${sessions.accountId} = ${thisAccount} and ${sessions.revokedAt} is null
      and ${sessions.expiresAt} > now() and ${sessions.lastSeenAt} > ${idleSince})`;
  const [row] = await db
    .select({
      userId: accounts.id,
      email: accounts.email,
      hasPassword: sql<boolean>`${accounts.passwordHash} is not null`,
      identities: identityList,
      lastSignInAt: signInBeforeCurrent,
      activeSessions: liveSessions,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}
