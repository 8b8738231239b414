import type { IdsStatus, LiveMeetingEvent, StoredLiveMeetingState } from '../schemas/live-meeting.ts';
import { type IssueSource, type LiveCommand, type LiveError, LiveErrors } from './types.ts';

/**
 * IDS (Identify, Discuss, Solve) and the issue count (001 §4, 002 §4). The phases run
 * Reviewing -> Prioritizing -> ReadyToDiscuss -> DiscussSolve -> IssuesDiscussed, and Complete
 * whenever no issue is left open.
 */

type Patch = Partial<StoredLiveMeetingState>;

/** What a command does to the state: a change, a refusal, or nothing at all (null). */
export type Step = { patch: Patch; events: LiveMeetingEvent[] } | { error: LiveError } | null;

export const IDS_COMMANDS = [
  'start-prioritization',
  'add-focus-issue',
  'remove-focus-issue',
  'start-focus-group',
  'next-focus-issue',
  'end-focus-group',
  'mark-as-solved',
  'reopen-issue',
  'update-issue-count',
  'issue-added',
] as const satisfies readonly LiveCommand['type'][];
export type IdsCommand = Extract<LiveCommand, { type: (typeof IDS_COMMANDS)[number] }>;

export function isIdsCommand(command: LiveCommand): command is IdsCommand {
  return (IDS_COMMANDS as readonly string[]).includes(command.type);
}

/** Focus issues are picked only while prioritizing. */
const PICKING: readonly IdsStatus[] = ['Prioritizing', 'ReadyToDiscuss'];

const ISSUE_ADDED_EVENTS: Record<IssueSource, LiveMeetingEvent> = {
  measurable: 'MeasurableAsIssueAdded',
  rock: 'RockAsIssueAdded',
  headline: 'HeadlineAsIssueAdded',
  todo: 'TodoAsIssueAdded',
};

const refuse = (error: LiveError): Step => ({ error });

/**
 * A change; IdsStatusChanged joins the events whenever the phase moved, so no command can forget it.
 */
function change(state: StoredLiveMeetingState, patch: Patch, events: LiveMeetingEvent[]): Step {
  const moved = patch.idsStatus !== undefined && patch.idsStatus !== state.idsStatus;
  return { patch, events: moved && !events.includes('IdsStatusChanged') ? [...events, 'IdsStatusChanged'] : events };
}

/**
 * The count rule (001 §4): the count never drops below 0; reaching 0 completes IDS, and rising above 0
 * while Complete reopens it at Prioritizing. `status` is the phase the command has reached so far.
 */
function countRule(status: IdsStatus, count: number, delta: number): { issueCount: number; idsStatus: IdsStatus } {
  const issueCount = Math.max(0, count + delta);
  if (issueCount === 0) return { issueCount, idsStatus: 'Complete' };
  if (issueCount > count && status === 'Complete') return { issueCount, idsStatus: 'Prioritizing' };
  return { issueCount, idsStatus: status };
}

/** Solving an issue: it joins the solved list and leaves the count (which may complete IDS). */
function solve(
  state: StoredLiveMeetingState,
  issueId: string,
  status: IdsStatus,
): { patch: Patch; events: LiveMeetingEvent[] } {
  const counted = countRule(status, state.issueCount, -1);
  return {
    patch: { solvedIssueIds: [...state.solvedIssueIds, issueId], ...counted },
    events: counted.issueCount === state.issueCount ? ['IssueSolved'] : ['IssueSolved', 'IssueCountUpdated'],
  };
}

function startPrioritization(state: StoredLiveMeetingState): Step {
  const from = state.idsStatus;
  const allowed = from === 'Reviewing' || from === 'IssuesDiscussed' || (from === 'Complete' && state.issueCount > 0);
  if (!allowed) return refuse(LiveErrors.idsPhase);
  const patch: Patch = {
    idsStatus: 'Prioritizing',
    prevFocusIndex: state.focusIndex,
    focusIssueIds: [],
    focusIndex: 0,
  };
  return change(state, patch, ['IdsStatusChanged', 'FocusIssuesChanged']);
}

function addFocusIssue(state: StoredLiveMeetingState, issueId: string): Step {
  if (!PICKING.includes(state.idsStatus)) return refuse(LiveErrors.idsPhase);
  if (state.solvedIssueIds.includes(issueId)) return refuse(LiveErrors.issueSolved);
  if (state.focusIssueIds.includes(issueId)) return null;
  const patch: Patch = { focusIssueIds: [...state.focusIssueIds, issueId], idsStatus: 'ReadyToDiscuss' };
  return change(state, patch, ['FocusIssuesChanged']);
}

