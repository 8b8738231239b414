// @module-tag postgres
import { AUTH } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, hashPassword } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 6: password guessing is throttled, and the throttle hands nobody a lock-out. An attacker
// hammers one account from one address (in a row and in a parallel burst) and sprays one password
// over many accounts; meanwhile the owner signs in from their own address, and colleagues sign in
// through an office address where someone mistyped a few times.

const PASSWORD = 'Password1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/account/login', payload: { email, password }, remoteAddress: ip });

describe('attack (6): brute force', () => {
  it('slows the guesser, checks few passwords, and locks nobody out', async () => {
    const hash = await hashPassword(PASSWORD);
    const victim = await createAccount(t.ctx.db, { passwordHash: hash });
    const colleagues = await Promise.all([1, 2, 3].map(() => createAccount(t.ctx.db, { passwordHash: hash })));
    const typist = await createAccount(t.ctx.db, { passwordHash: hash });

    // 1. Guesses at one account from one address, as fast as the server answers, ignoring Retry-After.
    const attacker = '203.0.113.66';
    const rapid = 30;
    let checked = 0;
    let refused = 0;
    let ownerIn = 0;
    for (let i = 0; i < rapid; i++) {
      const res = await login(victim.email, `Guess${i}abc`, attacker);
      if (res.statusCode === 401) checked++;
      else if (res.statusCode === 429) {
        refused++;
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().messages[0].id).toBe('ERR_TOO_MANY_ATTEMPTS');
      } else throw new Error(`unexpected ${res.statusCode}`);
      // Mid-attack, the owner signs in from home, every few guesses: never refused.
      if (i % 10 === 9) {
        const owner = await login(victim.email, PASSWORD, '198.51.100.7');
        expect(owner.statusCode).toBe(200);
        ownerIn++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    // The free ones, plus the one that starts the wait, plus at most a couple whose short waits ran out.
    expect(checked).toBeLessThanOrEqual(AUTH.freeFailuresPerPair + 3);
    expect(checked + refused).toBe(rapid);
    // The right password from the attacker's address is refused too while it waits: nothing learned.
    expect((await login(victim.email, PASSWORD, attacker)).statusCode).toBe(429);

    // 2. A parallel burst at the same account from a fresh address: the pair's try is taken first.
    const burst = 20;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => login(victim.email, `Burst${i}abc`, '203.0.113.67')),
    );
    const burstChecked = answers.filter((r) => r.statusCode === 401).length;
    expect(burstChecked).toBeLessThanOrEqual(AUTH.freeFailuresPerPair + 1);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(burst - burstChecked);

    // 3. One password sprayed over many accounts from one address: the address itself is slowed.
    const spray = 40;
    let sprayChecked = 0;
    for (let i = 0; i < spray; i++) {
      const res = await login(`spray${i}@example.com`, 'Summer2024', '203.0.113.68');
      if (res.statusCode === 401) sprayChecked++;
      else expect(res.statusCode).toBe(429);
    }
    expect(sprayChecked).toBeLessThanOrEqual(AUTH.freeFailuresPerIp + 3);

    // 4. An office behind one NAT address: someone mistypes a few times, the others still get in.
    const office = '192.0.2.10';
    const typos = 4;
    for (let i = 0; i < typos; i++) expect((await login(typist.email, 'Typo1234', office)).statusCode).toBe(401);
    let colleaguesIn = 0;
    for (const colleague of colleagues) {
      if ((await login(colleague.email, PASSWORD, office)).statusCode === 200) colleaguesIn++;
    }
    expect(colleaguesIn).toBe(colleagues.length);
    // The typist too, with the right password at last.
    expect((await login(typist.email, PASSWORD, office)).statusCode).toBe(200);

    recordFigure(
      6,
      'brute force',
      `${checked} of ${rapid} rapid guesses at one account from one address checked (${refused} refused 429 + Retry-After), ` +
        `${burstChecked} of ${burst} in a parallel burst, ${sprayChecked} of ${spray} in a spray over ${spray} accounts; ` +
        `0 lock-outs: the owner signed in ${ownerIn} of ${ownerIn} times from a clean address mid-attack, ` +
        `${colleaguesIn} of ${colleagues.length} colleagues behind an office address with ${typos} failures`,
    );
  });
});
