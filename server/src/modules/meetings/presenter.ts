import {
  type Agenda,
  type Cadence,
  type Checklist,
  type ColorTag,
  canChangeMeetingOwner,
  canDeleteMeeting,
  canEditMeeting,
  DEFAULT_MEETING_CHECKLIST,
  type Meeting,
  type MeetingSession,
  type MeetingStatus,
  nextOccurrence,
} from '@eos/domain';
import type { z } from 'zod';
import type { StoredChecklistItem } from '../../db/schema/index.ts';
import type { Member } from '../../plugins/access.ts';
import { presentPerson } from '../people/presenter.ts';
import type { PersonRow } from '../people/repository.ts';
import { fromStoredAgenda } from './agenda.ts';
import type { AgendaTemplateRow } from './agenda-repository.ts';
import type { ChecklistRow } from './checklist-repository.ts';
import type { MeetingSessionRow } from './history-repository.ts';
import type { MeetingRow } from './repository.ts';

/** A meeting with what its presentation needs, loaded for a whole page at once (see views.ts). */
export interface MeetingView {
  row: MeetingRow;
  invitees: PersonRow[];
  owner: PersonRow | null;
  isFavorite: boolean;
}

/**
 * The meeting as the API shows it, for one caller: their favourite flag, and what they may do
 * with it (the UI hides the rest rather than guessing).
 */
export function presentMeeting(view: MeetingView, viewer: Member, now: Date): Meeting {
  const { row } = view;
  const cadence = row.cadence as Cadence;
  const facts = {
    role: viewer.role,
    personId: viewer.personId,
    ownerId: row.ownerId,
    inviteeIds: view.invitees.map((p) => p.id),
  };
  const status = row.status as MeetingStatus;
  return {
    id: row.id,
    tractionId: row.id,
    meetingThreadId: row.threadId,
    title: row.title,
    cadence,
    meetingDateTime: row.startsAt.toISOString(),
    nextDate: nextOccurrence(row.startsAt, cadence, row.timeZone, now).toISOString(),
    timeZone: row.timeZone,
    colorTag: row.colorTag as ColorTag,
    isLT: row.isLT,
    isFavorite: view.isFavorite,
    canJoin: status === 'Running',
    status,
    scorecardId: row.scorecardId,
    ownerId: row.ownerId,
    owner: view.owner ? presentPerson(view.owner) : null,
    invitees: view.invitees.map(presentPerson),
    agenda: fromStoredAgenda(row.agenda),
    abilities: {
      canEdit: canEditMeeting(facts),
      canDelete: canDeleteMeeting(facts),
      canChangeOwner: canChangeMeetingOwner(facts),
    },
    created: row.createdAt.toISOString(),
  };
}

export function presentAgendaTemplate(row: AgendaTemplateRow): Agenda {
  return { ...fromStoredAgenda(row.agenda), id: row.id, isBuiltIn: false };
}

export function presentSession(row: MeetingSessionRow): z.infer<typeof MeetingSession> {
  return {
    id: row.id,
    sessionNumber: row.sessionNumber,
    started: row.startedAt.toISOString(),
    ended: row.endedAt?.toISOString() ?? null,
    // Whole minutes; a session still running has no duration yet.
    durationMinutes: row.endedAt ? Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 60_000) : null,
    averageRating: row.averageRating,
    summary: row.summary ?? null,
  };
}

/** Until someone edits it, a meeting's checklist is the default preparation list, all unticked. */
export function defaultChecklistItems(): StoredChecklistItem[] {
  return DEFAULT_MEETING_CHECKLIST.map((text, i) => ({ id: `default-${i}`, text, checked: false }));
}

export function presentChecklist(row: ChecklistRow | null): z.infer<typeof Checklist> {
  if (!row) return { items: defaultChecklistItems(), updated: null, updatedById: null };
  return {
    items: row.items.map(({ id, text, checked }) => ({ id, text, checked })),
    updated: row.updatedAt.toISOString(),
    updatedById: row.updatedById,
  };
}
