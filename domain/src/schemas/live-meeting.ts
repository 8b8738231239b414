import { z } from 'zod';
import { AgendaItemTypes, type IdsPhase, IdsPhases } from '../enums.ts';
import type { LiveStatePatch } from '../live-meeting/patch.ts';
import { Id, M } from './common.ts';

/**
 * The live meeting (001 §3–§4, §7; 002 §3–§4, §7): one versioned state per meeting, owned by the
 * server, changed only through the hub calls below (POST /api/v2/live-meeting/{call}) and told with
 * every event of the live-meeting hub (whole, or what changed).
 */

export const LiveMeetingStatuses = ['NotStarted', 'Running', 'Paused', 'Completed'] as const;
export type LiveMeetingStatus = (typeof LiveMeetingStatuses)[number];

/** The state's `idsStatus` takes the IDS phases of domain/enums.ts. */
export const IdsStatuses = IdsPhases;
export type IdsStatus = IdsPhase;

export const SegueStatuses = ['NotSelected', 'AlreadySelected', 'Selected'] as const;
export type SegueStatus = (typeof SegueStatuses)[number];

/** The reactions anyone can send; the screen shows them as emoji. */
export const Reactions = ['thumbs-up', 'clap', 'heart', 'laugh', 'fire', 'party'] as const;
export type Reaction = (typeof Reactions)[number];

export const MEETING_RATING = { min: 1, max: 10, good: 8 } as const;

const attendeeFields = {
  personId: Id,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  rating: z.number().int().nullable(),
  segueStatus: z.enum(SegueStatuses),
  /** Marked present by someone else (join-offline): in the room without a device. */
  isOffline: z.boolean(),
};

/** An attendee as everyone in the meeting sees them: whether a screen of theirs is connected, not which. */
export const LiveAttendee = z.object({ ...attendeeFields, connected: z.boolean() });
export type LiveAttendee = z.infer<typeof LiveAttendee>;

/**
 * An attendee as the server stores them: the socket ids of their open screens (empty when not
 * connected). Socket ids never leave the server: they would let others act on someone's connection.
 */
export const StoredLiveAttendee = z.object({ ...attendeeFields, connectionIds: z.array(z.string()) });
export type StoredLiveAttendee = z.infer<typeof StoredLiveAttendee>;

export const LiveAgendaItem = z.object({
  type: z.enum(AgendaItemTypes),
  name: z.string(),
  icon: z.string(),
  minutes: z.number().int(),
  customContent: z.object({ contentType: z.enum(['text', 'html', 'link']), content: z.string() }).nullable(),
  /** Time spent in this section before its clock last (re)started. */
  elapsedMs: z.number().int(),
});
export type LiveAgendaItem = z.infer<typeof LiveAgendaItem>;

export const LiveMeetingSettings = z.object({ sendRecapEmail: z.boolean(), clearMeetingItems: z.boolean() });

const stateFields = {
  id: Id,
  meetingId: Id,
  meetingThreadId: Id,
  title: z.string(),
  /** Bumped by every change; clients drop any state older than the one they hold. */
  version: z.number().int(),
  scribePersonId: Id.nullable(),
  agendaTemplateId: z.string().nullable(),
  agendaName: z.string(),
  status: z.enum(LiveMeetingStatuses),
  /** When the meeting was started (ISO), null before. */
  started: z.string().nullable(),
  /** Meeting clock: time run before `runningSince`; while Running it also counts from `runningSince`. */
  elapsedMs: z.number().int(),
  runningSince: z.string().nullable(),
  /** The active section's clock runs from here while Running (its earlier time is in its elapsedMs). */
  sectionSince: z.string().nullable(),
  agenda: z.array(LiveAgendaItem),
  agendaIndex: z.number().int(),
  focusIndex: z.number().int(),
  discussedIssueIds: z.array(Id),
  idsStatus: z.enum(IdsStatuses),
  focusIssueIds: z.array(Id),
  prevFocusIndex: z.number().int(),
  issueCount: z.number().int(),
  addedTodoIds: z.array(Id),
  reviewedHeadlineIds: z.array(Id),
  completedTodoIds: z.array(Id),
  solvedIssueIds: z.array(Id),
  settings: LiveMeetingSettings,
};

