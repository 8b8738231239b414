import type { LiveMeetingEvent, Reaction, StoredLiveMeetingState } from '../schemas/live-meeting.ts';
import type { StoredAgendaItem } from './agenda.ts';

/** A person as the live meeting lists them. */
export interface LivePerson {
  personId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export type IssueSource = 'measurable' | 'rock' | 'headline' | 'todo';

/**
 * What the state machine is asked to do. The server builds these from the hub calls (it adds what it
 * knows: the person's name, the issue it created) and applies them with applyLiveCommand.
 */
export type LiveCommand =
  | { type: 'join'; person: LivePerson; connectionId: string }
  /** Without connectionId: every screen of that person leaves. */
  | { type: 'leave'; personId: string; connectionId?: string }
  | { type: 'join-offline'; person: LivePerson }
  | { type: 'leave-offline'; personId: string }
  /** Drops connections no app node knows any more (a node died without saying goodbye). */
  | { type: 'prune-connections'; liveConnectionIds: string[] }
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'end' }
  | { type: 'next-agenda-item'; agendaIndex?: number }
  | { type: 'set-agenda-item'; index: number }
  | { type: 'reaction'; id: Reaction }
  | { type: 'add-rating'; personId: string; rating: number }
  | { type: 'review-headline'; headlineId: string }
  | { type: 'clear-meeting-items-changed'; shouldClear: boolean }
  | { type: 'send-recap-email-changed'; shouldSend: boolean }
  | { type: 'start-prioritization' }
  | { type: 'add-focus-issue'; issueId: string }
  | { type: 'remove-focus-issue'; issueId: string }
  | { type: 'next-focus-issue'; wasSolved: boolean; focusIssueId: string }
  | { type: 'start-focus-group' }
  | { type: 'end-focus-group' }
  | { type: 'mark-as-solved'; issueId: string }
  | { type: 'reopen-issue'; issueId: string }
  | { type: 'update-issue-count'; issueId: string; isAdded: boolean }
  | { type: 'set-selected-attendee'; personId: string }
  | { type: 'issue-added'; issueId: string; source: IssueSource }
  | { type: 'make-scribe'; personId: string };

export interface LiveContext {
  /** The server's clock at the call: the only time the machine knows. */
  now: Date;
}

/** Why a command was refused; each is a language-pack id the server answers with 422. */
export const LiveErrors = {
  notStarted: 'LIVE_ERR_NOT_STARTED',
  alreadyStarted: 'LIVE_ERR_ALREADY_STARTED',
  notPaused: 'LIVE_ERR_NOT_PAUSED',
  notRunning: 'LIVE_ERR_NOT_RUNNING',
  noSuchSection: 'LIVE_ERR_NO_SUCH_SECTION',
  notAttendee: 'LIVE_ERR_NOT_ATTENDEE',
  idsPhase: 'LIVE_ERR_IDS_PHASE',
  issueSolved: 'LIVE_ERR_ISSUE_SOLVED',
} as const;
export type LiveError = (typeof LiveErrors)[keyof typeof LiveErrors];

/**
 * The outcome of a command. `events` empty with ok means nothing changed (a stale double press):
 * the server then neither writes nor emits. A changed state has version + 1.
 */
export type LiveOutcome =
  | { ok: true; state: StoredLiveMeetingState; events: LiveMeetingEvent[] }
  | { ok: false; error: LiveError };

export interface NewLiveMeeting {
  id: string;
  meetingId: string;
  meetingThreadId: string;
  title: string;
  agendaName: string;
  agendaTemplateId: string | null;
  agenda: readonly StoredAgendaItem[];
  /** The meeting's open issues when the live meeting is created. */
  issueCount: number;
}
