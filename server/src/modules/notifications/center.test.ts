import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { addMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, type Emitted, inboxOf, recordEvents, seedNotification, unreadOf } from './test-support.ts';

// The bell (notification-center/*): the caller's own notifications in the current organization.

let t: TestApp;
let call: ReturnType<typeof caller>;
let emitted: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  call = caller(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emitted.length = 0;
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A fresh person with notifications seeded oldest to newest: titles N1 (oldest) … Nn. */
async function personWith(count: number, over: { isRead?: (i: number) => boolean } = {}) {
  const user = await signedInMember(t, { role: 'Member' });
  const rows = [];
  for (let i = 1; i <= count; i++) {
    rows.push(
      await seedNotification(t, user, {
        messageParams: ['Ada', `N${i}`],
        createdAt: minutesAgo(100 - i),
        isRead: over.isRead?.(i) ?? false,
      }),
    );
  }
  return { user, rows };
}

const idsOf = (e: Emitted | undefined) => (e?.payload as { ids: string[] } | undefined)?.ids ?? [];
const titles = (items: { messageParams: string[] }[]) => items.map((x) => x.messageParams[1]);

describe('POST notification-center/search', () => {
  it('lists newest first, in pages, with the total when asked', async () => {
    const { user } = await personWith(5);
    const first = await call('POST', '/notification-center/search', user.cookie, {
      startIndex: 0,
      endIndex: 2,
      includeTotalCount: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ succeeded: true, totalCount: 5, totalPages: 3 });
    expect(titles(first.json().items)).toEqual(['N5', 'N4']);
    const next = await call('POST', '/notification-center/search', user.cookie, { startIndex: 2, endIndex: 4 });
    expect(titles(next.json().items)).toEqual(['N3', 'N2']);
    expect(next.json().items[0]).toMatchObject({
      message: 'Ada assigned you the To-Do “N3”.',
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('filters by is-read and leaves removed ones out', async () => {
    const { user, rows } = await personWith(4, { isRead: (i) => i % 2 === 0 });
    await call('PUT', '/notification-center/remove', user.cookie, { id: rows[0]?.id });
    expect(titles(await inboxOf(t, user))).toEqual(['N4', 'N3', 'N2']);
    expect(titles(await inboxOf(t, user, { 'is-read': ['false'] }))).toEqual(['N3']);
    expect(titles(await inboxOf(t, user, { 'is-read': ['true'] }))).toEqual(['N4', 'N2']);
    const bad = await call('POST', '/notification-center/search', user.cookie, { filters: { 'is-read': ['maybe'] } });
    expect(bad.statusCode).toBe(422);
  });

  it('shows nobody else’s notifications, nor the caller’s in another organization', async () => {
    const { user } = await personWith(1);
    const colleague = await signedInMember(t, { role: 'Member', org: user.org });
    await seedNotification(t, colleague);
    // The same user, as a person of a second organization.
    const elsewhere = await signedInMember(t, { role: 'Member' });
    const membership = await addMember(t.ctx.db, elsewhere.org, user.account, 'Member');
    await seedNotification(t, { ...user, org: elsewhere.org, membership });
    expect(titles(await inboxOf(t, user))).toEqual(['N1']);
    expect(await inboxOf(t, colleague)).toHaveLength(1);
  });
});

describe('GET notification-center?ids= and count', () => {
  it('loads the caller’s own by id (removed ones say so), leaving other ids out', async () => {
    const { user, rows } = await personWith(2);
    const stranger = await signedInMember(t);
    const theirs = await seedNotification(t, stranger);
    await call('PUT', '/notification-center/remove', user.cookie, { id: rows[1]?.id });
    const res = await call('GET', `/notification-center?ids=${rows[0]?.id},${rows[1]?.id},${theirs.id}`, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { id: string; isRemoved: boolean }) => [x.id, x.isRemoved])).toEqual([
      [rows[1]?.id, true],
      [rows[0]?.id, false],
    ]);
  });

  it('counts unread ones that are not removed', async () => {
    const { user, rows } = await personWith(4, { isRead: (i) => i === 1 });
    expect(await call('GET', '/notification-center/count', user.cookie).then((r) => r.json())).toEqual({
      succeeded: true,
      unread: 3,
    });
    await call('PUT', '/notification-center/remove', user.cookie, { id: rows[3]?.id });
    expect(await unreadOf(t, user)).toBe(2);
  });
});

describe('PUT notification-center/read, /unread, /remove', () => {
  it('changes one notification and tells the person’s open tabs', async () => {
    const { user, rows } = await personWith(1);
    const id = rows[0]?.id as string;
    const room = `person:${user.membership.id}`;
    expect((await call('PUT', '/notification-center/read', user.cookie, { id })).json()).toEqual({ succeeded: true });
    expect(await unreadOf(t, user)).toBe(0);
    await call('PUT', '/notification-center/unread', user.cookie, { id, message: 'ignored' });
    expect(await unreadOf(t, user)).toBe(1);
    await call('PUT', '/notification-center/remove', user.cookie, { id });
    expect(await inboxOf(t, user)).toEqual([]);
    expect(emitted).toEqual(
      ['NotificationRead', 'NotificationUnread', 'NotificationRemoved'].map((event) => ({
        hub: 'notification-hub',
        room,
        event,
        payload: { ids: [id] },
      })),
    );
  });

  it('answers 404 for another person’s or another organization’s notification, and changes nothing', async () => {
    const { user } = await personWith(0);
    const colleague = await signedInMember(t, { role: 'Member', org: user.org });
    const outsider = await signedInMember(t);
    for (const other of [colleague, outsider]) {
      const theirs = await seedNotification(t, other);
      for (const change of ['read', 'unread', 'remove']) {
        const res = await call('PUT', `/notification-center/${change}`, user.cookie, { id: theirs.id });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'ERR_NOT_FOUND' }] });
      }
      expect(await unreadOf(t, other)).toBe(1);
    }
    expect(emitted).toEqual([]);
  });

  it('refuses a body without a valid id', async () => {
    const { user } = await personWith(0);
    expect((await call('PUT', '/notification-center/read', user.cookie, { id: 'nope' })).statusCode).toBe(422);
  });
});

