// @module-tag postgres
import { AccountUsersResponse, LoginInfoResponse } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signIn } from '../../../test/auth-helpers.ts';
import { addMember, createAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { identities, sessions } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const at = (iso: string) => new Date(iso);
async function setSession(sessionId: string, values: Partial<typeof sessions.$inferInsert>) {
  await t.ctx.db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

describe('GET account/{id}/users', () => {
  it("lists the organization's people who joined, each with their newest sign-in", async () => {
    const owner = await signedInMember(t, { role: 'Owner', account: { firstName: 'Olga' } });
    await setSession(owner.sessionId, { createdAt: at('2026-11-01T08:00:00Z') });
    const bea = await signedInMember(t, { role: 'Member', org: owner.org, account: { firstName: 'bea' } });
    await setSession(bea.sessionId, { createdAt: at('2026-11-02T08:00:00Z') });
    const later = await signIn(t, bea.account.id);
    await setSession(later.sessionId, { createdAt: at('2026-11-03T09:30:00Z') });
    const never = await createAccount(t.ctx.db, { firstName: 'Cal', passwordHash: 'x' });
    const cal = await addMember(t.ctx.db, owner.org, never, 'Observer');
    const invited = await createAccount(t.ctx.db, { firstName: 'Ivy', passwordHash: 'x' });
    await addMember(t.ctx.db, owner.org, invited, 'Member', { joinedAt: null });

    const res = await call('GET', `/account/${owner.org.id}/users`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const { items } = AccountUsersResponse.parse(res.json());
    expect(items.map((u) => [u.firstName, u.lastSignInAt])).toEqual([
      ['bea', '2026-11-03T09:30:00.000Z'],
      ['Cal', null],
      ['Olga', '2026-11-01T08:00:00.000Z'],
    ]);
    expect(items[1]).toEqual({
      personId: cal.id,
      userId: never.id,
      firstName: 'Cal',
      lastName: never.lastName,
      email: never.email,
      avatarUrl: null,
      lastSignInAt: null,
    });
  });

  it('is for people managers, of their current organization only', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const admin = await signedInMember(t, { role: 'Admin', org: owner.org });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const stranger = await signedInMember(t, { role: 'Owner' });
    expect((await call('GET', `/account/${owner.org.id}/users`, admin.cookie)).statusCode).toBe(200);
    const refused = await call('GET', `/account/${owner.org.id}/users`, member.cookie);
    expect([refused.statusCode, refused.json().messages[0].id]).toEqual([403, 'ERR_FORBIDDEN']);
    expect((await call('GET', `/account/${stranger.org.id}/users`, owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/account/${owner.org.id}/users`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/account/nope/users', owner.cookie)).statusCode).toBe(422);
  });
});

describe('GET account/get-login-info/{id}', () => {
  it('tells the user how they sign in, their sign-in before this one, and their live sessions', async () => {
    const user = await signedInMember(t, { account: { email: 'lena@example.com' } });
    await t.ctx.db
      .insert(identities)
      .values({ accountId: user.account.id, issuer: 'https://idp.example', subject: 'l1', email: 'lena@idp.example' });
    const older = await signIn(t, user.account.id);
    const revoked = await signIn(t, user.account.id);
    const expired = await signIn(t, user.account.id);
    const idle = await signIn(t, user.account.id);
    await setSession(older.sessionId, { createdAt: at('2026-10-01T10:00:00Z') });
    await setSession(revoked.sessionId, { createdAt: at('2026-10-05T10:00:00Z'), revokedAt: new Date() });
    await setSession(expired.sessionId, {
      createdAt: at('2026-09-01T10:00:00Z'),
      expiresAt: at('2026-10-01T10:00:00Z'),
    });
    await setSession(idle.sessionId, { createdAt: at('2026-09-02T10:00:00Z'), lastSeenAt: at('2026-09-02T10:00:00Z') });
    await setSession(user.sessionId, { createdAt: at('2026-10-09T10:00:00Z') });
    // A session opened after the current one (another device, later) is not "the one before".
    const newer = await signIn(t, user.account.id);
    await setSession(newer.sessionId, { createdAt: new Date() });

    const res = await call('GET', `/account/get-login-info/${user.account.id}`, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(LoginInfoResponse.parse(res.json()).loginInfo).toEqual({
      userId: user.account.id,
      email: 'lena@example.com',
      hasPassword: true,
      identities: [{ issuer: 'https://idp.example', email: 'lena@idp.example' }],
      lastSignInAt: '2026-10-05T10:00:00.000Z',
      // The current one, the older one and the newer one; not the revoked, expired or idle ones.
      activeSessions: 3,
    });
  });

  it('answers the current sign-in when there is none before it, and nothing of another user', async () => {
    const user = await signedInMember(t, { account: { password: null } });
    await setSession(user.sessionId, { createdAt: at('2026-11-20T07:00:00Z') });
    const res = await call('GET', `/account/get-login-info/${user.account.id}`, user.cookie);
    expect(res.json().loginInfo).toMatchObject({
      hasPassword: false,
      identities: [],
      lastSignInAt: '2026-11-20T07:00:00.000Z',
      activeSessions: 1,
    });
    const colleague = await signedInMember(t, { org: user.org, role: 'Member' });
    const other = await call('GET', `/account/get-login-info/${colleague.account.id}`, user.cookie);
    expect([other.statusCode, other.json().messages[0].id]).toEqual([404, 'ERR_NOT_FOUND']);
    expect((await call('GET', '/account/get-login-info/me', user.cookie)).statusCode).toBe(422);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/v2/account/get-login-info/${user.account.id}` });
    expect(signedOut.statusCode).toBe(401);
  });
});
