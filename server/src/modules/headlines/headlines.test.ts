// @module-tag postgres
import { Headline } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createHeadline, createMeeting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { headlines } from '../../db/schema/index.ts';
import {
  caller,
  createItemWorld,
  type Emitted,
  type ItemWorld,
  personId,
  recordEvents,
} from '../issues/test-support.ts';

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

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Big client signed',
  ownerIds: [personId(w.member), personId(w.manager)],
  contentHtml: '<p>Good news<script>x()</script></p>',
  tractionId: w.meeting.id,
  ...over,
});
const fresh = () => createHeadline(t, { orgId: w.owner.org.id, tractionId: w.meeting.id, ownerId: personId(w.member) });

describe('POST headlines', () => {
  it('creates one headline per owner, to review, and tells the org of each', async () => {
    emitted.length = 0;
    const res = await call('POST', '/headlines', w.member.cookie, body());
    expect(res.statusCode).toBe(200);
    const list = res.json().headlines.map((h: unknown) => Headline.parse(h));
    expect(list.map((h: Headline) => h.ownerId).sort()).toEqual([personId(w.member), personId(w.manager)].sort());
    for (const h of list) {
      expect(h).toMatchObject({
        title: 'Big client signed',
        contentHtml: '<p>Good news</p>',
        status: 'ToReview',
        cascadedFromId: null,
        tractionId: w.meeting.id,
        abilities: { canEdit: true },
      });
      expect(h.owner?.id).toBe(h.ownerId);
    }
    // (The Manager is also notified: see notifications/triggers.test.ts.)
    expect(emitted.filter((e) => e.hub === 'live-update-hub').map((e) => [e.event, e.payload])).toEqual(
      list.map((h: Headline) => ['Added', { type: 'headline', id: h.id }]),
    );
  });

  it('creates nothing when one owner is not invited; names missing fields', async () => {
    const before = (await t.ctx.db.select().from(headlines)).length;
    const res = await call(
      'POST',
      '/headlines',
      w.member.cookie,
      body({ ownerIds: [personId(w.member), personId(w.admin)] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerIds' }),
    ]);
    expect((await t.ctx.db.select().from(headlines)).length).toBe(before);
    const empty = await call('POST', '/headlines', w.member.cookie, { tractionId: w.meeting.id, ownerIds: [] });
    const fields = empty.json().messages.map((m: { field: string; id: string }) => `${m.field}:${m.id}`);
    expect(fields).toEqual(expect.arrayContaining(['title:VAL_REQUIRED', 'ownerIds:VAL_REQUIRED']));
  });

  it('is 403 to an Observer and to a member not invited', async () => {
    expect((await call('POST', '/headlines', w.observer.cookie, body())).statusCode).toBe(403);
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    expect((await call('POST', '/headlines', outsider.cookie, body())).statusCode).toBe(403);
  });
});

describe('changing a headline', () => {
  it('edits, reviews, reassigns and removes', async () => {
    const h = await fresh();
    const edited = await call('PUT', `/headline/${h.id}`, w.member.cookie, {
      title: 'Edited',
      ownerId: personId(w.member),
      contentHtml: '<p>ok</p><img src="x">',
    });
    expect(edited.json().headline).toMatchObject({ title: 'Edited', contentHtml: '<p>ok</p>' });

    const reviewed = await call('PUT', `/headline/${h.id}/review`, w.member.cookie, { status: 'Reviewed' });
    expect(reviewed.json().headline.status).toBe('Reviewed');
    expect((await call('PUT', `/headline/${h.id}/review`, w.member.cookie, { status: 'Read' })).statusCode).toBe(422);

    emitted.length = 0;
    const moved = await call('PUT', `/headline/${h.id}/reassign`, w.member.cookie, { ownerId: personId(w.owner) });
    expect(moved.json().headline.owner.id).toBe(personId(w.owner));
    expect(emitted.map((e) => `${e.room} ${e.event}`)).toEqual([
      `person:${personId(w.owner)} NewNotification`,
      `org:${w.owner.org.id} Updated`,
      `user:${w.owner.account.id} Reassigned`,
    ]);
    const bad = await call('PUT', `/headline/${h.id}/reassign`, w.member.cookie, { ownerId: personId(w.admin) });
    expect(bad.json().messages[0]).toMatchObject({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerId' });

    emitted.length = 0;
    expect((await call('DELETE', `/headline/${h.id}`, w.member.cookie)).json()).toEqual({ succeeded: true });
    expect(emitted).toEqual([expect.objectContaining({ event: 'Deleted', payload: { type: 'headline', id: h.id } })]);
    const [after] = (await call('GET', `/headlines?ids=${h.id}`, w.member.cookie)).json();
    expect(after.status).toBe('Removed');
  });

  it('is 403 on every write to an Observer and to a member not invited', async () => {
    const h = await fresh();
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    const writes: [string, string, object | undefined][] = [
      ['PUT', `/headline/${h.id}`, { title: 'x', ownerId: personId(w.member) }],
      ['PUT', `/headline/${h.id}/review`, { status: 'Reviewed' }],
      ['PUT', `/headline/${h.id}/reassign`, { ownerId: personId(w.member) }],
      ['DELETE', `/headline/${h.id}`, undefined],
    ];
    for (const who of [w.observer, outsider]) {
      for (const [method, url, payload] of writes) {
        const res = await call(method as 'PUT', url, who.cookie, payload);
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
      }
    }
  });
});

describe('POST headlines/search', () => {
  it('filters by meeting, owner, other owners, status and text; removed ones only when asked', async () => {
    const meeting = await createMeeting(t, {
      orgId: w.owner.org.id,
      ownerId: personId(w.owner),
      inviteeIds: [personId(w.member)],
    });
    const make = (title: string, ownerId: string, status: 'ToReview' | 'Reviewed' | 'Removed') =>
      createHeadline(t, { orgId: w.owner.org.id, tractionId: meeting.id, ownerId, title, status });
    await make('Alpha', personId(w.owner), 'ToReview');
    await make('Beta', personId(w.member), 'Reviewed');
    await make('Gamma', personId(w.member), 'Removed');
    const titles = async (filters: Record<string, string[]>, extra: object = {}) => {
      // Sorted by title unless told otherwise: rows made within one millisecond tie on creation time.
      const res = await call('POST', '/headlines/search', w.observer.cookie, {
        filters: { 'traction-id': [meeting.id], ...filters },
        sorts: [{ property: 'title', ascending: true }],
        ...extra,
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((h: { title: string }) => h.title);
    };
    expect(await titles({})).toEqual(['Alpha', 'Beta']);
    expect(await titles({ 'owner-id': [personId(w.member)] })).toEqual(['Beta']);
    expect(await titles({ 'excluded-owner-ids': [personId(w.member)] })).toEqual(['Alpha']);
    expect(await titles({ status: ['Removed'] })).toEqual(['Gamma']);
    expect(await titles({ 'headline-status': ['ToReview'] })).toEqual(['Alpha']);
    expect(await titles({ 'text-search': ['ET'] })).toEqual(['Beta']);
    expect(await titles({}, { sorts: [{ property: 'title', ascending: false }] })).toEqual(['Beta', 'Alpha']);
    const page = await call('POST', '/headlines/search', w.member.cookie, {
      filters: { 'traction-id': [meeting.id] },
      startIndex: 0,
      endIndex: 1,
      includeTotalCount: true,
    });
    expect(page.json()).toMatchObject({ totalCount: 2, totalPages: 2 });
    const bad = await call('POST', '/headlines/search', w.member.cookie, { filters: { status: ['Nope'] } });
    expect(bad.statusCode).toBe(422);
  });
});
