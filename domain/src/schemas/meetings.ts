import { z } from 'zod';
import { Cadences, ColorTags, MeetingStatuses } from '../enums.ts';
import { isFiveMinuteStep } from '../rules/cadence.ts';
import { AgendaBody } from './agendas.ts';
import { CalendarDate, Id, M, requiredText, SearchRequest, searchResponse } from './common.ts';
import { LiveMeetingSummary } from './live-meeting.ts';
import { Person } from './people.ts';

export const MeetingMessages = {
  attendeeRequired: 'VAL_MEETING_ATTENDEE_REQUIRED',
  nameTaken: 'ERR_MEETING_NAME_TAKEN',
  timeStep: 'VAL_TIME_STEP',
  ltExists: 'ERR_LT_MEETING_EXISTS',
  wrongOrg: 'ERR_WRONG_ORG',
} as const;

const LocalTime = z
  .string({ error: M.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.invalid })
  .refine((t) => isFiveMinuteStep(Number(t.slice(3))), { error: MeetingMessages.timeStep });

/** Meeting Info, Invitees and Agenda tabs of /meeting/new and /meeting/{id}. */
export const MeetingBody = z.object({
  title: requiredText(),
  cadence: z.enum(Cadences),
  /** The first (or next) occurrence as wall-clock date and time in `timeZone` (5-minute steps). */
  date: CalendarDate,
  time: LocalTime,
  timeZone: z.string().min(1).max(64),
  colorTag: z.enum(ColorTags).default('None'),
  isLT: z.boolean().default(false),
  /** Person ids; the meeting needs at least one attendee. */
  inviteeIds: z.array(Id).min(1, { error: MeetingMessages.attendeeRequired }).max(200),
  /** Defaults to the creator. */
  ownerId: Id.optional(),
  agenda: AgendaBody,
});
export type MeetingBody = z.infer<typeof MeetingBody>;
export const MeetingCreateRequest = MeetingBody;
export const MeetingUpdateRequest = MeetingBody;

export const Meeting = z.object({
  id: Id,
  tractionId: Id,
  meetingThreadId: Id,
  title: z.string(),
  cadence: z.enum(Cadences),
  /** The scheduled anchor (ISO instant) and the next occurrence at or after now. */
  meetingDateTime: z.string(),
  nextDate: z.string(),
  timeZone: z.string(),
  colorTag: z.enum(ColorTags),
  isLT: z.boolean(),
  isFavorite: z.boolean(),
  canJoin: z.boolean(),
  status: z.enum(MeetingStatuses),
  scorecardId: Id.nullable(),
  ownerId: Id,
  owner: Person.nullable(),
  invitees: z.array(Person),
  agenda: AgendaBody.extend({ lengthInMinutes: z.number().int() }),
  /** What the caller may do with this meeting (presenters send abilities with the record). */
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean(), canChangeOwner: z.boolean() }),
  created: z.string(),
});
export type Meeting = z.infer<typeof Meeting>;

export const MeetingResponse = z.object({ succeeded: z.literal(true), meeting: Meeting });
export const MeetingSearchRequest = SearchRequest;
export const MeetingSearchResponse = searchResponse(Meeting);
export const MeetingListResponse = z.array(Meeting);

export const ColorTagRequest = z.object({ colorTag: z.enum(ColorTags) });
export const FavoriteRequest = z.object({ isFavorite: z.boolean() });
export const ChangeOwnerRequest = z.object({ ownerId: Id });

export const ThreadParams = z.object({ threadId: Id });
export const MeetingValidateResponse = z.object({
  succeeded: z.literal(true),
  tractionId: Id,
  meetingThreadId: Id,
});

/** Past sessions of a meeting (meetinghistory); filled in by the live meeting. */
export const MeetingSession = z.object({
  id: Id,
  sessionNumber: z.number().int(),
  started: z.string(),
  ended: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  averageRating: z.number().nullable(),
  /** Filled when the live meeting ends; sessions recorded before the live meeting existed have none. */
  summary: LiveMeetingSummary.nullable(),
});
export const MeetingHistoryResponse = z.object({ succeeded: z.literal(true), items: z.array(MeetingSession) });
export const MeetingSessionResponse = z.object({ succeeded: z.literal(true), session: MeetingSession });

export const ChecklistItem = z.object({
  id: z.string().min(1).max(40),
  text: requiredText(200),
  checked: z.boolean(),
});
export const Checklist = z.object({
  items: z.array(ChecklistItem).max(50),
  updated: z.string().nullable(),
  updatedById: Id.nullable(),
});
export const ChecklistResponse = z.object({ succeeded: z.literal(true), checklist: Checklist });
export const ChecklistUpdateRequest = z.object({ items: z.array(ChecklistItem).max(50) });

/** GET traction/{meetingId}/{type}/pdf: one list or all of them. */
export const MeetingPdfTypes = ['all', 'rocks', 'todos', 'issues', 'headlines', 'scorecard'] as const;
export const MeetingPdfParams = z.object({ meetingId: Id, type: z.enum(MeetingPdfTypes) });

export const CalendarFeedResponse = z.object({ succeeded: z.literal(true), url: z.string() });
