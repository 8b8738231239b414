// @module-tag postgres
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { ARGON2_PARAMETERS, hashParameters } from '../../src/modules/auth/passwords.ts';
import { mailsTo, PASSWORD, post, signUp } from '../../src/modules/auth/test-support.ts';
import { createAccount } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 8: every password hash the app stores is argon2id with the documented cost (19 MiB, 2 passes,
// 1 lane: ARGON2_PARAMETERS, docs/decisions.md), read back from the stored PHC strings; a hash made
// with weaker parameters or another argon2 variant is replaced at the account's next sign-in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedHash = async (email: string) => {
  const [row] = await t.ctx.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row?.passwordHash ?? '';
};
const DOCUMENTED = { algorithm: 'argon2id', version: 19, ...ARGON2_PARAMETERS };

describe('attack (8): argon2id parameters', () => {
  it('stores argon2id at the documented cost and upgrades weaker hashes at sign-in', async () => {
    expect(ARGON2_PARAMETERS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hashes: string[] = [];

    // Sign-up, a password change and a reset: every way a password is set.
    const email = 'hashes@example.com';
    const { cookie } = await signUp(t, email);
    hashes.push(await storedHash(email));
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/account/password',
      payload: { currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(200);
    hashes.push(await storedHash(email));
    await post(t, 'account/password/reset', { email });
    const [mail] = await mailsTo(t, email, 2);
    const resetCode = mail?.text.match(/\/update-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(resetCode).not.toBe('');
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/account/password/reset/${resetCode}`,
      payload: { password: 'Reset1234', confirmPassword: 'Reset1234' },
    });
    expect(reset.statusCode).toBe(200);
    hashes.push(await storedHash(email));
    for (const stored of hashes) expect(hashParameters(stored)).toEqual(DOCUMENTED);
    expect(new Set(hashes).size).toBe(hashes.length);

    // Older, weaker hashes: argon2i, and argon2id with a quarter of the memory and one pass.
    const weak = [
      { email: 'argon2i@example.com', options: { algorithm: 1, memoryCost: 19_456, timeCost: 2, parallelism: 1 } },
      { email: 'cheap@example.com', options: { algorithm: 2, memoryCost: 4_096, timeCost: 1, parallelism: 1 } },
    ] as const;
    let upgraded = 0;
    for (const { email: address, options } of weak) {
      // biome-ignore lint/suspicious/noExplicitAny: the library's Algorithm is a const enum isolated modules cannot name
      const old = await hash(PASSWORD, options as any);
      await createAccount(t.ctx.db, { email: address, passwordHash: old });
      // A wrong password changes nothing.
      expect((await post(t, 'account/login', { email: address, password: 'Wrong1234' })).statusCode).toBe(401);
      expect(await storedHash(address)).toBe(old);
      expect((await post(t, 'account/login', { email: address, password: PASSWORD })).statusCode).toBe(200);
      const now = await storedHash(address);
      expect(now).not.toBe(old);
      expect(hashParameters(now)).toEqual(DOCUMENTED);
      // The same password still signs in, now against the new hash.
      expect((await post(t, 'account/login', { email: address, password: PASSWORD })).statusCode).toBe(200);
      expect(await storedHash(address)).toBe(now);
      upgraded++;
    }

    recordFigure(
      8,
      'argon2id parameters',
      `${hashes.length} of ${hashes.length} stored hashes (sign-up, password change, reset) read back as argon2id v=19 ` +
        `m=${ARGON2_PARAMETERS.memoryCost} KiB t=${ARGON2_PARAMETERS.timeCost} p=${ARGON2_PARAMETERS.parallelism}; ` +
        `${upgraded} of ${weak.length} weaker hashes (argon2i; argon2id m=4096 t=1) rehashed at their next sign-in, 0 by a wrong password`,
    );
  });
});
