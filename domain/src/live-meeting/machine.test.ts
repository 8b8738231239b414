import { describe, expect, it } from 'vitest';
import { LEVEL_10_AGENDA } from '../rules/agendas.ts';
import { type LiveMeetingEvent, StoredLiveMeetingState } from '../schemas/live-meeting.ts';
import type { StoredAgendaItem } from './agenda.ts';
import { meetingElapsedMs, sectionElapsedMs } from './clocks.ts';
import { applyLiveCommand, createLiveState } from './machine.ts';
import { type LiveCommand, type LiveContext, type LiveError, LiveErrors, type LivePerson } from './types.ts';

const T0 = Date.parse('2025-03-03T09:00:00.000Z');
/** The server's clock `seconds` after the fixed start of every test. */
const at = (seconds: number): LiveContext => ({ now: new Date(T0 + seconds * 1000) });
const isoAt = (seconds: number) => at(seconds).now.toISOString();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A stable UUID per readable name, for the places the schema checks ids. */
const uuid = (name: string) =>
  `00000000-0000-4000-8000-${Buffer.from(name).toString('hex').padStart(12, '0').slice(-12)}`;

const person = (personId: string, firstName = personId): LivePerson => ({
  personId,
  firstName,
  lastName: 'Smith',
  avatarUrl: null,
});

const LEVEL_10 = LEVEL_10_AGENDA.items.map((item): StoredAgendaItem => ({ ...item, customContent: null }));

function fresh(issueCount = 3, agenda: readonly StoredAgendaItem[] = LEVEL_10): StoredLiveMeetingState {
  return deepFreeze(
    createLiveState({
      id: uuid('live'),
      meetingId: uuid('meet'),
      meetingThreadId: uuid('thread'),
      title: 'Leadership L10',
      agendaName: 'Level 10 Meeting',
      agendaTemplateId: LEVEL_10_AGENDA.id,
      agenda,
      issueCount,
    }),
  );
}

/** A command that must change the state: version + 1, events to send, the (frozen) input untouched. */
function change(state: StoredLiveMeetingState, command: LiveCommand, ctx = at(0)) {
  const before = structuredClone(state);
  const out = applyLiveCommand(deepFreeze(state), command, ctx);
  if (!out.ok) throw new Error(`${command.type} was refused: ${out.error}`);
  expect(out.state).not.toBe(state);
  expect(out.state.version).toBe(state.version + 1);
  expect(out.events.length).toBeGreaterThan(0);
  expect(state).toEqual(before);
  return { state: deepFreeze(out.state), events: out.events };
}

/** A command that must change nothing: the same state object back and nothing to send. */
function noop(state: StoredLiveMeetingState, command: LiveCommand, ctx = at(0)) {
  const out = applyLiveCommand(deepFreeze(state), command, ctx);
  expect(out).toEqual({ ok: true, state, events: [] });
  expect(out.ok && out.state).toBe(state);
}

function refusal(state: StoredLiveMeetingState, command: LiveCommand, ctx = at(0)): LiveError {
  const out = applyLiveCommand(deepFreeze(state), command, ctx);
  if (out.ok) throw new Error(`${command.type} was accepted`);
  return out.error;
}

function run(state: StoredLiveMeetingState, ...commands: LiveCommand[]): StoredLiveMeetingState {
  return commands.reduce((s, command) => change(s, command).state, state);
}

/** Alice and Bob on their screens, the meeting Running since T0. */
const running = (issueCount = 3) =>
  run(
    fresh(issueCount),
    { type: 'join', person: person('alice'), connectionId: 'a1' },
    { type: 'join', person: person('bob'), connectionId: 'b1' },
    { type: 'start' },
  );

const attendee = (state: StoredLiveMeetingState, personId: string) =>
  state.attendees.find((a) => a.personId === personId);