describe('PUT notification-center/read/all', () => {
  it('marks only the given ones that are the caller’s, and says which once', async () => {
    const { user, rows } = await personWith(3);
    const colleague = await signedInMember(t, { role: 'Member', org: user.org });
    const theirs = await seedNotification(t, colleague);
    const res = await call('PUT', '/notification-center/read/all', user.cookie, [
      { id: rows[0]?.id },
      { id: rows[1]?.id },
      { id: theirs.id },
    ]);
    expect(res.json()).toEqual({ succeeded: true });
    expect(titles(await inboxOf(t, user, { 'is-read': ['false'] }))).toEqual(['N3']);
    expect(await unreadOf(t, colleague)).toBe(1);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ room: `person:${user.membership.id}`, event: 'NotificationRead' });
    expect(idsOf(emitted[0]).sort()).toEqual([rows[0]?.id, rows[1]?.id].sort());
  });

  it('marks every unread one when the list is empty or missing', async () => {
    const { user, rows } = await personWith(3, { isRead: (i) => i === 1 });
    await call('PUT', '/notification-center/read/all', user.cookie, []);
    expect(await unreadOf(t, user)).toBe(0);
    expect(idsOf(emitted[0]).sort()).toEqual([rows[1]?.id, rows[2]?.id].sort());

    const again = await personWith(2);
    emitted.length = 0;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/notification-center/read/all',
      headers: { cookie: again.user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await unreadOf(t, again.user)).toBe(0);
    expect(emitted.map((e) => e.event)).toEqual(['NotificationRead']);
  });
});
