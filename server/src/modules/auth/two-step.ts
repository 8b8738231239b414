import { randomInt } from 'node:crypto';
import { AUTH, ENGLISH } from '@eos/domain';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, recoveryCodes, twoStepChallenges } from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { seal, unseal } from '../../lib/secrets.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { type ActiveSession, type NewSession, revokeOtherSessions, setSessionOrg } from '../../lib/session-store.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { verifyPassword } from './passwords.ts';
import { isSecure, openSession, sendSessionCookie } from './session.ts';
import { assertNotLocked, clearKey, countFailure, throttleKeys, tooManyAttempts } from './throttle.ts';

// Two-step verification with an authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps). The
// secret is sealed at rest (lib/secrets.ts) and never leaves the server after enrolment; recovery
// codes are kept as hashes and work once. A sign-in whose password (or single sign-on) was right but
// whose account has two-step on gets no session, only a short-lived pending challenge, until the code.

/** One step either side of now: a phone clock a little off, or a code typed as it turned over. */
const TOLERANCE_SECONDS = 30;
const ISSUER = ENGLISH.AUTH_PRODUCT_NAME ?? 'EOS One';
const CHALLENGE_COOKIE_PATH = '/api/v2/account/login';

const codeInvalid = (field = 'code') => invalid('ERR_VERIFICATION_CODE_INVALID', field);
const challengeExpired = () => new AppError('unauthorized', 'ERR_TWO_STEP_EXPIRED');

// ---- recovery codes ----

// No 0/o, 1/l/i: read off paper and typed by hand. 16 characters of 31: 79 random bits.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)?.join('-') ?? code;
}
/** Case, spaces and dashes do not matter. */
const recoveryHash = (code: string) => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

async function replaceRecoveryCodes(tx: DbOrTx, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: AUTH.recoveryCodeCount }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ accountId, codeHash: recoveryHash(code) })));
  return codes;
}

async function recoveryCodesLeft(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ---- codes ----

/** The time step of a valid code, or null. `after`: the last step accepted (a code is good once). */
async function checkCode(secret: string, code: string, after: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(after !== null ? { afterTimeStep: after } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Accepts an authenticator code for the account once: the step is recorded in the same conditional
 * update that checks it is newer than the last, so a code (or an older one) replayed, even at the
 * same moment from two nodes, is refused.
 */
async function spendCode(ctx: AppContext, accountId: string, code: string): Promise<boolean> {
  const [account] = await ctx.db
    .select({ secret: accounts.totpSecret, lastStep: accounts.totpLastStep })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account?.secret) return false;
  const step = await checkCode(unseal(account.secret, ctx.config.secretsKey), code, account.lastStep);
  if (step === null) return false;
  const [spent] = await ctx.db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(eq(accounts.id, accountId), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))))
    .returning({ id: accounts.id });
  return Boolean(spent);
}

async function spendRecoveryCode(db: DbOrTx, accountId: string, code: string): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, recoveryHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

/**
 * A second-step code check under the sign-in throttle: per (account, address) pair, taken before the
 * check; per account (only someone with the password gets here) and per address, counted after a
 * failure. A right code clears the pair and the account counters.
 */
async function throttledCheck(
  ctx: AppContext,
  request: FastifyRequest,
  accountId: string,
  check: () => Promise<boolean>,
  field: string,
): Promise<void> {
  const pairKey = throttleKeys.twoStepPair(accountId, request.ip);
  const accountKey = throttleKeys.twoStepAccount(accountId);
  const ipKey = throttleKeys.loginIp(request.ip);
  await assertNotLocked(ctx.db, [ipKey, accountKey]);
  const pair = await countFailure(ctx.db, pairKey, AUTH.freeTwoStepFailuresPerPair, true);
  if (!pair.allowed) throw tooManyAttempts(pair.waitSeconds);
  if (await check()) {
    await clearKey(ctx.db, pairKey);
    await clearKey(ctx.db, accountKey);
    return;
  }
  const byAccount = await countFailure(ctx.db, accountKey, AUTH.freeTwoStepFailuresPerAccount);
  const byIp = await countFailure(ctx.db, ipKey, AUTH.freeFailuresPerIp);
  const wait = Math.max(pair.waitSeconds, byAccount.waitSeconds, byIp.waitSeconds);
  const error = field === 'recoveryCode' ? invalid('ERR_RECOVERY_CODE_INVALID', field) : codeInvalid(field);
  if (wait > 0) error.headers['retry-after'] = String(wait);
  throw error;
}

