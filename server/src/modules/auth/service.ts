import { timingSafeEqual } from 'node:crypto';
import { AUTH, LIMITS, type LoginRequest, type RegisterRequest } from '@eos/domain';
import { and, desc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accounts, verificationCodes } from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { NewSession } from '../../lib/session-store.ts';
import { sha256, verificationCode } from '../../lib/tokens.ts';
import { accountExistsMail, verificationCodeMail } from '../../mail/templates.ts';
import { dispatch, mayMail } from './mails.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { openSession } from './session.ts';
import { assertNotLocked, clearKey, countFailure, throttleKeys, tooManyAttempts } from './throttle.ts';
import { createChallenge, hasTwoStep } from './two-step.ts';

const codeInvalid = () => invalid('ERR_VERIFICATION_CODE_INVALID', 'verificationCode');
/** Codes are mailed in capitals; people type them as they like. */
const codeHash = (code: string) => sha256(code.trim().toUpperCase());

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sign-up step 1. The caller always gets the same answer; the mailbox owner learns the truth:
 * a code when the address is new, a "you already have an account" note when it is not. An account
 * an invitation made for the address (unclaimed) is nobody's yet: that address is new.
 */
export async function startSignUp(ctx: AppContext, request: FastifyRequest, email: string): Promise<void> {
  if (!(await mayMail(ctx, email))) return;
  const [existing] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.claimed, true)));
  if (existing) {
    dispatch(ctx, request.log, accountExistsMail(email, ctx.config.publicUrl));
    return;
  }
  const code = verificationCode(LIMITS.verificationCodeLength);
  // Only the newest code of an address counts (see latestCode), so a new one replaces the old.
  await ctx.db.insert(verificationCodes).values({
    email,
    codeHash: codeHash(code),
    expiresAt: new Date(Date.now() + AUTH.verificationCodeTtlMinutes * 60 * 1000),
  });
  dispatch(ctx, request.log, verificationCodeMail(email, code));
}

async function latestCode(ctx: AppContext, email: string) {
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row && !row.consumedAt && row.expiresAt > new Date() ? row : undefined;
}

/** Sign-up step 2. Every check spends one of the code's attempts, the right guess included. */
export async function verifySignUpCode(ctx: AppContext, email: string, code: string): Promise<void> {
  const row = await latestCode(ctx, email);
  if (!row) throw codeInvalid();
  // Spend the attempt before comparing, in one conditional update: parallel guesses cannot exceed the limit.
  const [spent] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, AUTH.verificationCodeMaxAttempts)))
    .returning({ id: verificationCodes.id });
  if (!spent || !sameHash(row.codeHash, codeHash(code))) throw codeInvalid();
  if (!row.verifiedAt) {
    await ctx.db.update(verificationCodes).set({ verifiedAt: new Date() }).where(eq(verificationCodes.id, row.id));
  }
}

/** Sign-up step 3: the account, the consumed code, the accepted policy and the session, all or nothing. */
export async function register(ctx: AppContext, request: FastifyRequest, body: RegisterRequest): Promise<NewSession> {
  // Hashing takes tens of milliseconds of CPU: done before the transaction, not while holding it open.
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const session = await ctx.db.transaction(async (tx) => {
    const [code] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.email, body.email),
          eq(verificationCodes.codeHash, codeHash(body.verificationCode)),
          isNotNull(verificationCodes.verifiedAt),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
          lte(verificationCodes.attempts, AUTH.verificationCodeMaxAttempts),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (!code) return null;
    const values = { firstName: body.firstName, lastName: body.lastName, passwordHash, isPolicyAccepted: true };
    const [account] = await tx
      .insert(accounts)
      .values({ email: body.email, ...values })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    // The address has an account already. One an invitation made (unclaimed) becomes theirs, with the
    // memberships it holds (still to be accepted from their invitations). One someone registered since
    // the code was mailed stays theirs: the code is then void.
    const [claimed] = account
      ? [account]
      : await tx
          .update(accounts)
          .set({ ...values, claimed: true, updatedAt: now })
          .where(and(eq(accounts.email, body.email), eq(accounts.claimed, false)))
          .returning({ id: accounts.id });
    if (!claimed) throw codeInvalid();
    return openSession(tx, request, claimed.id);
  });
  if (session) return session;
  // A wrong code at this step spends attempts too, so register cannot be used to guess past the limit.
  const row = await latestCode(ctx, body.email);
  if (row) {
    await ctx.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
  }
  throw codeInvalid();
}

/** A sign-in's outcome: a session, or (two-step verification on) the secret of the pending second step. */
export type SignIn = { session: NewSession; twoStepToken?: undefined } | { session?: undefined; twoStepToken: string };

/**
 * Password sign-in. Unknown address and wrong password get the same 401 after the same argon2 work.
 * Guessing is slowed, never locked (docs/decisions.md): failures count per (account, client address)
 * pair and per client address (auth_throttle, shared by all nodes); past a few free ones each
 * failure doubles the wait before that pair or address may try again (429 with Retry-After). The
 * pair's try is taken before the password is checked, so a burst of parallel guesses gets no more
 * than the free ones. Someone signing in to the same account from another address is not slowed at
 * all; a correct password clears its pair (not the address: an attacker would clear it with an
 * account of their own). With two-step verification on, a right password gives no session but a
 * pending second step (two-step.ts).
 */
export async function login(ctx: AppContext, request: FastifyRequest, body: LoginRequest): Promise<SignIn> {
  const pairKey = throttleKeys.loginPair(body.email, request.ip);
  const ipKey = throttleKeys.loginIp(request.ip);
  await assertNotLocked(ctx.db, [ipKey]);
  const pair = await countFailure(ctx.db, pairKey, AUTH.freeFailuresPerPair, true);
  if (!pair.allowed) throw tooManyAttempts(pair.waitSeconds);
  const [account] = await ctx.db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, body.email));
  const ok = await verifyPassword(account?.passwordHash, body.password);
  if (!account || !ok) {
    const ip = await countFailure(ctx.db, ipKey, AUTH.freeFailuresPerIp);
    const wait = Math.max(pair.waitSeconds, ip.waitSeconds);
    // The wrong password's answer already says how long the next try has to wait.
    throw new AppError('unauthorized', 'ERR_INVALID_CREDENTIALS', wait > 0 ? { 'retry-after': String(wait) } : {});
  }
  await clearKey(ctx.db, pairKey);
  // The password is in hand: a hash made with weaker parameters (or another algorithm) is replaced,
  // unless it changed meanwhile (a reset, a password change).
  if (account.passwordHash && needsRehash(account.passwordHash)) {
    const upgraded = await hashPassword(body.password);
    await ctx.db
      .update(accounts)
      .set({ passwordHash: upgraded })
      .where(and(eq(accounts.id, account.id), eq(accounts.passwordHash, account.passwordHash)));
  }
  // Two-step verification on: no session yet, only the pending second step.
  if (await hasTwoStep(ctx.db, account.id)) return { twoStepToken: await createChallenge(ctx.db, account.id) };
  return { session: await ctx.db.transaction((tx) => openSession(tx, request, account.id)) };
}
