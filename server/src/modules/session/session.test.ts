// @module-tag postgres
import { SessionResponse } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signIn } from '../../../test/auth-helpers.ts';
import { addMember, createAccount, createOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, memberships, sessions } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });
const put = (url: string, cookie: string) => t.app.inject({ method: 'PUT', url: `/api/v2${url}`, headers: { cookie } });

describe('GET session', () => {
  it('answers a signed-out caller with no account', async () => {
    const res = await get('/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      succeeded: true,
      hasAccount: false,
      sessionId: null,
      orgId: null,
      user: null,
      orgSubscriptionStatus: null,
      orgSubscriptionPaymentStatus: null,
      orgRemainingSubscriptionDays: null,
      orgInGracePeriod: false,
      billingEnabled: false,
      orgRequiresTwoStep: false,
    });
    // An unknown cookie is the same as none.
    expect((await get('/session', 'eos_session=nope')).json().hasAccount).toBe(false);
  });

  it('describes the signed-in user in the current organization', async () => {
    const u = await signedInMember(t, {
      role: 'Admin',
      account: { email: 'Ann@Example.com', firstName: 'Ann', locale: 'en-GB' },
    });
    const res = await get('/session', u.cookie);
    expect(res.statusCode).toBe(200);
    const body = SessionResponse.parse(res.json());
    expect(body).toMatchObject({
      hasAccount: true,
      sessionId: u.sessionId,
      orgId: u.org.id,
      orgSubscriptionStatus: 'Trial',
      orgSubscriptionPaymentStatus: 'None',
      orgRemainingSubscriptionDays: 30,
      orgInGracePeriod: false,
    });
    expect(body.user).toMatchObject({
      userId: u.account.id,
      personId: u.membership.id,
      username: 'ann@example.com',
      email: 'ann@example.com',
      firstName: 'Ann',
      roles: ['Admin'],
      userLocale: 'en-GB',
      currencyCode: 'GBP',
      experienceLevel: 'New',
      navBarOpen: true,
      theme: 'default',
      upgradeRequestStatus: 'None',
      hasPassword: true,
      twoStepEnabled: false,
    });
    expect(body.user?.permissions).toContain('Update|Organization');
    expect(body.user?.abilities).toContain('org.update');
    expect(body.user?.abilities).not.toContain('billing.update');
    expect(body.user?.orgs).toEqual([
      { id: u.org.id, name: u.org.name, role: 'Admin', isDefault: true, theme: 'default', implementer: null },
    ]);
  });

  it('gives a user with no organization experience level None', async () => {
    const account = await createAccount(t.ctx.db, { password: null });
    const { cookie } = await signIn(t, account.id);
    const body = (await get('/session', cookie)).json();
    expect(body).toMatchObject({ hasAccount: true, orgId: null, orgSubscriptionStatus: null });
    expect(body.user).toMatchObject({
      experienceLevel: 'None',
      roles: [],
      abilities: [],
      orgs: [],
      personId: null,
      hasPassword: false,
    });
  });

  it('reads only: ?tz= is accepted and saves nothing (issue 14 F8); PUT session/user/timeZone saves it', async () => {
    const u = await signedInMember(t);
    const zoneOf = async () =>
      (await t.ctx.db.select().from(accounts).where(eq(accounts.id, u.account.id)))[0]?.timeZoneName;
    const before = await zoneOf();
    expect(before).not.toBe('Europe/Paris');
    const read = await get('/session?offset=-120&tz=Europe/Paris', u.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().user.timeZoneName).toBe(before);
    expect(await zoneOf()).toBe(before);

    const save = (timeZoneName: string, cookie?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/session/user/timeZone',
        headers: cookie ? { cookie } : {},
        payload: { timeZoneName },
      });
    expect((await save('Europe/Paris', u.cookie)).json()).toEqual({ succeeded: true });
    expect(await zoneOf()).toBe('Europe/Paris');
    expect((await get('/session', u.cookie)).json().user.timeZoneName).toBe('Europe/Paris');
    const bad = await save('Not/AZone', u.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages).toEqual([expect.objectContaining({ id: 'VAL_INVALID', field: 'timeZoneName' })]);
    expect(await zoneOf()).toBe('Europe/Paris');
    expect((await save('Europe/Paris')).statusCode).toBe(401);
  });

  it('falls back to the default org when the session org was left, and remembers it', async () => {
    const u = await signedInMember(t);
    const other = await createOrg(t.ctx.db);
    await addMember(t.ctx.db, other, u.account, 'Member');
    expect((await put(`/session/org/${other.id}`, u.cookie)).json().orgId).toBe(other.id);
    await t.ctx.db.delete(memberships).where(eq(memberships.orgId, other.id));
    const body = (await get('/session/reload', u.cookie)).json();
    expect(body.orgId).toBe(u.org.id);
    expect(body.user.orgs.map((o: { id: string }) => o.id)).toEqual([u.org.id]);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, u.sessionId));
    expect(row?.orgId).toBe(u.org.id);
  });
});

describe('GET session/reload', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/session/reload')).statusCode).toBe(401);
  });
});

describe('PUT session/org/{orgId}', () => {
  it('switches to another org of the user, and 404s an org the user is not in', async () => {
    const u = await signedInMember(t, { role: 'Owner' });
    const second = await createOrg(t.ctx.db, { name: 'Second' });
    await addMember(t.ctx.db, second, u.account, 'Observer');
    const res = await put(`/session/org/${second.id}`, u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orgId: second.id, user: { roles: ['Observer'] } });
    expect(res.json().user.abilities).toEqual(['org.read', 'upgrade.request']);
    expect((await get('/session', u.cookie)).json().orgId).toBe(second.id);

    const stranger = await signedInMember(t);
    const denied = await put(`/session/org/${stranger.org.id}`, u.cookie);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().messages[0].id).toBe('ERR_NOT_FOUND');
    expect((await put('/session/org/00000000-0000-4000-8000-000000000000', u.cookie)).statusCode).toBe(404);
    expect((await get('/session', u.cookie)).json().orgId).toBe(second.id);
  });
});

describe('PUT session/user/navBarPreference', () => {
  it('is saved per user and org, and survives a reload', async () => {
    const u = await signedInMember(t);
    const res = await put('/session/user/navBarPreference?open=false', u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true });
    expect((await get('/session', u.cookie)).json().user.navBarOpen).toBe(false);
    // Another org of the same user keeps its own setting.
    const second = await createOrg(t.ctx.db);
    await addMember(t.ctx.db, second, u.account, 'Member');
    expect((await put(`/session/org/${second.id}`, u.cookie)).json().user.navBarOpen).toBe(true);
  });

  it('needs an organization and a valid value', async () => {
    const account = await createAccount(t.ctx.db);
    const { cookie } = await signIn(t, account.id);
    const res = await put('/session/user/navBarPreference?open=true', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].id).toBe('ERR_NO_ORG');
    const u = await signedInMember(t);
    const bad = await put('/session/user/navBarPreference', u.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages).toEqual([{ id: 'VAL_REQUIRED', text: 'Required', field: 'open' }]);
  });
});
