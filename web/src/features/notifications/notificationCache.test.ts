import type { Notification } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { type Feed, feedItems, nextStartIndex, patchFeed } from './notificationCache';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function note(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: id(n),
    type: 'TodoAssigned',
    message: `Message ${n}`,
    messageKey: 'NOTIF_TODO_ASSIGNED',
    messageParams: ['Bea Two', `To-Do ${n}`],
    link: null,
    createdAt: '2030-03-15T12:00:00.000Z',
    isRead: false,
    isRemoved: false,
    isActioned: false,
    approvalUrl: null,
    denyUrl: null,
    ...overrides,
  };
}

/** Two loaded pages of 2 out of 5 in all: 1 and 2 unread, 3 read, 4 unread. */
function feed(): Feed {
  return {
    pageParams: [0, 2],
    pages: [
      { items: [note(1), note(2)], totalCount: 5 },
      { items: [note(3, { isRead: true }), note(4)], totalCount: 5 },
    ],
  };
}

describe('patchFeed', () => {
  it('prepends a new notification, counts it unread once, and moves the next page on by one', () => {
    const { feed: after, unreadDelta } = patchFeed(feed(), { kind: 'new', notification: note(9) });
    expect(feedItems(after).map((n) => n.id)).toEqual([id(9), id(1), id(2), id(3), id(4)]);
    expect(unreadDelta).toBe(1);
    // 5 of 6 loaded: the next page starts after them.
    expect(after && nextStartIndex(after)).toBe(5);
    // The same notification again (another tab's echo) changes nothing.
    const again = patchFeed(after, { kind: 'new', notification: note(9) });
    expect(feedItems(again.feed)).toHaveLength(5);
    expect(again.unreadDelta).toBe(0);
  });

  it('marks read and unread, counting only the ones whose state changes', () => {
    const read = patchFeed(feed(), { kind: 'read', ids: [id(1), id(3)] });
    expect(feedItems(read.feed).map((n) => n.isRead)).toEqual([true, false, true, false]);
    expect(read.unreadDelta).toBe(-1);
    const unread = patchFeed(read.feed, { kind: 'unread', ids: [id(1), id(2)] });
    expect(feedItems(unread.feed).map((n) => n.isRead)).toEqual([false, false, true, false]);
    expect(unread.unreadDelta).toBe(1);
  });

  it('drops removed ones and actioned ones keep their place without buttons', () => {
    const removed = patchFeed(feed(), { kind: 'removed', ids: [id(2), id(3)] });
    expect(feedItems(removed.feed).map((n) => n.id)).toEqual([id(1), id(4)]);
    expect(removed.unreadDelta).toBe(-1);
    // 2 of the 3 left are loaded: the next page starts at 2, where the server now has the fifth.
    expect(removed.feed && nextStartIndex(removed.feed)).toBe(2);
    const actioned = patchFeed(feed(), { kind: 'actioned', ids: [id(4)] });
    expect(feedItems(actioned.feed).map((n) => n.isActioned)).toEqual([false, false, false, true]);
    expect(actioned.unreadDelta).toBe(0);
  });

  it('without a loaded list counts a new unread one and leaves the rest to the server', () => {
    expect(patchFeed(undefined, { kind: 'new', notification: note(1) })).toEqual({ unreadDelta: 1 });
    expect(patchFeed(undefined, { kind: 'read', ids: [id(1)] })).toEqual({ unreadDelta: 0 });
  });

  it('says when everything is loaded', () => {
    expect(nextStartIndex({ pages: [{ items: [note(1)], totalCount: 1 }] })).toBeUndefined();
  });
});