describe('createLiveState', () => {
  it('starts a valid, not-started meeting with the agenda and the default settings', () => {
    const state = fresh();
    expect(StoredLiveMeetingState.parse(state)).toEqual(state);
    expect(state).toMatchObject({
      version: 0,
      status: 'NotStarted',
      started: null,
      elapsedMs: 0,
      runningSince: null,
      sectionSince: null,
      attendees: [],
      agendaIndex: 0,
      idsStatus: 'Reviewing',
      issueCount: 3,
      scribePersonId: null,
      settings: { sendRecapEmail: true, clearMeetingItems: true },
    });
    expect(state.agenda.map((s) => s.minutes)).toEqual([5, 5, 5, 5, 5, 60, 5]);
    expect(state.agenda.every((s) => s.elapsedMs === 0)).toBe(true);
  });

  it('reads RockReview as Rocks and an unknown section type as Custom', () => {
    const base = { name: 'x', icon: 'i', minutes: 5, customContent: null };
    const state = fresh(1, [
      { ...base, type: 'RockReview' },
      { ...base, type: 'Brainstorm', customContent: { contentType: 'text', content: 'Ideas' } },
    ]);
    expect(state.agenda.map((s) => s.type)).toEqual(['Rocks', 'Custom']);
    expect(state.agenda[1]?.customContent).toEqual({ contentType: 'text', content: 'Ideas' });
  });

  it('has IDS complete from the outset when there are no open issues', () => {
    expect(fresh(0).idsStatus).toBe('Complete');
  });
});

describe('what needs a started meeting', () => {
  const needStart: LiveCommand[] = [
    { type: 'next-agenda-item' },
    { type: 'set-agenda-item', index: 1 },
    { type: 'add-rating', personId: 'alice', rating: 9 },
    { type: 'review-headline', headlineId: 'h1' },
    { type: 'start-prioritization' },
    { type: 'add-focus-issue', issueId: 'i1' },
    { type: 'remove-focus-issue', issueId: 'i1' },
    { type: 'next-focus-issue', wasSolved: false, focusIssueId: 'i1' },
    { type: 'start-focus-group' },
    { type: 'end-focus-group' },
    { type: 'mark-as-solved', issueId: 'i1' },
    { type: 'reopen-issue', issueId: 'i1' },
    { type: 'set-selected-attendee', personId: 'alice' },
    { type: 'pause' },
    { type: 'resume' },
  ];

  it('refuses meeting commands before start and after the end', () => {
    const notYet = run(fresh(), { type: 'join', person: person('alice'), connectionId: 'a1' });
    const ended = run(running(), { type: 'end' });
    for (const command of needStart) {
      expect(refusal(notYet, command), command.type).toBe(LiveErrors.notStarted);
      expect(refusal(ended, command), command.type).toBe(LiveErrors.notStarted);
    }
  });

  it('lets people join, set up and add issues before the meeting starts', () => {
    const state = run(
      fresh(),
      { type: 'join', person: person('alice'), connectionId: 'a1' },
      { type: 'join-offline', person: person('carol') },
      { type: 'send-recap-email-changed', shouldSend: false },
      { type: 'make-scribe', personId: 'alice' },
      { type: 'issue-added', issueId: 'i9', source: 'rock' },
      { type: 'update-issue-count', issueId: 'i10', isAdded: true },
    );
    expect(state).toMatchObject({ status: 'NotStarted', issueCount: 5, scribePersonId: 'alice', version: 6 });
  });
});