/** The state as clients get it (answers and hub events). */
export const LiveMeetingState = z.object({ ...stateFields, attendees: z.array(LiveAttendee) });
export type LiveMeetingState = z.infer<typeof LiveMeetingState>;

/** The state as the server stores it and the state machine changes it. */
export const StoredLiveMeetingState = z.object({ ...stateFields, attendees: z.array(StoredLiveAttendee) });
export type StoredLiveMeetingState = z.infer<typeof StoredLiveMeetingState>;

/** What a stored state shows: every attendee's socket ids become a `connected` flag. */
export function presentLiveState(stored: StoredLiveMeetingState): LiveMeetingState {
  return {
    ...stored,
    attendees: stored.attendees.map(({ connectionIds, ...attendee }) => ({
      ...attendee,
      connected: connectionIds.length > 0,
    })),
  };
}

/** Every call names its meeting twice, as the spec's hub does; the server checks they agree. */
const Target = { meetingThreadId: Id, meetingId: Id };
const Rating = z
  .number({ error: M.required })
  .int({ error: M.invalid })
  .min(MEETING_RATING.min, { error: 'VAL_RATING' })
  .max(MEETING_RATING.max, { error: 'VAL_RATING' });

/** Request bodies, by call name (the path after live-meeting/). */
export const LiveMeetingCalls = {
  join: z.object({ ...Target, connectionId: z.string().min(1).max(64) }),
  leave: z.object({ ...Target, connectionId: z.string().min(1).max(64).optional() }),
  'join-offline': z.object({ ...Target, connectionId: z.null().optional(), personId: Id }),
  'leave-offline': z.object({ ...Target, personId: Id }),
  start: z.object(Target),
  end: z.object({ ...Target, baseUrl: z.url().max(300) }),
  /** Pause and resume: the spec lists Paused but not its trigger (see docs/decisions.md). */
  pause: z.object(Target),
  resume: z.object(Target),
  /**
   * `agendaIndex` is the section the caller saw: two people pressing Next at once advance once.
   * Without it the agenda simply advances.
   */
  'next-agenda-item': z.object({ ...Target, agendaIndex: z.number().int().min(0).optional() }),
  'set-agenda-item': z.object({ ...Target, index: z.number().int().min(0) }),
  reaction: z.object({ ...Target, id: z.enum(Reactions) }),
  'add-rating': z.object({ ...Target, personId: Id, rating: Rating }),
  'review-headline': z.object({ ...Target, headlineId: Id }),
  'clear-meeting-items-changed': z.object({ ...Target, shouldClear: z.boolean() }),
  'send-recap-email-changed': z.object({ ...Target, shouldSend: z.boolean() }),
  'start-prioritization': z.object(Target),
  'add-focus-issue': z.object({ ...Target, issueId: Id }),
  'remove-focus-issue': z.object({ ...Target, issueId: Id }),
  'next-focus-issue': z.object({ ...Target, wasSolved: z.boolean(), focusIssueId: Id }),
  'start-focus-group': z.object(Target),
  'end-focus-group': z.object(Target),
  'mark-as-solved': z.object({ ...Target, issueId: Id }),
  'set-selected-attendee': z.object({ ...Target, personId: Id }),
  'reopen-issue': z.object({ ...Target, issueId: Id }),
  'update-issue-count': z.object({ ...Target, issueId: Id, isAdded: z.boolean() }),
  'add-measurable-as-issue': z.object({ ...Target, measurableId: Id }),
  'add-rock-as-issue': z.object({ ...Target, rockId: Id }),
  'add-headline-as-issue': z.object({ ...Target, headlineId: Id }),
  'add-todo-as-issue': z.object({ ...Target, todoId: Id }),
  /** 'Make Me the Scribe' (001 §4); the spec shows the button, not its call. */
  'make-scribe': z.object(Target),
} as const;
export type LiveMeetingCall = keyof typeof LiveMeetingCalls;
export type LiveMeetingCallBody<C extends LiveMeetingCall> = z.infer<(typeof LiveMeetingCalls)[C]>;

