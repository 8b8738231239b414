import { UserDetails } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { identities } from '../../db/schema/index.ts';
import { detachedRealtime } from '../../realtime/server.ts';

let t: TestApp;
const emitted: { room: string; payload: unknown }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.realtime = {
    ...detachedRealtime,
    emit: (_hub, room, _event, payload) => emitted.push({ room, payload }),
  };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie }, payload });

describe('GET user/details/{id}', () => {
  it('answers the user own details, never another user', async () => {
    const u = await signedInMember(t, { account: { firstName: 'Uma', email: 'uma@example.com' } });
    await t.ctx.db
      .insert(identities)
      .values({ accountId: u.account.id, issuer: 'https://idp.example', subject: 's1', email: 'uma@idp.example' });
    const res = await call('GET', `/user/details/${u.account.id}`, u.cookie);
    expect(res.statusCode).toBe(200);
    const user = UserDetails.parse(res.json().user);
    expect(user).toEqual({
      userId: u.account.id,
      email: 'uma@example.com',
      firstName: 'Uma',
      lastName: u.account.lastName,
      avatarUrl: null,
      userLocale: 'en-US',
      timeZoneName: 'UTC',
      // Not chosen: the organization's style applies.
      nameDisplayStyle: null,
      theme: 'default',
      hasPassword: true,
      identities: [{ issuer: 'https://idp.example', email: 'uma@idp.example' }],
    });
    expect(res.json().user).not.toHaveProperty('passwordHash');

    const other = await signedInMember(t, { org: u.org, role: 'Member' });
    const denied = await call('GET', `/user/details/${other.account.id}`, u.cookie);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().messages[0].id).toBe('ERR_NOT_FOUND');
  });
});

describe('PUT user/details/{id}/profile', () => {
  it('renames the user and tells each of the user orgs', async () => {
    const u = await signedInMember(t);
    const second = await createOrg(t.ctx.db);
    const person2 = await addMember(t.ctx.db, second, u.account, 'Member');
    emitted.length = 0;
    const res = await call('PUT', `/user/details/${u.account.id}/profile`, u.cookie, {
      firstName: ' Zoe ',
      lastName: 'Quinn',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Zoe', lastName: 'Quinn' });
    expect((await call('GET', '/session', u.cookie)).json().user).toMatchObject({
      firstName: 'Zoe',
      lastName: 'Quinn',
    });
    expect(emitted).toEqual(
      expect.arrayContaining([
        { room: `org:${u.org.id}`, payload: { type: 'person', id: u.membership.id } },
        { room: `org:${second.id}`, payload: { type: 'person', id: person2.id } },
      ]),
    );
  });

  it('requires both names (422, VAL_REQUIRED per field) and refuses another user id', async () => {
    const u = await signedInMember(t);
    const res = await call('PUT', `/user/details/${u.account.id}/profile`, u.cookie, { firstName: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      succeeded: false,
      messages: [
        { id: 'VAL_REQUIRED', text: 'Required', field: 'firstName' },
        { id: 'VAL_REQUIRED', text: 'Required', field: 'lastName' },
      ],
    });
    const other = await signedInMember(t);
    const denied = await call('PUT', `/user/details/${other.account.id}/profile`, u.cookie, {
      firstName: 'A',
      lastName: 'B',
    });
    expect(denied.statusCode).toBe(404);
  });
});

describe('PUT user/details/{id}/preferences', () => {
  it('saves locale, name style and time zone; the session follows', async () => {
    const u = await signedInMember(t);
    const body = { userLocale: 'fr-FR', nameDisplayStyle: 'last-first', timeZoneName: 'America/Chicago' };
    const res = await call('PUT', `/user/details/${u.account.id}/preferences`, u.cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject(body);
    expect((await call('GET', '/session', u.cookie)).json().user).toMatchObject({
      userLocale: 'fr-FR',
      currencyCode: 'EUR',
      nameDisplayStyle: 'last-first',
      timeZoneName: 'America/Chicago',
    });
  });

  it('answers 422 with language-pack ids for missing, unknown and invalid values', async () => {
    const u = await signedInMember(t);
    const url = `/user/details/${u.account.id}/preferences`;
    const missing = await call('PUT', url, u.cookie, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().messages).toEqual([
      { id: 'VAL_REQUIRED', text: 'Required', field: 'userLocale' },
      { id: 'VAL_REQUIRED', text: 'Required', field: 'nameDisplayStyle' },
      { id: 'VAL_REQUIRED', text: 'Required', field: 'timeZoneName' },
    ]);
    const wrong = await call('PUT', url, u.cookie, {
      userLocale: 'xx-XX',
      nameDisplayStyle: 'full',
      timeZoneName: 'UTC',
    });
    expect(wrong.json().messages).toEqual([{ id: 'VAL_INVALID', text: 'Invalid value', field: 'userLocale' }]);
    const zone = await call('PUT', url, u.cookie, {
      userLocale: 'en-US',
      nameDisplayStyle: 'full',
      timeZoneName: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().messages).toEqual([{ id: 'VAL_INVALID', text: 'Invalid value', field: 'timeZoneName' }]);
  });
});