describe('attendees', () => {
  it('lists a joining person once, with each of their screens', () => {
    const one = change(fresh(), { type: 'join', person: person('alice'), connectionId: 'a1' });
    expect(one.events).toEqual(['Joined']);
    const two = change(one.state, { type: 'join', person: person('alice'), connectionId: 'a2' }).state;
    expect(two.attendees).toEqual([
      { ...person('alice'), rating: null, segueStatus: 'NotSelected', connectionIds: ['a1', 'a2'], isOffline: false },
    ]);
    noop(two, { type: 'join', person: person('alice'), connectionId: 'a2' });
  });

  it('takes the newest name from a join', () => {
    const state = run(running(), { type: 'join', person: person('alice', 'Alicia'), connectionId: 'a1' });
    expect(attendee(state, 'alice')?.firstName).toBe('Alicia');
  });

  it('keeps a person who left listed, with their rating, and drops only the screen that closed', () => {
    const rated = run(
      running(),
      { type: 'join', person: person('alice'), connectionId: 'a2' },
      { type: 'add-rating', personId: 'alice', rating: 9 },
    );
    const oneLeft = change(rated, { type: 'leave', personId: 'alice', connectionId: 'a1' });
    expect(oneLeft.events).toEqual(['Left']);
    expect(attendee(oneLeft.state, 'alice')?.connectionIds).toEqual(['a2']);
    const gone = run(oneLeft.state, { type: 'leave', personId: 'alice' });
    expect(attendee(gone, 'alice')).toMatchObject({ connectionIds: [], rating: 9 });
  });

  it('ignores a leave for an unknown person or screen', () => {
    const state = running();
    noop(state, { type: 'leave', personId: 'zoe' });
    noop(state, { type: 'leave', personId: 'alice', connectionId: 'nope' });
  });

  it('marks someone present without a device, and unmarks them', () => {
    const marked = change(running(), { type: 'join-offline', person: person('carol') });
    expect(marked.events).toEqual(['Joined']);
    expect(attendee(marked.state, 'carol')).toMatchObject({ isOffline: true, connectionIds: [] });
    noop(marked.state, { type: 'join-offline', person: person('carol') });
    const unmarked = change(marked.state, { type: 'leave-offline', personId: 'carol' });
    expect(unmarked.events).toEqual(['Left']);
    expect(attendee(unmarked.state, 'carol')).toBeUndefined();
  });

  it('does not unmark someone whose screen is open, and brings an offline person online when they join', () => {
    const state = running();
    noop(state, { type: 'leave-offline', personId: 'alice' });
    noop(state, { type: 'join-offline', person: person('alice') });
    const online = run(
      state,
      { type: 'join-offline', person: person('carol') },
      { type: 'join', person: person('carol'), connectionId: 'c1' },
    );
    expect(attendee(online, 'carol')).toMatchObject({ isOffline: false, connectionIds: ['c1'] });
  });

  it('prunes screens no server node knows any more', () => {
    const state = run(running(), { type: 'join', person: person('alice'), connectionId: 'a2' });
    const pruned = change(state, { type: 'prune-connections', liveConnectionIds: ['a2', 'b1', 'x'] });
    expect(pruned.events).toEqual(['Left']);
    expect(pruned.state.attendees.map((a) => a.connectionIds)).toEqual([['a2'], ['b1']]);
    noop(pruned.state, { type: 'prune-connections', liveConnectionIds: ['a2', 'b1'] });
  });

  it('rates attendees only', () => {
    const rated = change(running(), { type: 'add-rating', personId: 'bob', rating: 8 });
    expect(rated.events).toEqual(['RatingAdded']);
    expect(attendee(rated.state, 'bob')?.rating).toBe(8);
    noop(rated.state, { type: 'add-rating', personId: 'bob', rating: 8 });
    expect(refusal(running(), { type: 'add-rating', personId: 'zoe', rating: 8 })).toBe(LiveErrors.notAttendee);
  });

  it('walks the segue: the previous speaker becomes AlreadySelected', () => {
    const first = change(running(), { type: 'set-selected-attendee', personId: 'alice' });
    expect(first.events).toEqual(['SelectedAttendeeChanged']);
    const second = run(first.state, { type: 'set-selected-attendee', personId: 'bob' });
    expect(second.attendees.map((a) => a.segueStatus)).toEqual(['AlreadySelected', 'Selected']);
    noop(second, { type: 'set-selected-attendee', personId: 'bob' });
    expect(refusal(second, { type: 'set-selected-attendee', personId: 'zoe' })).toBe(LiveErrors.notAttendee);
  });
});

