import { type AgendaItemType, AgendaItemTypes } from '../enums.ts';
import { normalizeAgendaItemType } from '../rules/agendas.ts';
import type {
  LiveAgendaItem,
  LiveMeetingEvent,
  StoredLiveAttendee,
  StoredLiveMeetingState,
} from '../schemas/live-meeting.ts';
import type { StoredAgendaItem } from './agenda.ts';
import { meetingElapsedMs, sectionElapsedMs } from './clocks.ts';
import { applyIdsCommand, type IdsCommand, isIdsCommand, type Step } from './ids.ts';
import {
  type LiveCommand,
  type LiveContext,
  type LiveError,
  LiveErrors,
  type LiveOutcome,
  type LivePerson,
  type NewLiveMeeting,
} from './types.ts';

/**
 * The live Level 10 meeting as a pure reducer (001 §3–§4, 002 §3–§4): the server loads the state,
 * applies one command, and writes and broadcasts what comes back. Nothing here reads a clock or
 * mutates its input, so every node of the server computes the same answer.
 */

type Patch = Partial<StoredLiveMeetingState>;
type MeetingCommand = Exclude<LiveCommand, IdsCommand | { type: 'reaction' }>;

const step = (patch: Patch, events: LiveMeetingEvent[]): Step => ({ patch, events });
const refuse = (error: LiveError): Step => ({ error });

const isAgendaItemType = (type: string): type is AgendaItemType =>
  (AgendaItemTypes as readonly string[]).includes(type);

function toLiveAgendaItem(item: StoredAgendaItem): LiveAgendaItem {
  return {
    // Old agendas say RockReview; agendas written by a newer build may hold a type we do not know.
    type: isAgendaItemType(item.type) ? normalizeAgendaItemType(item.type) : 'Custom',
    name: item.name,
    icon: item.icon,
    minutes: item.minutes,
    customContent: item.customContent ? { ...item.customContent } : null,
    elapsedMs: 0,
  };
}

export function createLiveState(input: NewLiveMeeting): StoredLiveMeetingState {
  const issueCount = Math.max(0, input.issueCount);
  return {
    id: input.id,
    meetingId: input.meetingId,
    meetingThreadId: input.meetingThreadId,
    title: input.title,
    version: 0,
    scribePersonId: null,
    agendaTemplateId: input.agendaTemplateId,
    agendaName: input.agendaName,
    status: 'NotStarted',
    started: null,
    elapsedMs: 0,
    runningSince: null,
    sectionSince: null,
    attendees: [],
    agenda: input.agenda.map(toLiveAgendaItem),
    agendaIndex: 0,
    focusIndex: 0,
    discussedIssueIds: [],
    idsStatus: issueCount === 0 ? 'Complete' : 'Reviewing',
    focusIssueIds: [],
    prevFocusIndex: 0,
    issueCount,
    addedTodoIds: [],
    reviewedHeadlineIds: [],
    completedTodoIds: [],
    solvedIssueIds: [],
    settings: { sendRecapEmail: true, clearMeetingItems: true },
  };
}

// ----- attendees -----

const findAttendee = (state: StoredLiveMeetingState, personId: string) =>
  state.attendees.find((a) => a.personId === personId);

function updateAttendee(
  state: StoredLiveMeetingState,
  personId: string,
  update: Partial<StoredLiveAttendee>,
): StoredLiveAttendee[] {
  return state.attendees.map((a) => (a.personId === personId ? { ...a, ...update } : a));
}

function newAttendee(person: LivePerson, isOffline: boolean): StoredLiveAttendee {
  const { personId, firstName, lastName, avatarUrl } = person;
  return {
    personId,
    firstName,
    lastName,
    avatarUrl,
    rating: null,
    segueStatus: 'NotSelected',
    connectionIds: [],
    isOffline,
  };
}

/** A screen joins; its person is listed once, with every screen they have open. */
function join(state: StoredLiveMeetingState, person: LivePerson, connectionId: string): Step {
  const found = findAttendee(state, person.personId);
  const before = found ?? newAttendee(person, false);
  const connectionIds = before.connectionIds.includes(connectionId)
    ? before.connectionIds
    : [...before.connectionIds, connectionId];
  const { firstName, lastName, avatarUrl } = person;
  const after: StoredLiveAttendee = { ...before, firstName, lastName, avatarUrl, connectionIds, isOffline: false };
  if (!found) return step({ attendees: [...state.attendees, after] }, ['Joined']);
  const same =
    found.connectionIds === connectionIds &&
    !found.isOffline &&
    found.firstName === firstName &&
    found.lastName === lastName &&
    found.avatarUrl === avatarUrl;
  return same ? null : step({ attendees: updateAttendee(state, person.personId, after) }, ['Joined']);
}

