import { z } from 'zod';
import type { Role } from '../enums.ts';
import { Id, requiredText } from './common.ts';

/**
 * Access tokens (issue 21: personal tokens for the MCP server; issue 22 adds organization tokens to
 * the same model). A token is a random secret shown once; the server keeps only its SHA-256.
 */

/** Who a token acts as: a person (their role, in their organization), or later the organization itself. */
export const AccessTokenKinds = ['personal', 'organization'] as const;
export type AccessTokenKind = (typeof AccessTokenKinds)[number];

/**
 * What a secret starts with, by kind: recognisable in a leak (secret scanners, logs, a pasted chat)
 * and telling which kind it is before any lookup.
 */
export const ACCESS_TOKEN_PREFIXES: Record<AccessTokenKind, string> = {
  personal: 'eos_pat_',
  organization: 'eos_oat_',
};

/**
 * A personal token's one scope: 'read' reads what the person may read; 'read-write' also changes what
 * they may change. Organization tokens will hold per-area scopes in the same list.
 */
export const PersonalTokenScopes = ['read', 'read-write'] as const;
export type PersonalTokenScope = (typeof PersonalTokenScopes)[number];

/** The lifetimes offered; every token expires. */
export const TokenExpiryDays = [30, 90, 365] as const;
export type TokenExpiryDays = (typeof TokenExpiryDays)[number];

/** The live (not revoked, not expired) personal tokens a person may hold in one organization. */
export const MAX_PERSONAL_TOKENS = 20;

export const TokenMessages = {
  /** A missing, unknown, expired or revoked token (401): one answer for all of them. */
  invalid: 'ERR_TOKEN_INVALID',
  /** A read token asked to change something (403). */
  readOnly: 'ERR_TOKEN_READ_ONLY',
  /** Someone who may not change anything (an Observer) asked for a read-write token. */
  writeNotAllowed: 'ERR_TOKEN_WRITE_NOT_ALLOWED',
  tooMany: 'ERR_TOKEN_LIMIT',
  /** Over the per-token rate limit (429, Retry-After). */
  rateLimited: 'ERR_TOKEN_RATE_LIMITED',
} as const;

/** Whether a token's scopes let it change things (every other call is a read). */
export function tokenMayWrite(scopes: readonly string[]): boolean {
  return scopes.includes('read-write');
}

/** POST user/tokens: a personal token for the caller in their current organization. */
export const PersonalTokenCreateRequest = z.object({
  name: requiredText(),
  scope: z.enum(PersonalTokenScopes),
  expiresInDays: z.literal([...TokenExpiryDays]),
});
export type PersonalTokenCreateRequest = z.infer<typeof PersonalTokenCreateRequest>;

/** A token as its owner's list shows it: never the secret, only its first characters. */
export const PersonalToken = z.object({
  id: Id,
  name: z.string(),
  scope: z.enum(PersonalTokenScopes),
  /** The secret's start ('eos_pat_AbCd'), to tell tokens apart. */
  prefix: z.string(),
  created: z.string(),
  expires: z.string(),
  lastUsed: z.string().nullable(),
  isExpired: z.boolean(),
});
export type PersonalToken = z.infer<typeof PersonalToken>;

export const PersonalTokensResponse = z.object({ succeeded: z.literal(true), tokens: z.array(PersonalToken) });
/** The new token, and its secret: this answer is the only place it is ever shown. */
export const PersonalTokenCreatedResponse = z.object({
  succeeded: z.literal(true),
  token: PersonalToken,
  secret: z.string(),
});
export type PersonalTokenCreatedResponse = z.infer<typeof PersonalTokenCreatedResponse>;

/**
 * Organization API tokens (issue 22): made by Owners and Admins in the organization settings, sent as
 * `Authorization: Bearer eos_oat_…` to the API's own routes. Each holds a scope per area: read, or
 * read and write ('items:read', 'items:write'; write includes read); an area it does not list is closed.
 */
