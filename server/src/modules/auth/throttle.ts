import { AUTH } from '@eos/domain';
import { and, eq, gt, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';
import { AppError, message } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';

const WINDOW_MS = AUTH.failureWindowMinutes * 60 * 1000;

// Counters live in the database (auth_throttle), not in memory, so every app node sees the same
// count. Emails are hashed in the key: the table then holds no address of someone who never signed up.
const accountPart = (email: string) => `login:pair:${sha256(email)}:`;
export const throttleKeys = {
  /** Failed passwords for one account from one client address. */
  loginPair: (email: string, ip: string) => `${accountPart(email)}${ip}`,
  /** Failed passwords and second-step codes from one client address, whatever the account. */
  loginIp: (ip: string) => `login:ip:${ip}`,
  /** Failed second-step codes (authenticator or recovery) for one account from one client address. */
  twoStepPair: (accountId: string, ip: string) => `two-step:pair:${accountId}:${ip}`,
  /** Failed second-step codes for one account from anywhere (only someone with the password makes them). */
  twoStepAccount: (accountId: string) => `two-step:account:${accountId}`,
  mail: (email: string) => `mail:${sha256(email)}`,
};

export function tooManyAttempts(seconds: number): AppError {
  return new AppError('tooManyRequests', [message('ERR_TOO_MANY_ATTEMPTS', [seconds])], {
    'retry-after': String(seconds),
  });
}

/** The wait after `failures` failures of a counter whose first `free` ones cost nothing: 0, then doubling, capped. */
export function delaySeconds(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(AUTH.maxDelaySeconds, AUTH.firstDelaySeconds * 2 ** Math.min(failures - free - 1, 30));
}

/** Seconds until the longest wait among the keys ends, or 0 when none of them has to wait. */
export async function lockedFor(db: DbOrTx, keys: string[]): Promise<number> {
  const rows = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(inArray(authThrottle.key, keys));
  const now = Date.now();
  let until = 0;
  for (const row of rows) if (row.lockedUntil && row.lockedUntil.getTime() > until) until = row.lockedUntil.getTime();
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Throws 429 (with Retry-After) while any of the keys has to wait. */
export async function assertNotLocked(db: DbOrTx, keys: string[]): Promise<void> {
  const seconds = await lockedFor(db, keys);
  if (seconds > 0) throw tooManyAttempts(seconds);
}

export type Try = { allowed: true; failures: number; waitSeconds: number } | { allowed: false; waitSeconds: number };

/**
 * Counts one failure against a sign-in key and sets the wait its next try faces (delaySeconds). A
 * counter is forgotten once its last failure is older than AUTH.failureMemoryMinutes.
 *
 * With `reserve` the try is taken before the secret is checked: if the key is still waiting nothing
 * is counted and the answer is `allowed: false`, else the try counts as a failure until the caller
 * clears the key on success. One statement does both, so parallel guesses from one pair cannot slip
 * past the wait: of a burst, at most `free + 1` are checked. Without `reserve` the failure is counted
 * whatever the wait (after the fact, for the per-address counter).
 */
export async function countFailure(db: DbOrTx, key: string, free: number, reserve = false): Promise<Try> {
  // Constants, not user input: safe to inline.
  const memory = sql.raw(`interval '${AUTH.failureMemoryMinutes} minutes'`);
  const stale = sql`${authThrottle.lastHitAt} < now() - ${memory}`;
  const count = sql`(case when ${stale} then 1 else ${authThrottle.failures} + 1 end)`;
  const waitFor = (n: SQL) =>
    sql`(case when ${n} <= ${sql.raw(String(free))} then null else now() + make_interval(secs => least(${sql.raw(
      String(AUTH.maxDelaySeconds),
    )}, ${sql.raw(String(AUTH.firstDelaySeconds))} * power(2, least(${n} - ${sql.raw(String(free))} - 1, 30)))) end)`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: sql`now()`, lastHitAt: sql`now()`, lockedUntil: waitFor(sql`1`) })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: count,
        windowStartedAt: sql`case when ${stale} then now() else ${authThrottle.windowStartedAt} end`,
        lastHitAt: sql`now()`,
        lockedUntil: waitFor(count),
      },
      ...(reserve
        ? { setWhere: sql`${authThrottle.lockedUntil} is null or ${authThrottle.lockedUntil} <= now()` }
        : {}),
    })
    .returning({ failures: authThrottle.failures });
  if (!row) return { allowed: false, waitSeconds: Math.max(1, await lockedFor(db, [key])) };
  return { allowed: true, failures: row.failures, waitSeconds: delaySeconds(row.failures, free) };
}

/**
 * Counts one event (or `hits` of them at once: an MCP batch's calls) against a key within the current
 * window (a stale window starts over) and closes the key until the window ends once `max` is reached.
 * Returns the count, so callers may also use it as a plain rate counter (mails per address, assistant
 * requests per person). The upsert is one statement: concurrent nodes cannot lose a count. The window
 * is AUTH.failureWindowMinutes unless given.
 */
export async function recordHit(db: DbOrTx, key: string, max: number, windowMs = WINDOW_MS, hits = 1): Promise<number> {
  const count = Math.max(1, Math.floor(hits));
  // A number of ours, not user input: safe to inline.
  const window = sql.raw(`make_interval(secs => ${Number(windowMs) / 1000})`);
  const stale = sql`${authThrottle.windowStartedAt} < now() - ${window}`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: count, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${stale} then ${count}::integer else ${authThrottle.failures} + ${count}::integer end`,
        windowStartedAt: sql`case when ${stale} then now() else ${authThrottle.windowStartedAt} end`,
        lastHitAt: sql`now()`,
        lockedUntil: sql`case when ${stale} then null else ${authThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  if (!row) throw new Error('throttle upsert returned nothing');
  if (row.failures >= max) {
    await db
      .update(authThrottle)
      .set({ lockedUntil: new Date(row.windowStartedAt.getTime() + windowMs) })
      .where(eq(authThrottle.key, key));
  }
  return row.failures;
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Clears the password counters of an account from every client address (the mailbox was proven). */
export async function clearAccountPairs(db: DbOrTx, email: string): Promise<void> {
  // The prefix is a hex hash and a fixed text: nothing in it is a LIKE wildcard.
  await db.delete(authThrottle).where(like(authThrottle.key, `${accountPart(email)}%`));
}

/** Whether the key has counted failures that are not forgotten yet (tests and checks read it). */
export async function failuresOf(db: DbOrTx, key: string): Promise<number> {
  const memory = sql.raw(`interval '${AUTH.failureMemoryMinutes} minutes'`);
  const [row] = await db
    .select({ failures: authThrottle.failures })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, key), gt(authThrottle.lastHitAt, sql`now() - ${memory}`)));
  return row?.failures ?? 0;
}