/** A screen (or, without connectionId, every screen of the person) leaves; they stay listed as having attended. */
function leave(state: StoredLiveMeetingState, personId: string, connectionId: string | undefined): Step {
  const found = findAttendee(state, personId);
  if (!found) return null;
  const connectionIds = connectionId === undefined ? [] : found.connectionIds.filter((c) => c !== connectionId);
  if (connectionIds.length === found.connectionIds.length) return null;
  return step({ attendees: updateAttendee(state, personId, { connectionIds }) }, ['Left']);
}

function joinOffline(state: StoredLiveMeetingState, person: LivePerson): Step {
  if (findAttendee(state, person.personId)) return null;
  return step({ attendees: [...state.attendees, newAttendee(person, true)] }, ['Joined']);
}

/** Unmarking someone in the room; a person with a screen open is really here and stays. */
function leaveOffline(state: StoredLiveMeetingState, personId: string): Step {
  const found = findAttendee(state, personId);
  if (!found || found.connectionIds.length > 0) return null;
  return step({ attendees: state.attendees.filter((a) => a !== found) }, ['Left']);
}

function pruneConnections(state: StoredLiveMeetingState, liveConnectionIds: readonly string[]): Step {
  const live = new Set(liveConnectionIds);
  let removed = false;
  const attendees = state.attendees.map((a) => {
    const connectionIds = a.connectionIds.filter((c) => live.has(c));
    if (connectionIds.length === a.connectionIds.length) return a;
    removed = true;
    return { ...a, connectionIds };
  });
  return removed ? step({ attendees }, ['Left']) : null;
}

function addRating(state: StoredLiveMeetingState, personId: string, rating: number): Step {
  const found = findAttendee(state, personId);
  if (!found) return refuse(LiveErrors.notAttendee);
  if (found.rating === rating) return null;
  return step({ attendees: updateAttendee(state, personId, { rating }) }, ['RatingAdded']);
}

/** Segue: the speaker now is Selected; whoever spoke before becomes AlreadySelected. */
function selectAttendee(state: StoredLiveMeetingState, personId: string): Step {
  const found = findAttendee(state, personId);
  if (!found) return refuse(LiveErrors.notAttendee);
  if (found.segueStatus === 'Selected') return null;
  const attendees = state.attendees.map((a): StoredLiveAttendee => {
    if (a.personId === personId) return { ...a, segueStatus: 'Selected' };
    return a.segueStatus === 'Selected' ? { ...a, segueStatus: 'AlreadySelected' } : a;
  });
  return step({ attendees }, ['SelectedAttendeeChanged']);
}

// ----- clocks and agenda -----

/** The agenda with the active section's running time moved into its stored elapsedMs. */
function foldSection(state: StoredLiveMeetingState, nowMs: number): LiveAgendaItem[] {
  return state.agenda.map((item, i) =>
    i === state.agendaIndex ? { ...item, elapsedMs: sectionElapsedMs(state, i, nowMs) } : item,
  );
}

/** Stops both clocks: the time run so far moves into the stored totals. */
function stopClocks(state: StoredLiveMeetingState, nowMs: number): Patch {
  const elapsedMs = meetingElapsedMs(state, nowMs);
  return { elapsedMs, agenda: foldSection(state, nowMs), runningSince: null, sectionSince: null };
}

function start(state: StoredLiveMeetingState, now: Date): Step {
  if (state.status !== 'NotStarted') return refuse(LiveErrors.alreadyStarted);
  const iso = now.toISOString();
  return step({ status: 'Running', started: iso, runningSince: iso, sectionSince: iso }, ['Started']);
}

function pause(state: StoredLiveMeetingState, now: Date): Step {
  if (state.status !== 'Running') return refuse(LiveErrors.notRunning);
  return step({ status: 'Paused', ...stopClocks(state, now.getTime()) }, ['MeetingUpdated']);
}

function resume(state: StoredLiveMeetingState, now: Date): Step {
  if (state.status !== 'Paused') return refuse(LiveErrors.notPaused);
  const iso = now.toISOString();
  return step({ status: 'Running', runningSince: iso, sectionSince: iso }, ['MeetingUpdated']);
}

function end(state: StoredLiveMeetingState, now: Date): Step {
  if (state.status === 'Completed') return null;
  const clocks = state.status === 'Running' ? stopClocks(state, now.getTime()) : {};
  return step({ ...clocks, status: 'Completed', runningSince: null, sectionSince: null }, ['Ended']);
}

/** Moves to a section; while Running the section clock restarts there, while Paused it waits for resume. */
function goToSection(state: StoredLiveMeetingState, index: number, now: Date): Step {
  const clocks =
    state.status === 'Running' ? { agenda: foldSection(state, now.getTime()), sectionSince: now.toISOString() } : {};
  return step({ ...clocks, agendaIndex: index }, ['AgendaItemChanged']);
}