// 'data' is the organization as a whole: its export (read) and imports (write), issue 22.
export const ApiTokenAreas = ['meetings', 'items', 'scorecard', 'vto', 'chart', 'people', 'data'] as const;
export type ApiTokenArea = (typeof ApiTokenAreas)[number];
export const ApiTokenAccessLevels = ['read', 'write'] as const;
export type ApiTokenAccessLevel = (typeof ApiTokenAccessLevels)[number];

/** The stored scope string of an area at a level ('items:write'). */
export function apiTokenScope(area: ApiTokenArea, level: ApiTokenAccessLevel): string {
  return `${area}:${level}`;
}

/** Whether an organization token's scopes allow a call of a level in an area (write includes read). */
export function apiTokenAllows(scopes: readonly string[], area: ApiTokenArea, level: ApiTokenAccessLevel): boolean {
  return (
    scopes.includes(apiTokenScope(area, 'write')) || (level === 'read' && scopes.includes(apiTokenScope(area, 'read')))
  );
}

/** The live organization tokens an organization may hold. */
export const MAX_ORG_API_TOKENS = 50;

/**
 * The roles a call made with an access token may give someone (invite, add, import or change a role
 * to): never above Member. Admin, Owner, Manager, billing permission and the implementer are given by
 * a person signed in, never by a token, whatever its scopes (issue 34): a token acting as its Owner
 * maker must not be able to mint Admins who then hold the tokens, webhooks and security settings.
 */
export const TOKEN_GRANTABLE_ROLES: readonly Role[] = ['Member', 'Observer'];

export const ApiTokenMessages = {
  /** The token's scopes do not cover this call's area, or the route is never open to tokens (403). */
  scope: 'ERR_TOKEN_SCOPE',
  /** A token asked for no area at all. */
  noScopes: 'ERR_TOKEN_NO_SCOPES',
} as const;

const ApiTokenScopeList = z
  .array(z.object({ area: z.enum(ApiTokenAreas), level: z.enum(ApiTokenAccessLevels) }))
  .min(1, ApiTokenMessages.noScopes)
  .refine((list) => new Set(list.map((s) => s.area)).size === list.length, 'ERR_VALIDATION');

/** POST org/api-tokens: a token of the caller's current organization. */
export const OrgApiTokenCreateRequest = z.object({
  name: requiredText(),
  scopes: ApiTokenScopeList,
  expiresInDays: z.literal([...TokenExpiryDays]),
});
export type OrgApiTokenCreateRequest = z.infer<typeof OrgApiTokenCreateRequest>;

/**
 * Why an organization token stopped without anybody revoking it (issue 34): its maker was removed from
 * the organization, or lost the Owner or Admin role. Revoked for good: a maker promoted back makes a
 * new token. The settings list keeps showing such tokens, as revoked, so nobody wonders why one stopped.
 */
export const TokenRevokedReasons = ['maker-removed', 'maker-role'] as const;
export type TokenRevokedReason = (typeof TokenRevokedReasons)[number];

/** An organization token as the settings list shows it. */
export const OrgApiToken = z.object({
  id: Id,
  name: z.string(),
  scopes: z.array(z.object({ area: z.enum(ApiTokenAreas), level: z.enum(ApiTokenAccessLevels) })),
  prefix: z.string(),
  created: z.string(),
  expires: z.string(),
  lastUsed: z.string().nullable(),
  isExpired: z.boolean(),
  /** The Owner or Admin who made it (the token acts as them); null once they left. */
  createdBy: z.object({ id: Id, name: z.string() }).nullable(),
  /** Set when it was revoked because its maker left or lost the role; such a token answers nothing. */
  revokedReason: z.enum(TokenRevokedReasons).nullable(),
});
export type OrgApiToken = z.infer<typeof OrgApiToken>;

export const OrgApiTokensResponse = z.object({ succeeded: z.literal(true), tokens: z.array(OrgApiToken) });
export const OrgApiTokenCreatedResponse = z.object({
  succeeded: z.literal(true),
  token: OrgApiToken,
  secret: z.string(),
});
export type OrgApiTokenCreatedResponse = z.infer<typeof OrgApiTokenCreatedResponse>;
