import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, createRock, type MeetingRow, type RockRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller } from './test-support.ts';

// Tenant isolation: a member of another organization (even its Owner) gets 404 on every Rock route
// that takes an id, with real ids and valid bodies, sees nothing in lists, and changes nothing.
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;
let theirMeeting: MeetingRow;
let rock: RockRow;
let milestoneId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  home = await signedInMember(t, { role: 'Owner' });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: home.org.id, ownerId: home.membership.id });
  theirMeeting = await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id });
  rock = await createRock(t, {
    orgId: home.org.id,
    tractionIds: [meeting.id],
    ownerId: home.membership.id,
    title: 'Ours',
  });
  const added = await call('POST', `/rock/${rock.id}/milestones`, home.cookie, { title: 'M', dueDate: '2030-01-01' });
  milestoneId = added.json().rock.milestones[0].id;
});
afterAll(() => t.close());

const rockBody = () => ({
  title: 'Ours',
  ownerId: outsider.membership.id,
  dueDate: '2030-01-01',
  type: 'Company',
  tractionIds: [theirMeeting.id],
});
const bodies = (): Record<string, object> => ({
  'PUT /api/v2/rock/:id': rockBody(),
  'PUT /api/v2/rock/:id/status': { status: 'Canceled' },
  'PUT /api/v2/rock/:id/reassign': { ownerId: outsider.membership.id },
  'POST /api/v2/rock/:id/milestones': { title: 'Stolen', dueDate: '2030-01-01' },
  'PUT /api/v2/rock/:id/milestone/:milestoneId': { title: 'Stolen', dueDate: '2030-01-01', done: true },
});

describe('rock tenant isolation', () => {
  it('answers 404 to an outsider on every Rock route, and changes nothing', async () => {
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/api/v2/rock/:id'));
    expect(routes.length).toBe(10);
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const path = url
        .replace('/api/v2', '')
        .replace(':id', rock.id)
        .replace(':flag', 'true')
        .replace(':milestoneId', milestoneId);
      const res = await call(method as 'PUT', path, outsider.cookie, bodies()[key]);
      if (res.statusCode !== 404 || res.json().messages[0].id !== 'ERR_NOT_FOUND')
        leaks.push(`${key} -> ${res.statusCode}`);
    }
    const remove = await call('POST', `/rocks/remove-in-meeting/${meeting.id}`, outsider.cookie, [rock.id]);
    if (remove.statusCode !== 404) leaks.push(`remove-in-meeting -> ${remove.statusCode}`);
    const theirs = await call('POST', `/rocks/remove-in-meeting/${theirMeeting.id}`, outsider.cookie, [rock.id]);
    expect(theirs.json().rocksRemoved).toEqual([]);
    expect(leaks).toEqual([]);
    const create = await call('POST', '/rocks', outsider.cookie, { ...rockBody(), tractionIds: [meeting.id] });
    expect(create.statusCode).toBe(404);
    const delegating = await call('POST', '/rocks', outsider.cookie, {
      ...rockBody(),
      delegated: [{ tractionId: meeting.id, type: 'Team', ownerId: home.membership.id }],
    });
    expect(delegating.statusCode).toBe(404);
    const [after] = (await call('GET', `/rocks?ids=${rock.id}`, home.cookie)).json();
    expect(after).toMatchObject({
      title: 'Ours',
      status: 'OnTrack',
      tractionIds: [meeting.id],
      ownerId: home.membership.id,
      milestones: [{ title: 'M', done: false }],
    });
  });

  it('shows an outsider nothing in search or batch loads', async () => {
    const byMeeting = await call('POST', '/rocks/search', outsider.cookie, {
      filters: { 'traction-id': [meeting.id] },
    });
    expect(byMeeting.json().items).toEqual([]);
    const all = await call('POST', '/rocks/search', outsider.cookie, {});
    expect(all.json().items).toEqual([]);
    expect((await call('GET', `/rocks?ids=${rock.id}`, outsider.cookie)).json()).toEqual([]);
  });
});