describe('start, pause, resume and end', () => {
  it('starts once', () => {
    const started = change(fresh(), { type: 'start' }, at(5));
    expect(started.events).toEqual(['Started']);
    expect(started.state).toMatchObject({
      status: 'Running',
      started: isoAt(5),
      runningSince: isoAt(5),
      sectionSince: isoAt(5),
    });
    expect(refusal(started.state, { type: 'start' })).toBe(LiveErrors.alreadyStarted);
    expect(refusal(run(started.state, { type: 'pause' }), { type: 'start' })).toBe(LiveErrors.alreadyStarted);
    expect(refusal(run(started.state, { type: 'end' }), { type: 'start' })).toBe(LiveErrors.alreadyStarted);
  });

  it('pauses only when Running and resumes only when Paused', () => {
    const paused = change(running(), { type: 'pause' }, at(60));
    expect(paused.events).toEqual(['MeetingUpdated']);
    expect(refusal(paused.state, { type: 'pause' })).toBe(LiveErrors.notRunning);
    const resumed = change(paused.state, { type: 'resume' }, at(90));
    expect(resumed.events).toEqual(['MeetingUpdated']);
    expect(resumed.state).toMatchObject({ status: 'Running', runningSince: isoAt(90), sectionSince: isoAt(90) });
    expect(refusal(resumed.state, { type: 'resume' })).toBe(LiveErrors.notPaused);
  });

  it('ends from any state but Completed, which it leaves alone', () => {
    for (const state of [fresh(), running(), run(running(), { type: 'pause' })]) {
      const ended = change(state, { type: 'end' });
      expect(ended.events).toEqual(['Ended']);
      expect(ended.state).toMatchObject({ status: 'Completed', runningSince: null, sectionSince: null });
      noop(ended.state, { type: 'end' });
    }
  });
});

describe('clocks', () => {
  it('keeps meeting and section time across section changes, a pause and the end', () => {
    let s = running(); // started at 0 s, in section 0
    s = change(s, { type: 'next-agenda-item', agendaIndex: 0 }, at(120)).state;
    expect(s.agenda[0]?.elapsedMs).toBe(120_000);
    expect(s.sectionSince).toBe(isoAt(120));
    expect(meetingElapsedMs(s, T0 + 150_000)).toBe(150_000);
    expect(sectionElapsedMs(s, 1, T0 + 150_000)).toBe(30_000);

    s = change(s, { type: 'pause' }, at(180)).state;
    expect(s).toMatchObject({ elapsedMs: 180_000, runningSince: null, sectionSince: null });
    expect(s.agenda[1]?.elapsedMs).toBe(60_000);
    // Ten idle minutes later nothing has moved.
    expect(meetingElapsedMs(s, T0 + 780_000)).toBe(180_000);
    expect(sectionElapsedMs(s, 1, T0 + 780_000)).toBe(60_000);

    s = change(s, { type: 'resume' }, at(600)).state;
    s = change(s, { type: 'next-agenda-item' }, at(630)).state;
    expect(s.agenda[1]?.elapsedMs).toBe(90_000);

    s = change(s, { type: 'end' }, at(700)).state;
    expect(s.elapsedMs).toBe(280_000);
    expect(s.agenda.map((item) => item.elapsedMs).slice(0, 3)).toEqual([120_000, 90_000, 70_000]);
  });

  it('moves sections while Paused without running any clock until resume', () => {
    const paused = run(running(), { type: 'pause' });
    const moved = change(paused, { type: 'set-agenda-item', index: 3 }, at(300)).state;
    expect(moved).toMatchObject({ agendaIndex: 3, sectionSince: null });
    expect(moved.agenda.every((item) => item.elapsedMs === 0)).toBe(true);
    const resumed = change(moved, { type: 'resume' }, at(400)).state;
    expect(sectionElapsedMs(resumed, 3, T0 + 430_000)).toBe(30_000);
  });

  it('adds to the time a section already had when the meeting returns to it', () => {
    let s = change(running(), { type: 'set-agenda-item', index: 5 }, at(60)).state;
    s = change(s, { type: 'set-agenda-item', index: 0 }, at(100)).state;
    expect(s.agenda[5]?.elapsedMs).toBe(40_000);
    expect(sectionElapsedMs(s, 0, T0 + 110_000)).toBe(70_000);
  });
});

