import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { meetingSessions } from '../../db/schema/index.ts';
import { caller, meetingBody } from './test-support.ts';

// Tenant isolation: a member of another organization (even its Owner) gets 404 on every meeting
// route that takes a meeting id, with a real id, and the meeting is left as it was.
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;
let sessionId = '';
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  home = await signedInMember(t, { role: 'Owner' });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: home.org.id, ownerId: home.membership.id, title: 'Private' });
  const [s] = await t.ctx.db
    .insert(meetingSessions)
    .values({ orgId: home.org.id, meetingId: meeting.id, sessionNumber: 1, startedAt: new Date() })
    .returning();
  sessionId = s?.id ?? '';
});
afterAll(() => t.close());

const bodies: Record<string, () => object> = {
  'PUT /api/v2/meeting/:id': () => meetingBody({ inviteeIds: [outsider.membership.id] }),
  'PUT /api/v2/meeting/:id/color-tag': () => ({ colorTag: 'Blue' }),
  'PUT /api/v2/meeting/:id/favorite': () => ({ isFavorite: true }),
  'PUT /api/v2/meeting/:id/owner': () => ({ ownerId: outsider.membership.id }),
  'PUT /api/v2/meeting/:id/updatechecklist': () => ({ items: [] }),
};

describe('tenant isolation', () => {
  it('answers 404 to an outsider on every meeting route, and changes nothing', async () => {
    const routes = t.app.accessTable.filter(
      (r) => r.url.startsWith('/api/v2/meeting/:id') && !r.url.endsWith('/ics') && !r.url.includes('pdf'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const path = url.replace('/api/v2', '').replace(':id', meeting.id).replace(':sessionId', sessionId);
      const res = await call(method as 'GET', path, outsider.cookie, bodies[key]?.());
      if (res.statusCode !== 404 || res.json().messages[0].id !== 'ERR_NOT_FOUND') {
        leaks.push(`${key} -> ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    const after = (await call('GET', `/meeting/${meeting.id}`, home.cookie)).json().meeting;
    expect(after).toMatchObject({ title: 'Private', colorTag: 'None', ownerId: home.membership.id });
  });

  it('leaves other orgs meetings out of every list, pickers and batch loads', async () => {
    await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id, title: 'Theirs' });
    for (const url of ['/my-meetings', '/meetings/search/detail', '/meeting-detail-selector']) {
      const res = await call('POST', url, outsider.cookie, { filters: {} });
      expect(res.json().items.map((m: { title: string }) => m.title)).toEqual(['Theirs']);
    }
    const picker = await call('POST', '/meeting-detail-selector', outsider.cookie, {
      filters: { 'person-id': [home.membership.id] },
    });
    expect(picker.json().items).toEqual([]);
    expect((await call('GET', `/meetings?ids=${meeting.id}`, outsider.cookie)).json()).toEqual([]);
    expect((await call('GET', `/meetings/validate/${meeting.threadId}`, outsider.cookie)).statusCode).toBe(404);
    const people = await call('POST', '/people/search', outsider.cookie, { filters: { 'traction-id': [meeting.id] } });
    expect(people.json().items).toEqual([]);
  });
});
