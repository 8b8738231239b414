import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberships, organizations } from './orgs.ts';

/**
 * Access tokens, sent as `Authorization: Bearer …` (docs/mcp.md). One model for both kinds: a
 * personal token acts as its person (membership) in its organization; an organization token (issue 22)
 * has no person. The secret (256 random bits behind a kind prefix) is shown once; only its SHA-256 is
 * kept. Revoking sets revoked_at (the row stays, for the record); removing the person or the
 * organization deletes their tokens; an organization token's maker removed or demoted revokes it.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The person a personal token acts as; null for an organization token. */
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    /** 'personal' | 'organization' (domain AccessTokenKinds). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Personal: ['read'] or ['read-write']; organization tokens list per-area scopes. */
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The secret's first characters ('eos_pat_AbCd'): tells tokens apart in lists, proves nothing. */
    displayPrefix: text('display_prefix').notNull(),
    /** Who made it (for an organization token, the Owner or Admin); null once they are removed. */
    createdById: uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed at most once a minute, so calls do not each become a write. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why an organization token was revoked when nobody revoked it by hand: 'maker-removed' or
     * 'maker-role' (its maker left or lost the Owner or Admin role; domain TokenRevokedReasons). The
     * settings list keeps showing such tokens as revoked; ones revoked by hand leave the list.
     */
    revokedReason: text('revoked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash),
    index('access_tokens_org_membership_idx').on(t.orgId, t.membershipId, t.createdAt),
    check(
      'access_tokens_kind_check',
      sql`(${t.kind} = 'personal' and ${t.membershipId} is not null) or (${t.kind} = 'organization' and ${t.membershipId} is null)`,
    ),
  ],
);
