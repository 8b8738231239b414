import { describe, expect, it } from 'vitest';
import { TodoCreateRequest } from '../schemas/items.ts';
import { canEditItem, defaultTodoDueDate, isTodoOverdue, isTodoStale } from './items.ts';

const item = { ownerId: 'owner', meetingInviteeIds: ['owner', 'invitee'] };

describe('who may change a meeting item', () => {
  it('allows the owner, the invitees of its meeting, and the Owner and Admins', () => {
    expect(canEditItem({ ...item, role: 'Member', personId: 'invitee' })).toBe(true);
    expect(canEditItem({ ...item, role: 'Admin', personId: 'someone' })).toBe(true);
    expect(canEditItem({ ...item, role: 'Member', personId: 'someone' })).toBe(false);
  });

  it('refuses Observers, even invited ones', () => {
    expect(canEditItem({ ...item, role: 'Observer', personId: 'invitee' })).toBe(false);
  });

  it('keeps a personal To-Do to its owner, even from the organization Owner', () => {
    const personal = { ownerId: 'me', meetingInviteeIds: [], isPersonal: true };
    expect(canEditItem({ ...personal, role: 'Member', personId: 'me' })).toBe(true);
    expect(canEditItem({ ...personal, role: 'Owner', personId: 'boss' })).toBe(false);
  });
});

describe('To-Do flags and defaults', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('is overdue only after its due day has ended, and never once done', () => {
    expect(isTodoOverdue('2026-11-20', 'NotDone', now)).toBe(false);
    expect(isTodoOverdue('2026-11-19', 'NotDone', now)).toBe(true);
    expect(isTodoOverdue('2026-11-19', 'Pending', now)).toBe(false);
  });

  it('is stale after two weeks open', () => {
    expect(isTodoStale(new Date('2026-11-05T11:00:00Z'), 'NotDone', now)).toBe(true);
    expect(isTodoStale(new Date('2026-11-07T12:00:00Z'), 'NotDone', now)).toBe(false);
    expect(isTodoStale(new Date('2026-10-01T00:00:00Z'), 'Done', now)).toBe(false);
  });

  it('defaults the due date to 7 days from today', () => {
    expect(defaultTodoDueDate(now)).toBe('2026-11-27');
  });

  it('requires title, due date, meeting and at least one owner (VAL_REQUIRED)', () => {
    const r = TodoCreateRequest.safeParse({ title: ' ', ownerIds: [], dueDate: '', tractionId: undefined });
    expect(r.success).toBe(false);
    const fields = new Set(r.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`));
    expect(fields).toEqual(
      new Set(['title:VAL_REQUIRED', 'ownerIds:VAL_REQUIRED', 'dueDate:VAL_REQUIRED', 'tractionId:VAL_REQUIRED']),
    );
  });
});
