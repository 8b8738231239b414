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
import { hashPassword, verifyPassword } from './passwords.ts';
import { openSession } from './session.ts';
import { assertNotLocked, clearKey, recordHit, throttleKeys } from './throttle.ts';

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

/**
 * Password sign-in. Unknown address and wrong password get the same 401 after the same argon2 work.
 * Failures count per address and per client address (auth_throttle, shared by all nodes); at the
 * limit further tries get 429 until the window ends. Success clears the address's counter.
 */
export async function login(ctx: AppContext, request: FastifyRequest, body: LoginRequest): Promise<NewSession> {
  const emailKey = throttleKeys.loginEmail(body.email);
  const ipKey = throttleKeys.loginIp(request.ip);
  await assertNotLocked(ctx.db, [emailKey, ipKey]);
  const [account] = await ctx.db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, body.email));
  const ok = await verifyPassword(account?.passwordHash, body.password);
  if (!account || !ok) {
    await recordHit(ctx.db, emailKey, AUTH.maxFailuresPerAccount);
    await recordHit(ctx.db, ipKey, AUTH.maxFailuresPerIp);
    throw new AppError('unauthorized', 'ERR_INVALID_CREDENTIALS');
  }
  await clearKey(ctx.db, emailKey);
  return ctx.db.transaction((tx) => openSession(tx, request, account.id));
}
