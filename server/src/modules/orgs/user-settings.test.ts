import { FreeDomainsResponse, OrgUserSettingsResponse } from '@eos/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type Emitted, recordEvents } from '../issues/test-support.ts';
import { caller, createTeam, type Team } from '../meetings/test-support.ts';

let t: TestApp;
let emitted: Emitted[];
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  team = await createTeam(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emitted.length = 0;
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const settingsUrl = () => `/org/${team.owner.org.id}/user-settings`;
const save = (cookie: string, body: object, url = settingsUrl()) => call('PUT', url, cookie, body);
const defaults = { freeDomains: [], nameDisplayStyle: 'full', defaultInviteeRole: 'Member' };

describe('GET / PUT org/{id}/user-settings', () => {
  it('starts from the defaults, everyone reads them, and Owners and Admins save them', async () => {
    const { owner, admin, observer } = team;
    const read = await call('GET', settingsUrl(), observer.cookie);
    expect(read.statusCode).toBe(200);
    expect(OrgUserSettingsResponse.parse(read.json()).settings).toEqual(defaults);

    const res = await save(owner.cookie, {
      freeDomains: [' @Acme.COM ', 'eu.acme.co.uk', 'acme.com'],
      nameDisplayStyle: 'first-last-initial',
      defaultInviteeRole: 'Observer',
    });
    expect(res.statusCode).toBe(200);
    // Typed as people type them, stored lower-case, duplicates collapsed, in the order given.
    expect(res.json().settings).toEqual({
      freeDomains: ['acme.com', 'eu.acme.co.uk'],
      nameDisplayStyle: 'first-last-initial',
      defaultInviteeRole: 'Observer',
    });
    expect((await call('GET', settingsUrl(), admin.cookie)).json().settings).toEqual(res.json().settings);
    expect(emitted.map((e) => [e.room, e.payload])).toEqual([
      [`org:${owner.org.id}`, { type: 'org', id: owner.org.id }],
    ]);
    // The free domains are what the invite popup and the license count read.
    const domains = await call('GET', '/subscription/domains', observer.cookie);
    expect(FreeDomainsResponse.parse(domains.json())).toEqual({
      succeeded: true,
      domains: ['acme.com', 'eu.acme.co.uk'],
    });
  });

  it('changing the free domains needs billing rights; an Admin may save the rest with them unchanged', async () => {
    const { owner, admin } = team;
    await save(owner.cookie, { ...defaults, freeDomains: ['acme.com', 'beta.com'] });

    const refused = await save(admin.cookie, { ...defaults, freeDomains: ['acme.com'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0]).toMatchObject({ id: 'ERR_BILLING_FREE_DOMAINS', field: 'freeDomains' });
    expect((await call('GET', settingsUrl(), admin.cookie)).json().settings.freeDomains).toEqual([
      'acme.com',
      'beta.com',
    ]);

    // The same domains in another order or case are no change.
    const same = await save(admin.cookie, {
      ...defaults,
      freeDomains: ['BETA.com', 'acme.com'],
      nameDisplayStyle: 'last-first',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().settings).toMatchObject({
      freeDomains: ['acme.com', 'beta.com'],
      nameDisplayStyle: 'last-first',
    });

    // Granted billing permission, the Admin may change them.
    expect((await call('PUT', `/person/${admin.membership.id}/permission/billing`, owner.cookie)).statusCode).toBe(200);
    expect((await save(admin.cookie, { ...defaults, freeDomains: ['acme.com'] })).statusCode).toBe(200);
    await call('DELETE', `/person/${admin.membership.id}/permission/billing`, owner.cookie);
  });

  it('refuses public mail domains and what is not a domain, on the row concerned', async () => {
    const { owner } = team;
    const res = await save(owner.cookie, { ...defaults, freeDomains: ['acme.com', 'Gmail.com', 'outlook.com'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      {
        id: 'VAL_PUBLIC_MAIL_DOMAIN',
        text: 'Public email domains such as gmail.com cannot be free company domains.',
        field: 'freeDomains.1',
      },
      { id: 'VAL_PUBLIC_MAIL_DOMAIN', text: expect.any(String), field: 'freeDomains.2' },
    ]);
    const bad = await save(owner.cookie, { ...defaults, freeDomains: ['acme', 'not a domain'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages.map((m: { id: string; field: string }) => [m.id, m.field])).toEqual([
      ['VAL_INVALID_DOMAIN', 'freeDomains.0'],
      ['VAL_INVALID_DOMAIN', 'freeDomains.1'],
    ]);
    expect(emitted).toEqual([]);
  });

  it('refuses hostile bodies with 422, never 500', async () => {
    const { owner } = team;
    const bodies = [
      {},
      { ...defaults, nameDisplayStyle: 'shouty' },
      { ...defaults, defaultInviteeRole: 'Owner' },
      { ...defaults, freeDomains: 'acme.com' },
      { ...defaults, freeDomains: [42] },
      { ...defaults, freeDomains: ['a'.repeat(300)] },
      { ...defaults, freeDomains: Array.from({ length: 51 }, (_, i) => `d${i}.com`) },
    ];
    for (const body of bodies) expect((await save(owner.cookie, body)).statusCode, JSON.stringify(body)).toBe(422);
  });

  it("is the current organization's only, and Owners' and Admins' to change", async () => {
    const { owner, manager, member, observer } = team;
    const stranger = await signedInMember(t, { role: 'Owner' });
    const theirs = `/org/${stranger.org.id}/user-settings`;
    expect((await call('GET', theirs, owner.cookie)).statusCode).toBe(404);
    expect((await save(owner.cookie, defaults, theirs)).statusCode).toBe(404);
    expect((await call('GET', settingsUrl(), stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/org/not-an-id/user-settings', owner.cookie)).statusCode).toBe(422);
    for (const who of [manager, member, observer]) {
      const res = await save(who.cookie, defaults);
      expect([res.statusCode, res.json().messages[0].id]).toEqual([403, 'ERR_FORBIDDEN']);
    }
    expect((await call('GET', theirs, stranger.cookie)).json().settings).toEqual(defaults);
  });
});

describe('the name display style: the organization sets it, the user may choose their own', () => {
  it("follows the organization's style while the user has none, and the user's choice wins", async () => {
    const { owner, member } = team;
    const user = `/user/details/${member.account.id}/preferences`;
    const styleOf = async () => (await call('GET', '/session', member.cookie)).json().user.nameDisplayStyle;
    const preferences = (nameDisplayStyle: string | null) => ({
      userLocale: 'en-US',
      nameDisplayStyle,
      timeZoneName: 'Europe/Paris',
    });

    expect((await save(owner.cookie, { ...defaults, nameDisplayStyle: 'first-initial-last' })).statusCode).toBe(200);
    expect(await styleOf()).toBe('first-initial-last');

    const mine = await call('PUT', user, member.cookie, preferences('first-only'));
    expect([mine.statusCode, mine.json().user.nameDisplayStyle]).toEqual([200, 'first-only']);
    expect(await styleOf()).toBe('first-only');
    await save(owner.cookie, { ...defaults, nameDisplayStyle: 'last-first' });
    expect(await styleOf()).toBe('first-only');

    // Back to "follow my organization's".
    const follow = await call('PUT', user, member.cookie, preferences(null));
    expect([follow.statusCode, follow.json().user.nameDisplayStyle]).toEqual([200, null]);
    expect(await styleOf()).toBe('last-first');
  });
});