describe('the agenda', () => {
  it('advances once when two people press Next from the same section', () => {
    const first = change(running(), { type: 'next-agenda-item', agendaIndex: 0 });
    expect(first.events).toEqual(['AgendaItemChanged']);
    expect(first.state.agendaIndex).toBe(1);
    noop(first.state, { type: 'next-agenda-item', agendaIndex: 0 });
  });

  it('stays on the last section', () => {
    const last = run(running(), { type: 'set-agenda-item', index: 6 });
    noop(last, { type: 'next-agenda-item' });
    noop(last, { type: 'next-agenda-item', agendaIndex: 6 });
  });

  it('jumps to a section that exists, and ignores a jump to where it already is', () => {
    const jumped = change(running(), { type: 'set-agenda-item', index: 5 });
    expect(jumped.events).toEqual(['AgendaItemChanged']);
    noop(jumped.state, { type: 'set-agenda-item', index: 5 });
    expect(refusal(running(), { type: 'set-agenda-item', index: 7 })).toBe(LiveErrors.noSuchSection);
    expect(refusal(running(), { type: 'set-agenda-item', index: -1 })).toBe(LiveErrors.noSuchSection);
  });
});

describe('reactions, headlines, settings and the scribe', () => {
  it('sends a reaction without changing the state, even before the start', () => {
    for (const state of [fresh(), running()]) {
      const out = applyLiveCommand(state, { type: 'reaction', id: 'clap' }, at(0));
      expect(out).toEqual({ ok: true, state, events: ['Reacted'] });
      expect(out.ok && out.state).toBe(state);
    }
  });

  it('reviews a headline once', () => {
    const reviewed = change(running(), { type: 'review-headline', headlineId: 'h1' });
    expect(reviewed.events).toEqual(['MeetingUpdated']);
    expect(reviewed.state.reviewedHeadlineIds).toEqual(['h1']);
    noop(reviewed.state, { type: 'review-headline', headlineId: 'h1' });
  });

  it('toggles the recap email and clearing of meeting items', () => {
    const noRecap = change(running(), { type: 'send-recap-email-changed', shouldSend: false });
    expect(noRecap.events).toEqual(['SettingsUpdated']);
    const keepItems = run(noRecap.state, { type: 'clear-meeting-items-changed', shouldClear: false });
    expect(keepItems.settings).toEqual({ sendRecapEmail: false, clearMeetingItems: false });
    noop(keepItems, { type: 'send-recap-email-changed', shouldSend: false });
    noop(running(), { type: 'clear-meeting-items-changed', shouldClear: true });
  });

  it('lets someone claim the scribe', () => {
    const claimed = change(running(), { type: 'make-scribe', personId: 'bob' });
    expect(claimed.events).toEqual(['MeetingUpdated']);
    expect(claimed.state.scribePersonId).toBe('bob');
    noop(claimed.state, { type: 'make-scribe', personId: 'bob' });
  });
});

