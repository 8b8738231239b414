import { z } from 'zod';
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
