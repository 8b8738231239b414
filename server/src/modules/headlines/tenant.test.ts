import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createHeadline, createMeeting, type HeadlineRow, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller } from '../issues/test-support.ts';

// Tenant isolation: a member of another organization (even its Owner) gets 404 on every headline
// route that takes an id, with real ids and valid bodies, sees nothing in lists, and changes nothing.
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;
let theirMeeting: MeetingRow;
let headline: HeadlineRow;
beforeAll(async () => {
  t = await createTestApp({ featureFlagOverrides: { 'cascade-headlines': true } });
  call = caller(t);
  home = await signedInMember(t, { role: 'Owner' });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: home.org.id, ownerId: home.membership.id });
  theirMeeting = await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id });
  headline = await createHeadline(t, {
    orgId: home.org.id,
    tractionId: meeting.id,
    ownerId: home.membership.id,
    title: 'Ours',
  });
});
afterAll(() => t.close());

const bodies = (): Record<string, object> => ({
  'PUT /api/v2/headline/:id': { title: 'Stolen', ownerId: outsider.membership.id },
  'PUT /api/v2/headline/:id/review': { status: 'Reviewed' },
  'PUT /api/v2/headline/:id/reassign': { ownerId: outsider.membership.id },
});

describe('headline tenant isolation', () => {
  it('answers 404 to an outsider on every headline route, cascade included, and changes nothing', async () => {
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/api/v2/headline/:id'));
    expect(routes.length).toBe(4);
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const path = url.replace('/api/v2', '').replace(':id', headline.id);
      const res = await call(method as 'PUT', path, outsider.cookie, bodies()[key]);
      if (res.statusCode !== 404 || res.json().messages[0].id !== 'ERR_NOT_FOUND')
        leaks.push(`${key} -> ${res.statusCode}`);
    }
    const cascade = await call('POST', '/headline/cascade', outsider.cookie, {
      headlineId: headline.id,
      entries: [{ ownerId: outsider.membership.id, tractionIds: [theirMeeting.id] }],
    });
    if (cascade.statusCode !== 404) leaks.push(`cascade -> ${cascade.statusCode}`);
    const create = await call('POST', '/headlines', outsider.cookie, {
      title: 'Into theirs',
      ownerIds: [outsider.membership.id],
      tractionId: meeting.id,
    });
    if (create.statusCode !== 404) leaks.push(`create -> ${create.statusCode}`);
    expect(leaks).toEqual([]);
    const [after] = (await call('GET', `/headlines?ids=${headline.id}`, home.cookie)).json();
    expect(after).toMatchObject({ title: 'Ours', status: 'ToReview', ownerId: home.membership.id });
  });

  it('shows an outsider nothing in search or batch loads', async () => {
    const byMeeting = await call('POST', '/headlines/search', outsider.cookie, {
      filters: { 'traction-id': [meeting.id] },
    });
    expect(byMeeting.json().items).toEqual([]);
    expect((await call('POST', '/headlines/search', outsider.cookie, {})).json().items).toEqual([]);
    expect((await call('GET', `/headlines?ids=${headline.id}`, outsider.cookie)).json()).toEqual([]);
  });
});