describe('IDS', () => {
  const prioritizing = (issueCount = 3) => run(running(issueCount), { type: 'start-prioritization' });
  const discussing = () =>
    run(
      prioritizing(),
      { type: 'add-focus-issue', issueId: 'i1' },
      { type: 'add-focus-issue', issueId: 'i2' },
      { type: 'start-focus-group' },
    );

  it('walks Reviewing -> Prioritizing -> ReadyToDiscuss -> DiscussSolve -> IssuesDiscussed', () => {
    const expectStep = (
      from: StoredLiveMeetingState,
      command: LiveCommand,
      idsStatus: string,
      events: LiveMeetingEvent[],
    ): StoredLiveMeetingState => {
      const out = change(from, command);
      expect(out.state.idsStatus).toBe(idsStatus);
      expect(out.events).toEqual(events);
      return out.state;
    };
    let s = running();
    expect(s.idsStatus).toBe('Reviewing');
    s = expectStep(s, { type: 'start-prioritization' }, 'Prioritizing', ['IdsStatusChanged', 'FocusIssuesChanged']);
    s = expectStep(s, { type: 'add-focus-issue', issueId: 'i1' }, 'ReadyToDiscuss', [
      'FocusIssuesChanged',
      'IdsStatusChanged',
    ]);
    s = expectStep(s, { type: 'add-focus-issue', issueId: 'i2' }, 'ReadyToDiscuss', ['FocusIssuesChanged']);
    s = expectStep(s, { type: 'start-focus-group' }, 'DiscussSolve', ['IdsStatusChanged', 'FocusIssuesChanged']);
    s = expectStep(s, { type: 'next-focus-issue', wasSolved: true, focusIssueId: 'i1' }, 'DiscussSolve', [
      'IssueSolved',
      'IssueCountUpdated',
      'FocusIssuesChanged',
    ]);
    expect(s).toMatchObject({ focusIndex: 1, prevFocusIndex: 0, issueCount: 2, solvedIssueIds: ['i1'] });
    s = expectStep(s, { type: 'next-focus-issue', wasSolved: false, focusIssueId: 'i2' }, 'IssuesDiscussed', [
      'FocusIssuesChanged',
      'IdsStatusChanged',
    ]);
    expect(s).toMatchObject({ focusIndex: 2, prevFocusIndex: 1, issueCount: 2, discussedIssueIds: ['i1', 'i2'] });
  });

  it('starts prioritization again after a round, with a fresh focus list', () => {
    const discussed = run(discussing(), { type: 'end-focus-group' });
    const again = run(discussed, { type: 'start-prioritization' });
    expect(again).toMatchObject({ idsStatus: 'Prioritizing', focusIssueIds: [], focusIndex: 0 });
  });

  it('refuses to start prioritization in the middle of a round, or with no open issue', () => {
    expect(refusal(prioritizing(), { type: 'start-prioritization' })).toBe(LiveErrors.idsPhase);
    expect(refusal(discussing(), { type: 'start-prioritization' })).toBe(LiveErrors.idsPhase);
    expect(refusal(running(0), { type: 'start-prioritization' })).toBe(LiveErrors.idsPhase);
  });

  it('picks focus issues only while prioritizing, never a solved one, each once', () => {
    expect(refusal(running(), { type: 'add-focus-issue', issueId: 'i1' })).toBe(LiveErrors.idsPhase);
    expect(refusal(discussing(), { type: 'add-focus-issue', issueId: 'i3' })).toBe(LiveErrors.idsPhase);
    const solved = run(prioritizing(), { type: 'mark-as-solved', issueId: 'i1' });
    expect(refusal(solved, { type: 'add-focus-issue', issueId: 'i1' })).toBe(LiveErrors.issueSolved);
    const picked = run(prioritizing(), { type: 'add-focus-issue', issueId: 'i2' });
    noop(picked, { type: 'add-focus-issue', issueId: 'i2' });
  });

  it('goes back to Prioritizing when the last focus issue is removed', () => {
    const picked = run(
      prioritizing(),
      { type: 'add-focus-issue', issueId: 'i1' },
      { type: 'add-focus-issue', issueId: 'i2' },
    );
    const one = change(picked, { type: 'remove-focus-issue', issueId: 'i1' });
    expect(one.events).toEqual(['FocusIssuesChanged']);
    expect(one.state).toMatchObject({ focusIssueIds: ['i2'], idsStatus: 'ReadyToDiscuss' });
    const none = change(one.state, { type: 'remove-focus-issue', issueId: 'i2' });
    expect(none.events).toEqual(['FocusIssuesChanged', 'IdsStatusChanged']);
    expect(none.state.idsStatus).toBe('Prioritizing');
    noop(none.state, { type: 'remove-focus-issue', issueId: 'i2' });
    expect(refusal(discussing(), { type: 'remove-focus-issue', issueId: 'i1' })).toBe(LiveErrors.idsPhase);
  });

  it('starts a focus group only with focus issues picked', () => {
    expect(refusal(prioritizing(), { type: 'start-focus-group' })).toBe(LiveErrors.idsPhase);
    expect(refusal(running(), { type: 'start-focus-group' })).toBe(LiveErrors.idsPhase);
  });

  it('moves to the next focus issue once when two people press it for the same issue', () => {
    const first = run(discussing(), { type: 'next-focus-issue', wasSolved: false, focusIssueId: 'i1' });
    expect(first.focusIndex).toBe(1);
    noop(first, { type: 'next-focus-issue', wasSolved: false, focusIssueId: 'i1' });
    noop(first, { type: 'next-focus-issue', wasSolved: true, focusIssueId: 'i1' });
    expect(refusal(prioritizing(), { type: 'next-focus-issue', wasSolved: false, focusIssueId: 'i1' })).toBe(
      LiveErrors.idsPhase,
    );
  });

  it('does not count an issue solved twice when it was marked solved before it came up', () => {
    const marked = run(discussing(), { type: 'mark-as-solved', issueId: 'i1' });
    expect(marked.issueCount).toBe(2);
    const next = change(marked, { type: 'next-focus-issue', wasSolved: true, focusIssueId: 'i1' });
    expect(next.events).toEqual(['FocusIssuesChanged']);
    expect(next.state).toMatchObject({ issueCount: 2, solvedIssueIds: ['i1'] });
  });

  it('completes IDS when the last open issue is solved in the focus group', () => {
    let s = run(running(1), { type: 'start-prioritization' }, { type: 'add-focus-issue', issueId: 'i1' });
    s = run(s, { type: 'start-focus-group' });
    const out = change(s, { type: 'next-focus-issue', wasSolved: true, focusIssueId: 'i1' });
    expect(out.state).toMatchObject({ idsStatus: 'Complete', issueCount: 0 });
    expect(out.events).toEqual(['IssueSolved', 'IssueCountUpdated', 'FocusIssuesChanged', 'IdsStatusChanged']);
    // The colleague who pressed Solved at the same moment finds it done: nothing changes, nothing is refused.
    noop(out.state, { type: 'next-focus-issue', wasSolved: true, focusIssueId: 'i1' });
  });

  it('ends a focus group early', () => {
    const moved = run(discussing(), { type: 'next-focus-issue', wasSolved: false, focusIssueId: 'i1' });
    const ended = change(moved, { type: 'end-focus-group' });
    expect(ended.events).toEqual(['IdsStatusChanged']);
    expect(ended.state).toMatchObject({ idsStatus: 'IssuesDiscussed', prevFocusIndex: 1 });
    expect(refusal(ended.state, { type: 'end-focus-group' })).toBe(LiveErrors.idsPhase);
  });

  it('marks an issue solved once and reopens it', () => {
    const solved = change(running(), { type: 'mark-as-solved', issueId: 'i7' });
    expect(solved.events).toEqual(['IssueSolved', 'IssueCountUpdated']);
    expect(solved.state).toMatchObject({ issueCount: 2, solvedIssueIds: ['i7'] });
    noop(solved.state, { type: 'mark-as-solved', issueId: 'i7' });
    const reopened = change(solved.state, { type: 'reopen-issue', issueId: 'i7' });
    expect(reopened.events).toEqual(['IssueReopened', 'IssueCountUpdated']);
    expect(reopened.state).toMatchObject({ issueCount: 3, solvedIssueIds: [] });
    noop(reopened.state, { type: 'reopen-issue', issueId: 'i7' });
  });

  it('applies the count rule: Complete at 0, back to Prioritizing when the count rises', () => {
    const last = change(running(1), { type: 'mark-as-solved', issueId: 'i1' });
    expect(last.state).toMatchObject({ idsStatus: 'Complete', issueCount: 0 });
    expect(last.events).toEqual(['IssueSolved', 'IssueCountUpdated', 'IdsStatusChanged']);
    const reopened = change(last.state, { type: 'reopen-issue', issueId: 'i1' });
    expect(reopened.state).toMatchObject({ idsStatus: 'Prioritizing', issueCount: 1 });
    expect(reopened.events).toContain('IdsStatusChanged');

    const added = change(running(0), { type: 'update-issue-count', issueId: 'i2', isAdded: true });
    expect(added.state).toMatchObject({ idsStatus: 'Prioritizing', issueCount: 1 });
    expect(added.events).toEqual(['IssueCountUpdated', 'IdsStatusChanged']);
    const removed = change(added.state, { type: 'update-issue-count', issueId: 'i2', isAdded: false });
    expect(removed.state).toMatchObject({ idsStatus: 'Complete', issueCount: 0 });
  });

  it('never counts below zero', () => {
    noop(running(0), { type: 'update-issue-count', issueId: 'i1', isAdded: false });
    const solved = change(running(0), { type: 'mark-as-solved', issueId: 'i1' });
    expect(solved.state.issueCount).toBe(0);
    expect(solved.events).toEqual(['IssueSolved']);
  });

  it('counts issues created from other items, naming where they came from', () => {
    const sources = [
      ['measurable', 'MeasurableAsIssueAdded'],
      ['rock', 'RockAsIssueAdded'],
      ['headline', 'HeadlineAsIssueAdded'],
      ['todo', 'TodoAsIssueAdded'],
    ] as const;
    for (const [source, event] of sources) {
      const out = change(running(), { type: 'issue-added', issueId: 'new', source });
      expect(out.events).toEqual([event, 'IssueCountUpdated']);
      expect(out.state.issueCount).toBe(4);
    }
    const reopened = change(run(running(0)), { type: 'issue-added', issueId: 'new', source: 'todo' });
    expect(reopened.state.idsStatus).toBe('Prioritizing');
  });
});

