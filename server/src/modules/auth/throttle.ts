import { AUTH } from '@eos/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';
import { AppError, message } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';

const WINDOW_MS = AUTH.failureWindowMinutes * 60 * 1000;

// Counters live in the database (auth_throttle), not in memory, so every app node sees the same
// count. Emails are hashed in the key: the table then holds no address of someone who never signed up.
export const throttleKeys = {
  loginEmail: (email: string) => `login:email:${sha256(email)}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  mail: (email: string) => `mail:${sha256(email)}`,
};

export function tooManyAttempts(seconds: number): AppError {
  return new AppError('tooManyRequests', [message('ERR_TOO_MANY_ATTEMPTS', [seconds])], {
    'retry-after': String(seconds),
  });
}

/** Seconds until the longest lock among the keys ends, or 0 when none of them is locked. */
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

/** Throws 429 (with Retry-After) while any of the keys is locked. */
export async function assertNotLocked(db: DbOrTx, keys: string[]): Promise<void> {
  const seconds = await lockedFor(db, keys);
  if (seconds > 0) throw tooManyAttempts(seconds);
}

/**
 * Counts one event against a key within the current window (a stale window starts over) and locks
 * the key until the window ends once `max` is reached. Returns the count, so callers may also use it
 * as a plain rate counter. The upsert is one statement: concurrent nodes cannot lose a count.
 */
export async function recordHit(db: DbOrTx, key: string, max: number): Promise<number> {
  // A constant, not user input: safe to inline.
  const stale = sql`${authThrottle.windowStartedAt} < now() - ${sql.raw(`interval '${AUTH.failureWindowMinutes} minutes'`)}`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${authThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${stale} then null else ${authThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  if (!row) throw new Error('throttle upsert returned nothing');
  if (row.failures >= max) {
    await db
      .update(authThrottle)
      .set({ lockedUntil: new Date(row.windowStartedAt.getTime() + WINDOW_MS) })
      .where(eq(authThrottle.key, key));
  }
  return row.failures;
}

export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
