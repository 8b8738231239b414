import {
  ApiTokenAreas,
  apiTokenScope,
  can,
  MAX_ORG_API_TOKENS,
  MAX_PERSONAL_TOKENS,
  type OrgApiToken,
  type OrgApiTokenCreateRequest,
  type PersonalToken,
  type PersonalTokenCreateRequest,
  TokenMessages,
  type TokenRevokedReason,
  tokenMayWrite,
} from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../../lib/session-store.ts';
import { type AccessTokenRow, insertToken, listOrgTokens, listPersonalTokens, newSecret } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token as its owner's list shows it: never the hash, only the secret's first characters. */
export function presentToken(row: AccessTokenRow, now = new Date()): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    scope: tokenMayWrite(row.scopes) ? 'read-write' : 'read',
    prefix: row.displayPrefix,
    created: row.createdAt.toISOString(),
    expires: row.expiresAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    isExpired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/**
 * A personal token for the member in their organization. Read-write only for someone who may change
 * the organization's work (not Observers: a token never does more than its person). At most
 * MAX_PERSONAL_TOKENS live ones each. Answers the row and the secret, which nothing keeps.
 */
export async function createPersonalToken(
  ctx: AppContext,
  member: Member,
  body: PersonalTokenCreateRequest,
): Promise<{ row: AccessTokenRow; secret: string }> {
  if (body.scope === 'read-write' && !can(member.role, 'items.write', member.permissions)) {
    throw new AppError('forbidden', TokenMessages.writeNotAllowed);
  }
  const now = Date.now();
  const live = (await listPersonalTokens(ctx.db, member.orgId, member.personId)).filter(
    (row) => row.expiresAt.getTime() > now,
  );
  if (live.length >= MAX_PERSONAL_TOKENS) throw new AppError('validation', TokenMessages.tooMany);
  const { secret, hash, displayPrefix } = newSecret('personal');
  const row = await insertToken(ctx.db, {
    orgId: member.orgId,
    membershipId: member.personId,
    kind: 'personal',
    name: body.name,
    scopes: [body.scope],
    tokenHash: hash,
    displayPrefix,
    createdById: member.personId,
    expiresAt: new Date(now + body.expiresInDays * DAY_MS),
  });
  return { row, secret };
}

/** An organization token's stored scopes from the areas and levels asked for ('items:write'). */
function storedScopes(scopes: OrgApiTokenCreateRequest['scopes']): string[] {
  return scopes.map((s) => apiTokenScope(s.area, s.level));
}

/** An organization token as the settings list shows it: never the hash, only the secret's start. */
export function presentOrgToken(
  row: AccessTokenRow,
  creator: { first: string | null; last: string | null } | null,
  now = new Date(),
): OrgApiToken {
  const scopes = ApiTokenAreas.flatMap((area): OrgApiToken['scopes'] => {
    if (row.scopes.includes(apiTokenScope(area, 'write'))) return [{ area, level: 'write' }];
    if (row.scopes.includes(apiTokenScope(area, 'read'))) return [{ area, level: 'read' }];
    return [];
  });
  return {
    id: row.id,
    name: row.name,
    scopes,
    prefix: row.displayPrefix,
    created: row.createdAt.toISOString(),
    expires: row.expiresAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    isExpired: row.expiresAt.getTime() <= now.getTime(),
    createdBy:
      row.createdById && creator
        ? { id: row.createdById, name: `${creator.first ?? ''} ${creator.last ?? ''}`.trim() }
        : null,
    revokedReason: row.revokedAt ? ((row.revokedReason as TokenRevokedReason | null) ?? null) : null,
  };
}

/**
 * An organization token, made by an Owner or Admin (the token acts as them, within its scopes). At most
 * MAX_ORG_API_TOKENS live ones per organization. Answers the row and the secret, which nothing keeps.
 */
export async function createOrgToken(
  ctx: AppContext,
  member: Member,
  body: OrgApiTokenCreateRequest,
): Promise<{ row: AccessTokenRow; secret: string }> {
  const now = Date.now();
  const live = (await listOrgTokens(ctx.db, member.orgId)).filter(
    (r) => !r.token.revokedAt && r.token.expiresAt.getTime() > now,
  );
  if (live.length >= MAX_ORG_API_TOKENS) throw new AppError('validation', TokenMessages.tooMany);
  const { secret, hash, displayPrefix } = newSecret('organization');
  const row = await insertToken(ctx.db, {
    orgId: member.orgId,
    membershipId: null,
    kind: 'organization',
    name: body.name,
    scopes: storedScopes(body.scopes),
    tokenHash: hash,
    displayPrefix,
    createdById: member.personId,
    expiresAt: new Date(now + body.expiresInDays * DAY_MS),
  });
  return { row, secret };
}