describe('any sequence of commands', () => {
  /** A small seeded generator (mulberry32): the same walks on every run, so a failure reproduces. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function randomCommand(rand: () => number, state: StoredLiveMeetingState): LiveCommand {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
    const personId = uuid(pick(['alice', 'bob', 'carol']));
    const issueId = uuid(pick(['i1', 'i2', 'i3', 'i4']));
    const commands: LiveCommand[] = [
      { type: 'join', person: person(personId), connectionId: `${personId}-${pick([1, 2])}` },
      { type: 'leave', personId, connectionId: rand() < 0.5 ? undefined : `${personId}-1` },
      { type: 'join-offline', person: person(personId) },
      { type: 'leave-offline', personId },
      { type: 'prune-connections', liveConnectionIds: [`${uuid('alice')}-1`, `${uuid('bob')}-2`] },
      { type: 'start' },
      { type: 'pause' },
      { type: 'resume' },
      { type: 'next-agenda-item', agendaIndex: rand() < 0.5 ? undefined : state.agendaIndex },
      { type: 'set-agenda-item', index: Math.floor(rand() * 9) - 1 },
      { type: 'add-rating', personId, rating: 1 + Math.floor(rand() * 10) },
      { type: 'review-headline', headlineId: uuid(pick(['h1', 'h2'])) },
      { type: 'set-selected-attendee', personId },
      { type: 'start-prioritization' },
      { type: 'add-focus-issue', issueId },
      { type: 'remove-focus-issue', issueId },
      { type: 'start-focus-group' },
      {
        type: 'next-focus-issue',
        wasSolved: rand() < 0.5,
        focusIssueId: state.focusIssueIds[state.focusIndex] ?? issueId,
      },
      { type: 'end-focus-group' },
      { type: 'mark-as-solved', issueId },
      { type: 'reopen-issue', issueId },
      { type: 'update-issue-count', issueId, isAdded: rand() < 0.5 },
      { type: 'issue-added', issueId, source: pick(['measurable', 'rock', 'headline', 'todo'] as const) },
      { type: 'make-scribe', personId },
      { type: 'reaction', id: 'fire' },
    ];
    // Ending is rare, so that walks spend most of their time in a started meeting.
    return rand() < 0.02 ? { type: 'end' } : pick(commands);
  }

  it('keeps the agenda index, the issue count, the clocks and the version sane', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const rand = random(seed);
      let state = fresh(Math.floor(rand() * 4));
      for (let tick = 1; tick <= 80; tick++) {
        const command = randomCommand(rand, state);
        const out = applyLiveCommand(deepFreeze(state), command, at(tick * 7));
        if (!out.ok) continue;
        const bump = out.state.version - state.version;
        expect(bump === 0 || bump === 1, `seed ${seed}, ${command.type}`).toBe(true);
        expect(bump === 1).toBe(out.state !== state);
        expect(out.events.length > 0).toBe(bump === 1 || command.type === 'reaction');
        state = out.state;
        expect(state.agendaIndex).toBeGreaterThanOrEqual(0);
        expect(state.agendaIndex).toBeLessThan(state.agenda.length);
        expect(state.issueCount).toBeGreaterThanOrEqual(0);
        if (state.issueCount === 0) expect(state.idsStatus, `seed ${seed}, ${command.type}`).toBe('Complete');
        expect(meetingElapsedMs(state, T0 + tick * 7000)).toBeLessThanOrEqual(tick * 7000);
      }
      expect(() => StoredLiveMeetingState.parse(state)).not.toThrow();
    }
  });
});
