import {
  can,
  MAX_PERSONAL_TOKENS,
  type PersonalToken,
  type PersonalTokenCreateRequest,
  TokenMessages,
  tokenMayWrite,
} from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../../lib/session-store.ts';
import { type AccessTokenRow, insertToken, listPersonalTokens, newSecret } from './store.ts';

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