export const LiveMeetingResponse = z.object({ succeeded: z.literal(true), liveMeeting: LiveMeetingState });
/** end also answers the session it recorded (null when the meeting never started). */
export const LiveMeetingEndResponse = LiveMeetingResponse.extend({ sessionId: Id.nullable() });
/** The add-*-as-issue calls also answer the issue they created (for the 10-second toast's Edit). */
export const LiveMeetingIssueResponse = LiveMeetingResponse.extend({ issueId: Id });

/** Events of the live-meeting hub (001 §7), sent to the room `meeting:<threadId>`. */
export const LiveMeetingEvents = [
  'AgendaItemChanged',
  'SelectedAttendeeChanged',
  'Connected',
  'Ended',
  'FocusIssuesChanged',
  'HeadlineAsIssueAdded',
  'IdsStatusChanged',
  'IssueSolved',
  'IssueReopened',
  'IssueCountUpdated',
  'Joined',
  'Left',
  'MeasurableAsIssueAdded',
  'RatingAdded',
  'SettingsUpdated',
  'Reacted',
  'RockAsIssueAdded',
  'Started',
  'TodoAsIssueAdded',
  'MeetingUpdated',
] as const;
export type LiveMeetingEvent = (typeof LiveMeetingEvents)[number];

/**
 * Every event but Reacted and Ended carries the whole new state; Reacted carries who reacted with
 * what; Ended carries the session the meeting became (its summary page).
 */
export interface LiveMeetingEventPayload {
  meetingId: string;
  meetingThreadId: string;
  /**
   * Every event but Reacted and Ended tells the new state: whole in `state`, or as `patch` from the
   * state before when that is smaller (a rating, a move); `version` is the new state's either way.
   */
  state?: LiveMeetingState;
  patch?: LiveStatePatch;
  version?: number;
  /** Who made the change. */
  personId?: string;
  /** Reacted: the reaction. */
  reaction?: Reaction;
  /** Ended: the session that was recorded. */
  sessionId?: string;
  /** *AsIssueAdded: the new issue. */
  issueId?: string;
}

/** The Conclude recap and the summary: what the meeting did, computed from the items themselves. */
export const LiveMeetingRecapItem = z.object({ id: Id, title: z.string(), ownerId: Id.nullable() });
export const LiveMeetingRecap = z.object({
  addedTodos: z.array(LiveMeetingRecapItem),
  completedTodos: z.array(LiveMeetingRecapItem),
  solvedIssues: z.array(LiveMeetingRecapItem),
  reviewedHeadlines: z.array(LiveMeetingRecapItem),
  /** Of the To-Dos due this week, the share done, 0 to 100 (the 90% guidance); null when none were due. */
  todoCompletionRate: z.number().nullable(),
});
export type LiveMeetingRecap = z.infer<typeof LiveMeetingRecap>;
export const LiveMeetingRecapResponse = z.object({ succeeded: z.literal(true), recap: LiveMeetingRecap });

/** What a held session keeps for its summary page (/traction/{tractionId}/{threadId}/{meetingId}). */
export const LiveMeetingSummary = z.object({
  attendees: z.array(
    z.object({
      personId: Id,
      firstName: z.string(),
      lastName: z.string(),
      avatarUrl: z.string().nullable(),
      rating: z.number().int().nullable(),
    }),
  ),
  sections: z.array(
    z.object({ name: z.string(), type: z.enum(AgendaItemTypes), minutes: z.number(), elapsedMs: z.number() }),
  ),
  addedTodos: z.array(LiveMeetingRecapItem),
  completedTodos: z.array(LiveMeetingRecapItem),
  solvedIssues: z.array(LiveMeetingRecapItem),
  reviewedHeadlines: z.array(LiveMeetingRecapItem),
});
export type LiveMeetingSummary = z.infer<typeof LiveMeetingSummary>;
