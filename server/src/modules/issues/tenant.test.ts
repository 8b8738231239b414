import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createIssue, createMeeting, type IssueRow, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller } from './test-support.ts';

// Tenant isolation: a member of another organization (even its Owner) gets 404 on every issue route
// that takes an id, with real ids and valid bodies, sees nothing in lists, and changes nothing.
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;
let theirMeeting: MeetingRow;
let issue: IssueRow;
let sibling: IssueRow;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  home = await signedInMember(t, { role: 'Owner' });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: home.org.id, ownerId: home.membership.id });
  theirMeeting = await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id });
  issue = await createIssue(t, {
    orgId: home.org.id,
    tractionId: meeting.id,
    ownerId: home.membership.id,
    title: 'Ours',
  });
  sibling = await createIssue(t, { orgId: home.org.id, tractionId: meeting.id, ownerId: home.membership.id });
});
afterAll(() => t.close());

const bodies = (): Record<string, object> => ({
  'PUT /api/v2/issue/:id': { title: 'Stolen', ownerId: outsider.membership.id },
  'PUT /api/v2/issue/:id/status': { status: 'Solved' },
  'PUT /api/v2/issue/:id/reassign': { ownerId: outsider.membership.id },
  'PUT /api/v2/issue/:id/rank': { afterId: sibling.id },
  'POST /api/v2/issue/:id/move': { destinationId: theirMeeting.id, ownerId: outsider.membership.id },
  // Any ids of the right shape: the issue itself is not the caller's, so nothing else is looked at.
  'POST /api/v2/issue/:id/move-to-vto': {
    destinationId: theirMeeting.id,
    destinationCollectionId: theirMeeting.id,
    ownerId: outsider.membership.id,
  },
});

describe('issue tenant isolation', () => {
  it('answers 404 to an outsider on every issue route, and changes nothing', async () => {
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/api/v2/issue/:id'));
    expect(routes.length).toBe(8);
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const res = await call(
        method as 'PUT',
        url.replace('/api/v2', '').replace(':id', issue.id),
        outsider.cookie,
        bodies()[key],
      );
      if (res.statusCode !== 404 || res.json().messages[0].id !== 'ERR_NOT_FOUND')
        leaks.push(`${key} -> ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
    const create = await call('POST', '/issues', outsider.cookie, {
      title: 'Into theirs',
      ownerIds: [outsider.membership.id],
      tractionId: meeting.id,
    });
    expect(create.statusCode).toBe(404);
    const [after] = (await call('GET', `/issues?ids=${issue.id}`, home.cookie)).json();
    expect(after).toMatchObject({ title: 'Ours', status: 'Open', tractionId: meeting.id, ownerId: home.membership.id });
  });

  it('shows an outsider nothing in search or batch loads', async () => {
    const byMeeting = await call('POST', '/issues/search', outsider.cookie, {
      filters: { 'traction-id': [meeting.id] },
    });
    expect(byMeeting.json().items).toEqual([]);
    const all = await call('POST', '/issues/search', outsider.cookie, {
      filters: { status: ['Open', 'Solved', 'Removed'] },
    });
    expect(all.json().items).toEqual([]);
    expect((await call('GET', `/issues?ids=${issue.id},${sibling.id}`, outsider.cookie)).json()).toEqual([]);
  });
});
