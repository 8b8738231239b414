import { AUTH } from '@eos/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accounts, resetCodes } from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { type ActiveSession, revokeOtherSessions } from '../../lib/session-store.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { resetPasswordMail } from '../../mail/templates.ts';
import { dispatch, mayMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearAccountPairs, clearKey, countFailure, throttleKeys, tooManyAttempts } from './throttle.ts';

const resetExpired = () => new AppError('notFound', 'ERR_RESET_CODE_EXPIRED');

/**
 * Mails a one-time link when the address has an account; the answer never tells which. An account an
 * invitation made (unclaimed) is nobody's yet: it gets nothing, like an unknown address (a reset
 * would otherwise let the mailbox owner skip signing up, and its policy acceptance).
 */
export async function requestPasswordReset(ctx: AppContext, request: FastifyRequest, email: string): Promise<void> {
  if (!(await mayMail(ctx, email))) return;
  const [account] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.claimed, true)));
  if (!account) return;
  // The link carries 256 random bits; the database keeps only their hash.
  const code = randomToken();
  await ctx.db.insert(resetCodes).values({
    accountId: account.id,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + AUTH.resetCodeTtlMinutes * 60 * 1000),
  });
  dispatch(ctx, request.log, resetPasswordMail(email, `${ctx.config.publicUrl}/update-password/${code}`));
}

const usable = (code: string, now: Date) =>
  and(eq(resetCodes.codeHash, sha256(code)), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, now));

/** Unknown, used and expired links all answer the same 404. */
export async function assertResetCodeValid(ctx: AppContext, code: string): Promise<void> {
  const [row] = await ctx.db.select({ id: resetCodes.id }).from(resetCodes).where(usable(code, new Date()));
  if (!row) throw resetExpired();
}

/** Sets the new password, spends the link (and any other open link), and ends every session. */
export async function resetPassword(ctx: AppContext, code: string, password: string): Promise<void> {
  // A cheap look first, so an invalid link costs no argon2 work.
  await assertResetCodeValid(ctx, code);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const ended = await ctx.db.transaction(async (tx) => {
    // Conditional update: of two concurrent uses of one link, only one gets the row back.
    const [used] = await tx
      .update(resetCodes)
      .set({ usedAt: now })
      .where(usable(code, now))
      .returning({ accountId: resetCodes.accountId });
    if (!used) throw resetExpired();
    await tx
      .update(resetCodes)
      .set({ usedAt: now })
      .where(and(eq(resetCodes.accountId, used.accountId), isNull(resetCodes.usedAt)));
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(accounts.id, used.accountId))
      .returning({ email: accounts.email });
    const revoked = await revokeOtherSessions(tx, used.accountId);
    // Proving the mailbox is proof enough: lift the sign-in waits on the account, from every address.
    if (account) await clearAccountPairs(tx, account.email);
    return revoked;
  });
  // Every session of the account ended: so do their sockets, on every node.
  sessionsChanged(ctx, ...ended.map((sessionId) => ({ sessionId })));
  for (const id of ended) ctx.realtime.disconnectSession(id);
}

/**
 * A signed-in password change. The current password is required (a borrowed session is not enough)
 * and wrong guesses count toward the same sign-in throttle (the account from the caller's address);
 * other sessions end, the caller's stays.
 */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  body: { currentPassword: string; password: string },
): Promise<void> {
  const pairKey = throttleKeys.loginPair(session.email, request.ip);
  const pair = await countFailure(ctx.db, pairKey, AUTH.freeFailuresPerPair, true);
  if (!pair.allowed) throw tooManyAttempts(pair.waitSeconds);
  const [account] = await ctx.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, session.accountId));
  if (!(await verifyPassword(account?.passwordHash, body.currentPassword))) {
    throw invalid('ERR_CURRENT_PASSWORD', 'currentPassword');
  }
  await clearKey(ctx.db, pairKey);
  const passwordHash = await hashPassword(body.password);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.id, session.accountId));
    return revokeOtherSessions(tx, session.accountId, session.id);
  });
  sessionsChanged(ctx, ...ended.map((sessionId) => ({ sessionId })));
  for (const id of ended) ctx.realtime.disconnectSession(id);
}