// ---- the user's own settings ----

export async function twoStepStatus(ctx: AppContext, accountId: string) {
  const [account] = await ctx.db
    .select({ enabledAt: accounts.totpEnabledAt, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    enabled: Boolean(account?.enabledAt),
    enabledAt: account?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: account?.enabledAt ? await recoveryCodesLeft(ctx.db, accountId) : 0,
    hasPassword: Boolean(account?.passwordHash),
  };
}

/** A new secret waiting for its first code; the only time it is shown (as a QR code and a key). */
export async function setupTwoStep(ctx: AppContext, session: ActiveSession) {
  const secret = generateSecret();
  const [pending] = await ctx.db
    .update(accounts)
    .set({ totpPendingSecret: seal(secret, ctx.config.secretsKey) })
    .where(and(eq(accounts.id, session.accountId), isNull(accounts.totpEnabledAt)))
    .returning({ id: accounts.id });
  if (!pending) throw new AppError('conflict', 'ERR_TWO_STEP_ALREADY_ON');
  const otpauthUrl = generateURI({ issuer: ISSUER, label: session.email, secret });
  const { default: QRCode } = await import('qrcode');
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { manualKey: secret, otpauthUrl, qrCode };
}

/**
 * The first code confirms the pending secret: two-step is on, ten recovery codes are made (shown this
 * once), every other session of the account ends (none of them passed a second step) and this one is
 * rotated: a new id replaces the one that existed before the privilege changed.
 */
export async function enableTwoStep(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession,
  code: string,
): Promise<{ recoveryCodes: string[]; sessionId: string }> {
  const [account] = await ctx.db
    .select({ pending: accounts.totpPendingSecret, enabledAt: accounts.totpEnabledAt })
    .from(accounts)
    .where(eq(accounts.id, session.accountId));
  if (account?.enabledAt) throw new AppError('conflict', 'ERR_TWO_STEP_ALREADY_ON');
  if (!account?.pending) throw new AppError('conflict', 'ERR_TWO_STEP_NO_SETUP');
  const secret = unseal(account.pending, ctx.config.secretsKey);
  const confirmed: { step: number | null } = { step: null };
  await throttledCheck(
    ctx,
    request,
    session.accountId,
    async () => {
      confirmed.step = await checkCode(secret, code, null);
      return confirmed.step !== null;
    },
    'code',
  );
  const result = await ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(accounts)
      .set({
        totpSecret: account.pending,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: confirmed.step,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(accounts.id, session.accountId),
          isNull(accounts.totpEnabledAt),
          eq(accounts.totpPendingSecret, account.pending as string),
        ),
      )
      .returning({ id: accounts.id });
    if (!enabled) throw new AppError('conflict', 'ERR_TWO_STEP_NO_SETUP');
    const codes = await replaceRecoveryCodes(tx, session.accountId);
    await revokeOtherSessions(tx, session.accountId);
    // The new session carries on in the organization the user was working in.
    const rotated = await openSession(tx, request, session.accountId);
    await setSessionOrg(tx, rotated.id, session.orgId);
    return { codes, rotated };
  });
  // Every other session of the account ended, and the account has two-step verification now.
  sessionsChanged(ctx, { accountId: session.accountId });
  sendSessionCookie(ctx, reply, result.rotated);
  return { recoveryCodes: result.codes, sessionId: result.rotated.id };
}

/** The password confirms (or, for an account without one, a current code), under the throttle. */
async function confirmIdentity(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  body: { password?: string; code?: string },
): Promise<void> {
  const [account] = await ctx.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, session.accountId));
  if (account?.passwordHash) {
    if (!body.password) throw invalid('VAL_REQUIRED', 'password');
    const pairKey = throttleKeys.loginPair(session.email, request.ip);
    const pair = await countFailure(ctx.db, pairKey, AUTH.freeFailuresPerPair, true);
    if (!pair.allowed) throw tooManyAttempts(pair.waitSeconds);
    if (!(await verifyPassword(account.passwordHash, body.password))) {
      throw invalid('ERR_CURRENT_PASSWORD', 'password');
    }
    await clearKey(ctx.db, pairKey);
    return;
  }
  if (!body.code) throw invalid('VAL_REQUIRED', 'code');
  const code = body.code;
  await throttledCheck(ctx, request, session.accountId, () => spendCode(ctx, session.accountId, code), 'code');
}

