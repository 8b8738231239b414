import { Rock } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createRock } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { rocks } from '../../db/schema/index.ts';
import {
  caller,
  createItemWorld,
  type Emitted,
  fieldsOf,
  type ItemWorld,
  personId,
  recordEvents,
  rockBody,
} from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
let emitted: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  call = caller(t);
  w = await createItemWorld(t);
});
afterAll(() => t.close());

const countRocks = async () => (await t.ctx.db.select().from(rocks)).length;

describe('POST rocks', () => {
  it('creates a Rock in two meetings with its owner and abilities, and tells the org', async () => {
    emitted.length = 0;
    const res = await call('POST', '/rocks', w.owner.cookie, rockBody(w, { tractionIds: [w.meeting.id, w.other.id] }));
    expect(res.statusCode).toBe(200);
    const rock = Rock.parse(res.json().rock);
    expect(rock).toMatchObject({
      title: 'Launch the new website',
      status: 'OnTrack',
      type: 'Company',
      dueDate: '2030-03-31',
      owner: { id: personId(w.member) },
      delegatedFromRockId: null,
      milestones: [],
      progress: { done: 0, total: 0 },
      completed: null,
      abilities: { canEdit: true, canEditTitle: true },
    });
    expect([...rock.tractionIds].sort()).toEqual([w.meeting.id, w.other.id].sort());
    expect(res.json().delegatedRocks).toEqual([]);
    expect(emitted.filter((e) => e.hub === 'live-update-hub')).toEqual([
      { hub: 'live-update-hub', room: `org:${w.owner.org.id}`, event: 'Added', payload: { type: 'rock', id: rock.id } },
    ]);
    const got = await call('GET', `/rock/${rock.id}`, w.observer.cookie);
    expect(got.json().rock).toMatchObject({ id: rock.id, abilities: { canEdit: false, canEditTitle: false } });
  });

  it('strips scripts from the notes', async () => {
    const res = await call(
      'POST',
      '/rocks',
      w.member.cookie,
      rockBody(w, { contentHtml: '<p>ok<script>alert(1)</script></p>' }),
    );
    expect(res.json().rock.contentHtml).toBe('<p>ok</p>');
  });

  it('names every missing required field', async () => {
    const res = await call('POST', '/rocks', w.member.cookie, { title: ' ', tractionIds: [] });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'title:VAL_REQUIRED',
        'ownerId:VAL_REQUIRED',
        'dueDate:VAL_REQUIRED',
        'type:VAL_REQUIRED',
        'tractionIds:VAL_REQUIRED',
      ]),
    );
  });

  it('refuses an owner invited to none of the meetings, and a meeting of no one', async () => {
    const before = await countRocks();
    const res = await call('POST', '/rocks', w.owner.cookie, rockBody(w, { ownerId: personId(w.admin) }));
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(['ownerId:ERR_OWNER_NOT_IN_MEETING']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call('POST', '/rocks', w.owner.cookie, rockBody(w, { tractionIds: [w.meeting.id, unknown] }));
    expect(missing.statusCode).toBe(404);
    expect(await countRocks()).toBe(before);
  });

  it('refuses a partly filled delegation and writes nothing', async () => {
    const before = await countRocks();
    const res = await call(
      'POST',
      '/rocks',
      w.owner.cookie,
      rockBody(w, { delegated: [{ tractionId: w.other.id, type: 'Team', ownerId: null }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().messages.map((m: { id: string }) => m.id)).toEqual(['VAL_DELEGATION_PARTIAL']);
    expect(await countRocks()).toBe(before);
  });

  it('refuses a delegated owner not invited to the delegated meeting, naming the entry, and writes nothing', async () => {
    const before = await countRocks();
    const res = await call(
      'POST',
      '/rocks',
      w.owner.cookie,
      rockBody(w, {
        delegated: [{}, { tractionId: w.other.id, type: 'Team', ownerId: personId(w.member) }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(['delegated.1.ownerId:ERR_OWNER_NOT_IN_MEETING']);
    expect(await countRocks()).toBe(before);
  });

  it('refuses Observers and members invited to none of the meetings', async () => {
    const observer = await call('POST', '/rocks', w.observer.cookie, rockBody(w));
    expect(observer.statusCode).toBe(403);
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    const uninvited = await call('POST', '/rocks', outsider.cookie, rockBody(w));
    expect(uninvited.statusCode).toBe(403);
  });
});

describe('delegation', () => {
  it('creates children linked to the parent, dropping empty rows; GET delegates returns two levels', async () => {
    emitted.length = 0;
    const res = await call(
      'POST',
      '/rocks',
      w.owner.cookie,
      rockBody(w, {
        delegated: [
          { tractionId: null, type: null, ownerId: null },
          { tractionId: w.other.id, type: 'Department', ownerId: personId(w.admin) },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const parent = Rock.parse(res.json().rock);
    const [child] = res.json().delegatedRocks as Rock[];
    expect(res.json().delegatedRocks).toHaveLength(1);
    expect(child).toMatchObject({
      title: parent.title,
      contentHtml: parent.contentHtml,
      dueDate: parent.dueDate,
      type: 'Department',
      ownerId: personId(w.admin),
      tractionIds: [w.other.id],
      delegatedFromRockId: parent.id,
      abilities: { canEdit: true, canEditTitle: false },
    });
    expect(emitted.filter((e) => e.hub === 'live-update-hub').map((e) => e.event)).toEqual(['Added', 'Added']);

    // The child delegates on through an edit: new entries add grandchildren.
    const edit = await call('PUT', `/rock/${child?.id}`, w.admin.cookie, {
      ...rockBody(w, { title: parent.title, tractionIds: [w.other.id], type: 'Department' }),
      ownerId: undefined,
      delegated: [{ tractionId: w.meeting.id, type: 'Team', ownerId: personId(w.manager) }],
    });
    expect(edit.statusCode).toBe(200);
    const chain = await call('GET', `/rock/${parent.id}/delegates`, w.member.cookie);
    expect(chain.statusCode).toBe(200);
    const rocksBelow = chain.json().rocks as Rock[];
    expect(rocksBelow.map((r) => [r.ownerId, r.delegatedFromRockId])).toEqual([
      [personId(w.admin), parent.id],
      [personId(w.manager), child?.id],
    ]);
  });

  it('refuses another title on a delegated Rock and accepts the same one', async () => {
    const parent = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.meeting.id],
      ownerId: personId(w.member),
      title: 'Parent',
    });
    const child = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.meeting.id],
      ownerId: personId(w.manager),
      title: 'Parent',
      delegatedFromRockId: parent.id,
    });
    const body = rockBody(w, { title: 'Renamed', ownerId: personId(w.manager) });
    const refused = await call('PUT', `/rock/${child.id}`, w.member.cookie, body);
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(['title:ERR_DELEGATED_ROCK_TITLE']);
    const same = await call('PUT', `/rock/${child.id}`, w.member.cookie, {
      ...body,
      title: 'Parent',
      dueDate: '2030-02-28',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().rock).toMatchObject({ title: 'Parent', dueDate: '2030-02-28', delegatedFromRockId: parent.id });
  });
});

describe('PUT rock/{id} and the status calls', () => {
  it('edits fields and meetings', async () => {
    const rock = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.meeting.id],
      ownerId: personId(w.manager),
    });
    const res = await call(
      'PUT',
      `/rock/${rock.id}`,
      w.manager.cookie,
      rockBody(w, { title: 'Edited', ownerId: undefined, tractionIds: [w.other.id], type: 'Team' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().rock).toMatchObject({
      title: 'Edited',
      type: 'Team',
      ownerId: personId(w.manager),
      tractionIds: [w.other.id],
    });
  });

  it('sets statuses, completes, and reassigns to an invitee', async () => {
    const rock = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.meeting.id],
      ownerId: personId(w.member),
    });
    const off = await call('PUT', `/rock/${rock.id}/status`, w.member.cookie, { status: 'OffTrack' });
    expect(off.json().rock).toMatchObject({ status: 'OffTrack', completed: null });
    const bad = await call('PUT', `/rock/${rock.id}/status`, w.member.cookie, { status: 'Solved' });
    expect(bad.statusCode).toBe(422);
    const done = await call('PUT', `/rock/${rock.id}/complete`, w.member.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json().rock.status).toBe('Done');
    expect(done.json().rock.completed).toEqual(expect.any(String));
    emitted.length = 0;
    const moved = await call('PUT', `/rock/${rock.id}/reassign`, w.member.cookie, { ownerId: personId(w.manager) });
    expect(moved.json().rock).toMatchObject({ ownerId: personId(w.manager), owner: { id: personId(w.manager) } });
    expect(emitted.map((e) => [e.room, e.event])).toEqual([
      [`person:${personId(w.manager)}`, 'NewNotification'],
      [`org:${w.owner.org.id}`, 'Updated'],
      [`user:${w.manager.account.id}`, 'Reassigned'],
    ]);
    const notInvited = await call('PUT', `/rock/${rock.id}/reassign`, w.member.cookie, { ownerId: personId(w.admin) });
    expect(notInvited.statusCode).toBe(422);
    expect(fieldsOf(notInvited)).toEqual(['ownerId:ERR_OWNER_NOT_IN_MEETING']);
  });

  it('answers 403 to Observers and to members invited to none of its meetings', async () => {
    const rock = await createRock(t, { orgId: w.owner.org.id, tractionIds: [w.other.id], ownerId: personId(w.admin) });
    for (const u of [w.observer, w.member]) {
      const res = await call('PUT', `/rock/${rock.id}/status`, u.cookie, { status: 'OffTrack' });
      expect(res.statusCode).toBe(403);
    }
    const del = await call('DELETE', `/rock/${rock.id}/false`, w.member.cookie);
    expect(del.statusCode).toBe(403);
    // Any invitee of any of its meetings may edit it: the Manager is invited to `other`.
    const ok = await call('PUT', `/rock/${rock.id}/status`, w.manager.cookie, { status: 'OffTrack' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('milestones', () => {
  it('adds in append order, updates, deletes, and answers the Rock with its progress', async () => {
    const rock = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.meeting.id],
      ownerId: personId(w.member),
    });
    const m = (title: string, done = false) => ({ title, dueDate: '2030-02-01', done });
    await call('POST', `/rock/${rock.id}/milestones`, w.member.cookie, m('First', true));
    const added = await call('POST', `/rock/${rock.id}/milestones`, w.member.cookie, m('Second'));
    expect(added.statusCode).toBe(200);
    expect(added.json().rock.milestones.map((x: { title: string }) => x.title)).toEqual(['First', 'Second']);
    expect(added.json().rock.progress).toEqual({ done: 1, total: 2 });
    const second = added.json().rock.milestones[1].id;
    const ticked = await call('PUT', `/rock/${rock.id}/milestone/${second}`, w.member.cookie, m('Second!', true));
    expect(ticked.json().rock.progress).toEqual({ done: 2, total: 2 });
    expect(ticked.json().rock.milestones[1]).toMatchObject({ title: 'Second!', done: true });
    const removed = await call('DELETE', `/rock/${rock.id}/milestone/${second}`, w.member.cookie);
    expect(removed.json().rock.progress).toEqual({ done: 1, total: 1 });
    const again = await call('DELETE', `/rock/${rock.id}/milestone/${second}`, w.member.cookie);
    expect(again.statusCode).toBe(404);
    const invalid = await call('POST', `/rock/${rock.id}/milestones`, w.member.cookie, { title: '' });
    expect(invalid.statusCode).toBe(422);
    const observer = await call('POST', `/rock/${rock.id}/milestones`, w.observer.cookie, m('No'));
    expect(observer.statusCode).toBe(403);
  });
});