/** `seenIndex` is the section the caller saw: two people pressing Next together advance once. */
function nextAgendaItem(state: StoredLiveMeetingState, seenIndex: number | undefined, now: Date): Step {
  if (seenIndex !== undefined && seenIndex !== state.agendaIndex) return null;
  if (state.agendaIndex >= state.agenda.length - 1) return null;
  return goToSection(state, state.agendaIndex + 1, now);
}

function setAgendaItem(state: StoredLiveMeetingState, index: number, now: Date): Step {
  if (!Number.isInteger(index) || index < 0 || index >= state.agenda.length) return refuse(LiveErrors.noSuchSection);
  return index === state.agendaIndex ? null : goToSection(state, index, now);
}

// ----- the rest -----

function setSetting(
  state: StoredLiveMeetingState,
  key: keyof StoredLiveMeetingState['settings'],
  value: boolean,
): Step {
  if (state.settings[key] === value) return null;
  return step({ settings: { ...state.settings, [key]: value } }, ['SettingsUpdated']);
}

function applyMeetingCommand(state: StoredLiveMeetingState, command: MeetingCommand, now: Date): Step {
  switch (command.type) {
    case 'join':
      return join(state, command.person, command.connectionId);
    case 'leave':
      return leave(state, command.personId, command.connectionId);
    case 'join-offline':
      return joinOffline(state, command.person);
    case 'leave-offline':
      return leaveOffline(state, command.personId);
    case 'prune-connections':
      return pruneConnections(state, command.liveConnectionIds);
    case 'start':
      return start(state, now);
    case 'pause':
      return pause(state, now);
    case 'resume':
      return resume(state, now);
    case 'end':
      return end(state, now);
    case 'next-agenda-item':
      return nextAgendaItem(state, command.agendaIndex, now);
    case 'set-agenda-item':
      return setAgendaItem(state, command.index, now);
    case 'add-rating':
      return addRating(state, command.personId, command.rating);
    case 'set-selected-attendee':
      return selectAttendee(state, command.personId);
    case 'review-headline':
      if (state.reviewedHeadlineIds.includes(command.headlineId)) return null;
      return step({ reviewedHeadlineIds: [...state.reviewedHeadlineIds, command.headlineId] }, ['MeetingUpdated']);
    case 'clear-meeting-items-changed':
      return setSetting(state, 'clearMeetingItems', command.shouldClear);
    case 'send-recap-email-changed':
      return setSetting(state, 'sendRecapEmail', command.shouldSend);
    case 'make-scribe':
      if (state.scribePersonId === command.personId) return null;
      return step({ scribePersonId: command.personId }, ['MeetingUpdated']);
  }
}

/** Commands that only make sense between start and end ("started" = Running or Paused). */
const NEEDS_STARTED: ReadonlySet<LiveCommand['type']> = new Set<LiveCommand['type']>([
  'next-agenda-item',
  'set-agenda-item',
  'add-rating',
  'review-headline',
  'start-prioritization',
  'add-focus-issue',
  'remove-focus-issue',
  'next-focus-issue',
  'start-focus-group',
  'end-focus-group',
  'mark-as-solved',
  'reopen-issue',
  'set-selected-attendee',
  'pause',
  'resume',
]);

export const isLiveMeetingStarted = (state: Pick<StoredLiveMeetingState, 'status'>): boolean =>
  state.status === 'Running' || state.status === 'Paused';

/**
 * Applies one command to the live meeting. Pure: the input state is never changed.
 * - A change answers a new state with version + 1 and the events to broadcast.
 * - Nothing to change (a repeat, a second person's stale press) answers the SAME state object and no
 *   events: the server then neither writes nor emits.
 * - A refusal answers the language-pack id of the reason.
 * - 'reaction' is the one exception: it answers the same state (version not bumped, nothing to write)
 *   yet the events ['Reacted'], because a reaction is only ever a broadcast.
 */
export function applyLiveCommand(state: StoredLiveMeetingState, command: LiveCommand, ctx: LiveContext): LiveOutcome {
  if (command.type === 'reaction') return { ok: true, state, events: ['Reacted'] };
  if (NEEDS_STARTED.has(command.type) && !isLiveMeetingStarted(state))
    return { ok: false, error: LiveErrors.notStarted };
  const result = isIdsCommand(command) ? applyIdsCommand(state, command) : applyMeetingCommand(state, command, ctx.now);
  if (result === null) return { ok: true, state, events: [] };
  if ('error' in result) return { ok: false, error: result.error };
  return { ok: true, state: { ...state, ...result.patch, version: state.version + 1 }, events: result.events };
}