/** Turns two-step off: the secret and the recovery codes are gone. */
export async function disableTwoStep(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  body: { password?: string; code?: string },
): Promise<void> {
  const status = await twoStepStatus(ctx, session.accountId);
  if (!status.enabled) throw new AppError('conflict', 'ERR_TWO_STEP_NOT_ON');
  await confirmIdentity(ctx, request, session, body);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, session.accountId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, session.accountId));
  });
  // In an organization that requires two-step verification, the account has no access from now on.
  sessionsChanged(ctx, { accountId: session.accountId });
}

/** New recovery codes (the old ones stop working), shown this once. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  body: { password?: string; code?: string },
): Promise<string[]> {
  const status = await twoStepStatus(ctx, session.accountId);
  if (!status.enabled) throw new AppError('conflict', 'ERR_TWO_STEP_NOT_ON');
  await confirmIdentity(ctx, request, session, body);
  return ctx.db.transaction((tx) => replaceRecoveryCodes(tx, session.accountId));
}

// ---- the second step of a sign-in ----

export async function hasTwoStep(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db.select({ enabledAt: accounts.totpEnabledAt }).from(accounts).where(eq(accounts.id, accountId));
  return Boolean(row?.enabledAt);
}

/** A pending sign-in: its secret goes to the browser (cookie), its hash to the database. */
export async function createChallenge(db: DbOrTx, accountId: string): Promise<string> {
  const token = randomToken();
  await db.insert(twoStepChallenges).values({
    tokenHash: sha256(token),
    accountId,
    expiresAt: new Date(Date.now() + AUTH.twoStepChallengeMinutes * 60 * 1000),
  });
  return token;
}

export function sendChallengeCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH.twoStepCookie, token, {
    path: CHALLENGE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(ctx),
    maxAge: AUTH.twoStepChallengeMinutes * 60,
  });
}

export function clearChallengeCookie(reply: FastifyReply): void {
  reply.clearCookie(AUTH.twoStepCookie, { path: CHALLENGE_COOKIE_PATH });
}

/**
 * The second step: an authenticator code or a recovery code against the pending sign-in in the
 * cookie. Each try spends one of the challenge's few attempts and is throttled like a password;
 * only a right code opens the session (a brand-new one), and the challenge is then spent.
 */
export async function finishTwoStep(
  ctx: AppContext,
  request: FastifyRequest,
  answer: { code: string } | { recoveryCode: string },
): Promise<{ session: NewSession; recoveryCodesLeft: number; isPolicyAccepted: boolean }> {
  const token = request.cookies[AUTH.twoStepCookie];
  if (!token) throw challengeExpired();
  const now = new Date();
  const live = and(
    eq(twoStepChallenges.tokenHash, sha256(token)),
    isNull(twoStepChallenges.consumedAt),
    gt(twoStepChallenges.expiresAt, now),
  );
  const [challenge] = await ctx.db
    .select({ id: twoStepChallenges.id, accountId: twoStepChallenges.accountId })
    .from(twoStepChallenges)
    .where(live);
  if (!challenge) throw challengeExpired();
  const { accountId } = challenge;
  const isRecovery = 'recoveryCode' in answer;
  await throttledCheck(
    ctx,
    request,
    accountId,
    async () => {
      // Spend one of the challenge's attempts first, in one conditional update.
      const [spent] = await ctx.db
        .update(twoStepChallenges)
        .set({ attempts: sql`${twoStepChallenges.attempts} + 1` })
        .where(and(live, lt(twoStepChallenges.attempts, AUTH.twoStepChallengeMaxAttempts)))
        .returning({ id: twoStepChallenges.id });
      if (!spent) throw challengeExpired();
      return isRecovery
        ? spendRecoveryCode(ctx.db, accountId, answer.recoveryCode)
        : spendCode(ctx, accountId, answer.code);
    },
    isRecovery ? 'recoveryCode' : 'code',
  );
  const session = await ctx.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(twoStepChallenges)
      .set({ consumedAt: now })
      .where(and(eq(twoStepChallenges.id, challenge.id), isNull(twoStepChallenges.consumedAt)))
      .returning({ id: twoStepChallenges.id });
    if (!consumed) throw challengeExpired();
    return openSession(tx, request, accountId);
  });
  const [account] = await ctx.db
    .select({ isPolicyAccepted: accounts.isPolicyAccepted })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    session,
    recoveryCodesLeft: await recoveryCodesLeft(ctx.db, accountId),
    isPolicyAccepted: account?.isPolicyAccepted ?? false,
  };
}
