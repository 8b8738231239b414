import { Org } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signIn } from '../../../test/auth-helpers.ts';
import { addMember, createAccount, createOrg } from '../../../test/factories.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../../../test/harness.ts';
import { memberships, organizations } from '../../db/schema/index.ts';
import { detachedRealtime } from '../../realtime/server.ts';

let t: TestApp;
const emitted: { hub: string; room: string; event: string; payload: unknown }[] = [];
beforeAll(async () => {
  // A deployment that bills: a new organization starts its trial (with none it has no subscription,
  // modules/subscription/lifecycle.test.ts).
  t = await createTestApp({ billing: sandboxBilling() });
  t.ctx.realtime = {
    ...detachedRealtime,
    emit: (hub, room, event, payload) => emitted.push({ hub, room, event, payload }),
    close: async () => {},
  };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie }, payload });

describe('POST orgs', () => {
  it('makes the creator a licensed Owner of a 30-day trial and switches the session to it', async () => {
    const account = await createAccount(t.ctx.db);
    const { cookie } = await signIn(t, account.id);
    const res = await call('POST', '/orgs', cookie, { name: '  Acme  ' });
    expect(res.statusCode).toBe(200);
    const org = Org.parse(res.json().org);
    expect(org).toMatchObject({
      name: 'Acme',
      subscriptionStatus: 'Trial',
      paymentStatus: 'None',
      themeColor: 'default',
    });
    const trialDays = (Date.parse(org.trialEndsAt ?? '') - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThanOrEqual(30);

    const [m] = await t.ctx.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.orgId, org.id), eq(memberships.accountId, account.id)));
    expect(m).toMatchObject({ role: 'Owner', hasLicense: true, isDefault: true, experienceLevel: 'New' });
    expect(m?.permissions).toContain('Update|Billing');

    const session = (await call('GET', '/session', cookie)).json();
    expect(session).toMatchObject({ orgId: org.id, orgRemainingSubscriptionDays: 30, user: { roles: ['Owner'] } });
    expect(session.user.abilities).toContain('billing.update');

    // A second org is not the default, but still becomes the current one.
    const second = (await call('POST', '/orgs', cookie, { name: 'Beta' })).json().org;
    const after = (await call('GET', '/session', cookie)).json();
    expect(after.orgId).toBe(second.id);
    expect(after.user.orgs.map((o: { name: string; isDefault: boolean }) => [o.name, o.isDefault])).toEqual([
      ['Acme', true],
      ['Beta', false],
    ]);
  });

  it('rejects an empty or too long name', async () => {
    const u = await signedInMember(t);
    const empty = await call('POST', '/orgs', u.cookie, { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().messages).toEqual([{ id: 'VAL_REQUIRED', text: 'Required', field: 'name' }]);
    const long = await call('POST', '/orgs', u.cookie, { name: 'x'.repeat(101) });
    expect(long.json().messages[0].id).toBe('VAL_MAX_LENGTH');
  });
});

describe('GET orgs', () => {
  it('lists the user orgs, and ?ids= returns only those among them', async () => {
    const u = await signedInMember(t);
    const mine = await createOrg(t.ctx.db, { name: 'Mine too' });
    await addMember(t.ctx.db, mine, u.account, 'Member');
    const foreign = await createOrg(t.ctx.db, { name: 'Not mine' });

    const list = (await call('GET', '/orgs', u.cookie)).json();
    expect(list.succeeded).toBe(true);
    expect(list.items.map((o: Org) => o.id).sort()).toEqual([u.org.id, mine.id].sort());

    const batch = await call('GET', `/orgs?ids=${mine.id},${foreign.id}`, u.cookie);
    expect(batch.statusCode).toBe(200);
    expect(batch.json().map((o: Org) => o.id)).toEqual([mine.id]);
    expect((await call('GET', '/orgs?ids=not-a-uuid', u.cookie)).statusCode).toBe(422);
  });
});

describe('GET and PUT org/{id}', () => {
  it('reads the current org; another org is 404', async () => {
    const u = await signedInMember(t);
    const other = await signedInMember(t);
    const res = await call('GET', `/org/${u.org.id}`, u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().org).toMatchObject({ id: u.org.id, name: u.org.name });
    expect((await call('GET', `/org/${other.org.id}`, u.cookie)).statusCode).toBe(404);
  });

  it('lets the Owner rename and tells the org; a Member gets 403; a foreign org 404', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const stranger = await signedInMember(t, { role: 'Owner' });

    emitted.length = 0;
    const res = await call('PUT', `/org/${owner.org.id}`, owner.cookie, { name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().org.name).toBe('Renamed');
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${owner.org.id}`,
        event: 'Updated',
        payload: { type: 'org', id: owner.org.id },
      },
    ]);

    const denied = await call('PUT', `/org/${owner.org.id}`, member.cookie, { name: 'Mine now' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().messages[0].id).toBe('ERR_FORBIDDEN');

    const foreign = await call('PUT', `/org/${stranger.org.id}`, owner.cookie, { name: 'Hijack' });
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, stranger.org.id));
    expect(row?.name).toBe(stranger.org.name);
  });
});

describe('PUT account/defaultorg/{id}', () => {
  it('moves the default to another of the user orgs; others are 404', async () => {
    const u = await signedInMember(t);
    const second = await createOrg(t.ctx.db);
    await addMember(t.ctx.db, second, u.account, 'Member');
    const res = await call('PUT', `/account/defaultorg/${second.id}`, u.cookie);
    expect(res.json()).toEqual({ succeeded: true });
    const orgs = (await call('GET', '/session', u.cookie)).json().user.orgs;
    expect(orgs.map((o: { id: string; isDefault: boolean }) => [o.id, o.isDefault])).toEqual([
      [second.id, true],
      [u.org.id, false],
    ]);
    const stranger = await signedInMember(t);
    expect((await call('PUT', `/account/defaultorg/${stranger.org.id}`, u.cookie)).statusCode).toBe(404);
  });
});

describe('PUT user/theme/{orgId}/{theme}', () => {
  it('saves the theme for that org only', async () => {
    const u = await signedInMember(t);
    expect((await call('PUT', `/user/theme/${u.org.id}/dark`, u.cookie)).json()).toEqual({ succeeded: true });
    const session = (await call('GET', '/session', u.cookie)).json();
    expect(session.user.theme).toBe('dark');
    expect(session.user.orgs[0].theme).toBe('dark');
    expect((await call('PUT', `/user/theme/${u.org.id}/purple`, u.cookie)).statusCode).toBe(422);
    const stranger = await signedInMember(t);
    expect((await call('PUT', `/user/theme/${stranger.org.id}/dark`, u.cookie)).statusCode).toBe(404);
  });
});
