import { ACCESS_TOKEN_PREFIXES, type AccessTokenKind, type TokenRevokedReason } from '@eos/domain';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
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

/**
 * The token behind a secret (live: not revoked, not expired) of a kind, with the person it acts as, as
 * the session lookup reads one: a joined membership of the token's own organization, the account, the
 * organization's subscription. A personal token acts as its person; an organization token as the Owner
 * or Admin who made it (created_by_id, set null when they are removed: then it finds nothing).
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
        eq(memberships.id, sql`coalesce(${accessTokens.membershipId}, ${accessTokens.createdById})`),
        eq(memberships.orgId, accessTokens.orgId),
        isNotNull(memberships.joinedAt),
      ),
    )
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(organizations, eq(organizations.id, accessTokens.orgId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(accessTokens.kind, sql.placeholder('kind')),
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

/** The live token of a kind behind a secret, or null (unknown, revoked, expired, its person gone). */
export async function findToken(db: DbOrTx, secret: string, kind: AccessTokenKind): Promise<TokenCaller | null> {
  const [row] = await tokenLookup(db).execute({ tokenHash: sha256(secret), kind });
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(accessTokens.id, row.id));
  }
  const access = callerAccess(row);
  // Marked as a token's: what it may give others stops at Member (grants.ts).
  const member = access.member && { ...access.member, viaToken: true as const };
  return {
    tokenId: row.id,
    kind: row.kind as AccessTokenKind,
    scopes: row.scopes,
    session: { id: row.id, accountId: row.accountId, orgId: row.orgId, email: row.email, ...access, member },
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

/**
 * Revokes a token of the organization: one of a person's own personal tokens (`personId`), or, with
 * null, one of its organization tokens; an organization token already revoked for its maker's sake
 * leaves the list this way. Null when there is no such token.
 */
export async function revokeToken(
  db: DbOrTx,
  orgId: string,
  id: string,
  personId: string | null,
): Promise<AccessTokenRow | null> {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: sql`coalesce(${accessTokens.revokedAt}, now())`, revokedReason: null })
    .where(
      and(
        eq(accessTokens.orgId, orgId),
        eq(accessTokens.id, id),
        eq(accessTokens.kind, personId ? 'personal' : 'organization'),
        personId ? eq(accessTokens.membershipId, personId) : undefined,
        or(isNull(accessTokens.revokedAt), isNotNull(accessTokens.revokedReason)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Revokes for good the organization tokens a person made (they are being removed, or lose the Owner
 * or Admin role: such a token acts as them and would otherwise wake up again on a promotion back).
 */
export async function revokeTokensOfMaker(
  db: DbOrTx,
  orgId: string,
  personId: string,
  reason: TokenRevokedReason,
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(accessTokens.orgId, orgId),
        eq(accessTokens.createdById, personId),
        eq(accessTokens.kind, 'organization'),
        isNull(accessTokens.revokedAt),
      ),
    );
}

/**
 * An organization's tokens that are not revoked, and those revoked because their maker left or lost
 * the role (shown as revoked), newest first, with the name of who made each.
 */
export async function listOrgTokens(db: DbOrTx, orgId: string) {
  return db
    .select({
      token: accessTokens,
      creatorFirst: accounts.firstName,
      creatorLast: accounts.lastName,
    })
    .from(accessTokens)
    .leftJoin(memberships, eq(memberships.id, accessTokens.createdById))
    .leftJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(
        eq(accessTokens.orgId, orgId),
        eq(accessTokens.kind, 'organization'),
        or(isNull(accessTokens.revokedAt), isNotNull(accessTokens.revokedReason)),
      ),
    )
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}