function removeFocusIssue(state: StoredLiveMeetingState, issueId: string): Step {
  if (!PICKING.includes(state.idsStatus)) return refuse(LiveErrors.idsPhase);
  if (!state.focusIssueIds.includes(issueId)) return null;
  const focusIssueIds = state.focusIssueIds.filter((id) => id !== issueId);
  const idsStatus = focusIssueIds.length === 0 ? 'Prioritizing' : state.idsStatus;
  return change(state, { focusIssueIds, idsStatus }, ['FocusIssuesChanged']);
}

function startFocusGroup(state: StoredLiveMeetingState): Step {
  if (state.idsStatus !== 'ReadyToDiscuss' || state.focusIssueIds.length === 0) return refuse(LiveErrors.idsPhase);
  return change(state, { idsStatus: 'DiscussSolve', focusIndex: 0 }, ['IdsStatusChanged', 'FocusIssuesChanged']);
}

/**
 * Done with the current focus issue. `focusIssueId` is the issue the caller saw: when two people press
 * Next for the same issue, the second finds the group already moved on and changes nothing.
 */
function nextFocusIssue(state: StoredLiveMeetingState, wasSolved: boolean, focusIssueId: string): Step {
  // A second press for an issue already moved past is a no-op, whatever phase the first press led to.
  const stale = state.focusIssueIds.includes(focusIssueId) && state.focusIssueIds[state.focusIndex] !== focusIssueId;
  if (stale) return null;
  if (state.idsStatus !== 'DiscussSolve') return refuse(LiveErrors.idsPhase);
  const focusIndex = state.focusIndex + 1;
  const idsStatus: IdsStatus = focusIndex >= state.focusIssueIds.length ? 'IssuesDiscussed' : 'DiscussSolve';
  const discussed = state.discussedIssueIds.includes(focusIssueId) ? [] : [focusIssueId];
  const patch: Patch = {
    discussedIssueIds: [...state.discussedIssueIds, ...discussed],
    prevFocusIndex: state.focusIndex,
    focusIndex,
    idsStatus,
  };
  // Already solved through mark-as-solved: it left the count then, so it must not leave it twice.
  if (!wasSolved || state.solvedIssueIds.includes(focusIssueId)) return change(state, patch, ['FocusIssuesChanged']);
  const solved = solve(state, focusIssueId, idsStatus);
  return change(state, { ...patch, ...solved.patch }, [...solved.events, 'FocusIssuesChanged']);
}

function endFocusGroup(state: StoredLiveMeetingState): Step {
  if (state.idsStatus !== 'DiscussSolve') return refuse(LiveErrors.idsPhase);
  return change(state, { idsStatus: 'IssuesDiscussed', prevFocusIndex: state.focusIndex }, ['IdsStatusChanged']);
}

/** Solved outside the focus group; its place in focusIssueIds is kept so the group's indexes stay put. */
function markAsSolved(state: StoredLiveMeetingState, issueId: string): Step {
  if (state.solvedIssueIds.includes(issueId)) return null;
  const solved = solve(state, issueId, state.idsStatus);
  return change(state, solved.patch, solved.events);
}

function reopenIssue(state: StoredLiveMeetingState, issueId: string): Step {
  if (!state.solvedIssueIds.includes(issueId)) return null;
  const patch: Patch = {
    solvedIssueIds: state.solvedIssueIds.filter((id) => id !== issueId),
    ...countRule(state.idsStatus, state.issueCount, 1),
  };
  return change(state, patch, ['IssueReopened', 'IssueCountUpdated']);
}

function countBy(state: StoredLiveMeetingState, delta: number, events: LiveMeetingEvent[]): Step {
  const counted = countRule(state.idsStatus, state.issueCount, delta);
  if (counted.issueCount === state.issueCount && counted.idsStatus === state.idsStatus) return null;
  return change(state, counted, events);
}

/** IDS commands; the caller has already checked that the meeting is started where that matters. */
export function applyIdsCommand(state: StoredLiveMeetingState, command: IdsCommand): Step {
  switch (command.type) {
    case 'start-prioritization':
      return startPrioritization(state);
    case 'add-focus-issue':
      return addFocusIssue(state, command.issueId);
    case 'remove-focus-issue':
      return removeFocusIssue(state, command.issueId);
    case 'start-focus-group':
      return startFocusGroup(state);
    case 'next-focus-issue':
      return nextFocusIssue(state, command.wasSolved, command.focusIssueId);
    case 'end-focus-group':
      return endFocusGroup(state);
    case 'mark-as-solved':
      return markAsSolved(state, command.issueId);
    case 'reopen-issue':
      return reopenIssue(state, command.issueId);
    case 'update-issue-count':
      return countBy(state, command.isAdded ? 1 : -1, ['IssueCountUpdated']);
    case 'issue-added':
      return countBy(state, 1, [ISSUE_ADDED_EVENTS[command.source], 'IssueCountUpdated']);
  }
}
