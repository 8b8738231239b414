import { ACCESS_TOKEN_PREFIXES, type AccessTokenKind } from '@eos/domain';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { accessTokens, accounts, memberships, organizations } from '../../db/schema/index.ts';
import { type ActiveSession, callerAccess, callerColumns } from '../../lib/session-store.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** Characters of the secret after its kind prefix that lists show ('eos_pat_AbCd'). */
const SHOWN_CHARACTERS = 4;
/** last_used_at is refreshed at most this often, so calls do not each become a write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A new secret of a kind: its prefix and 256 random bits (base64url); what is stored is its hash. */
export function newSecret(kind: AccessTokenKind): { secret: string; hash: string; displayPrefix: string } {
  const prefix = ACCESS_TOKEN_PREFIXES[kind];
  const secret = `${prefix}${randomToken()}`;
  return { secret, hash: sha256(secret), displayPrefix: secret.slice(0, prefix.length + SHOWN_CHARACTERS) };
}

/** Whether a bearer credential looks like one of ours (a known prefix), before any lookup. */
export function looksLikeToken(secret: string): boolean {
  return Object.values(ACCESS_TOKEN_PREFIXES).some(
    (prefix) => secret.startsWith(prefix) && secret.length > prefix.length,
  );
}

/**
 * The token behind a secret (live: not revoked, not expired) with its person as the session lookup
 * reads one: a joined membership of the token's own organization, the account, the organization's
 * subscription. Personal tokens only, until organization tokens (issue 22) give it a second branch.
 */
const tokenLookup = prepared((db) =>
  db
    .select({
      id: accessTokens.id,
      kind: accessTokens.kind,
      scopes: accessTokens.scopes,
      lastUsedAt: accessTokens.lastUsedAt,
      orgId: accessTokens.orgId,
      accountId: accounts.id,
      email: accounts.email,
      ...callerColumns,
    })
    .from(accessTokens)
    .innerJoin(
      memberships,
      and(
        eq(memberships.id, accessTokens.membershipId),
        eq(memberships.orgId, accessTokens.orgId),
        isNotNull(memberships.joinedAt),
      ),
    )
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(organizations, eq(organizations.id, accessTokens.orgId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(accessTokens.kind, 'personal'),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('find_access_token'),
);

/** A live token and the caller it acts as: a session-like view of its person, for the access guard. */
export interface TokenCaller {
  tokenId: string;
  kind: AccessTokenKind;
  scopes: string[];
  /** Its person in its organization, as a session of theirs would read (id: the token's). */
  session: ActiveSession;
}

/** The live token behind a secret, or null (unknown, revoked, expired, its person gone). */
export async function findToken(db: DbOrTx, secret: string): Promise<TokenCaller | null> {
  const [row] = await tokenLookup(db).execute({ tokenHash: sha256(secret) });
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(accessTokens.id, row.id));
  }
  return {
    tokenId: row.id,
    kind: row.kind as AccessTokenKind,
    scopes: row.scopes,
    session: { id: row.id, accountId: row.accountId, orgId: row.orgId, email: row.email, ...callerAccess(row) },
  };
}

export async function insertToken(db: DbOrTx, values: typeof accessTokens.$inferInsert): Promise<AccessTokenRow> {
  const [row] = await db.insert(accessTokens).values(values).returning();
  if (!row) throw new Error('access token insert returned nothing');
  return row;
}

/** A person's tokens in an organization that are not revoked, newest first (expired ones too, marked so). */
export async function listPersonalTokens(db: DbOrTx, orgId: string, personId: string): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.orgId, orgId),
        eq(accessTokens.membershipId, personId),
        eq(accessTokens.kind, 'personal'),
        isNull(accessTokens.revokedAt),
      ),
    )
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

/** Revokes one of a person's own tokens; null when it is not theirs (or already revoked). */
export async function revokePersonalToken(
  db: DbOrTx,
  orgId: string,
  personId: string,
  id: string,
): Promise<AccessTokenRow | null> {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.orgId, orgId),
        eq(accessTokens.membershipId, personId),
        eq(accessTokens.id, id),
        isNull(accessTokens.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}
