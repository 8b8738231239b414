import { describe, expect, it } from 'vitest';
import { LEVEL_10_AGENDA } from '../rules/agendas.ts';
import type { StoredLiveMeetingState } from '../schemas/live-meeting.ts';
import { applyLiveCommand, createLiveState } from './machine.ts';
import { applyJsonPatch, diffJson } from './patch.ts';
import type { LiveCommand } from './types.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = { now: new Date('2025-03-03T09:00:00.000Z') };

function step(state: StoredLiveMeetingState, command: LiveCommand): StoredLiveMeetingState {
  const out = applyLiveCommand(state, command, NOW);
  if (!out.ok) throw new Error(out.error);
  return out.state;
}

/** A running meeting with three people in it. */
function running(): StoredLiveMeetingState {
  let state = createLiveState({
    id: uuid(1),
    meetingId: uuid(2),
    meetingThreadId: uuid(3),
    title: 'Leadership L10',
    agendaName: 'Level 10 Meeting',
    agendaTemplateId: null,
    agenda: LEVEL_10_AGENDA.items.map((item) => ({ ...item, customContent: null })),
    issueCount: 2,
  });
  for (const n of [10, 11, 12]) {
    const person = { personId: uuid(n), firstName: `P${n}`, lastName: 'Smith', avatarUrl: null };
    state = step(state, { type: 'join', person, connectionId: `socket-${n}` });
  }
  return step(state, { type: 'start' });
}

describe('live state patches', () => {
  it('carry only what a rating or a move changed, and rebuild the new state from the old', () => {
    const before = running();
    const rated = step(before, { type: 'add-rating', personId: uuid(11), rating: 9 });
    const ops = diffJson(before, rated);
    expect(ops).toEqual([
      [['version'], before.version + 1],
      [['attendees', 1, 'rating'], 9],
    ]);
    expect(applyJsonPatch(before, ops)).toEqual(rated);

    const moved = step(rated, { type: 'next-agenda-item' });
    const moveOps = diffJson(rated, moved);
    expect(moveOps.map(([path]) => path[0])).toContain('agendaIndex');
    expect(JSON.stringify(moveOps).length).toBeLessThan(JSON.stringify(moved).length / 4);
    expect(applyJsonPatch(rated, moveOps)).toEqual(moved);
  });

  it('replaces a list whose length changed, and leaves the old state as it was', () => {
    const before = running();
    const copy = structuredClone(before);
    const person = { personId: uuid(13), firstName: 'Newcomer', lastName: 'Smith', avatarUrl: null };
    const joined = step(before, { type: 'join', person, connectionId: 'socket-13' });
    const ops = diffJson(before, joined);
    expect(ops).toContainEqual([['attendees'], joined.attendees]);
    const rebuilt = applyJsonPatch(before, ops);
    expect(rebuilt).toEqual(joined);
    expect(before).toEqual(copy);
    // What did not change is shared, not copied.
    expect(rebuilt.agenda).toBe(before.agenda);
  });

  it('finds nothing between equal states, and refuses a path the state does not have', () => {
    const state = running();
    expect(diffJson(state, structuredClone(state))).toEqual([]);
    expect(() => applyJsonPatch(state, [[['attendees', 7, 'rating'], 3]])).toThrow(/does not fit/);
    expect(() => applyJsonPatch(state, [[['nothing', 'here'], 3]])).toThrow(/does not fit/);
  });
});
