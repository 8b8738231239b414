import {
  type Agenda,
  type AgendaBody,
  type AgendaItem,
  CUSTOM_AGENDA_CHOICE,
  LEVEL_10_AGENDA,
  type Meeting,
  type MeetingBody,
} from '@eos/domain';
import { firstMeetingDate, meetingLocalDateTime } from '../meetingFormat';

/** An agenda section while edited: `uid` keeps React keys and focus stable across reorders (zod strips it). */
export type AgendaSectionValue = AgendaItem & { uid: string };

export interface MeetingFormValues extends Record<string, unknown> {
  title: string;
  cadence: MeetingBody['cadence'];
  date: string;
  time: string;
  timeZone: string;
  colorTag: MeetingBody['colorTag'];
  isLT: boolean;
  inviteeIds: string[];
  ownerId: string | undefined;
  agenda: Omit<AgendaBody, 'items'> & { items: AgendaSectionValue[] };
}

export type MeetingTab = 'info' | 'invitees' | 'agenda';
export const MEETING_TABS: MeetingTab[] = ['info', 'invitees', 'agenda'];

/** The tab that shows a form path, so a submit can jump to the first error. */
export function tabOfField(path: string): MeetingTab {
  if (path === 'inviteeIds' || path === 'ownerId' || path.startsWith('inviteeIds.')) return 'invitees';
  if (path === 'agenda' || path.startsWith('agenda.')) return 'agenda';
  return 'info';
}

/** The first tab, in tab order, holding any of these error paths (null when there are none). */
export function firstErrorTab(paths: string[]): MeetingTab | null {
  const tabs = new Set(paths.map(tabOfField));
  return MEETING_TABS.find((tab) => tabs.has(tab)) ?? null;
}

const DEFAULT_HOUR = 9;

let uidCounter = 0;
export const newSectionUid = () => `s${++uidCounter}`;

/** A template's (or a meeting's) agenda as an editable copy. */
export function agendaValues(
  agenda: Pick<Agenda, 'name' | 'type' | 'sessionNumber'> & { items: readonly Partial<AgendaItem>[] },
) {
  return {
    name: agenda.name,
    type: agenda.type,
    sessionNumber: agenda.sessionNumber,
    items: agenda.items.map((item) => ({
      type: item.type ?? 'Custom',
      name: item.name ?? '',
      icon: item.icon ?? 'point',
      minutes: item.minutes ?? 0,
      customContent: item.customContent ?? null,
      uid: newSectionUid(),
    })),
  } satisfies MeetingFormValues['agenda'];
}

/** The agenda select's value for 'Custom Agenda' (templates use their ids). */
export const CUSTOM_AGENDA_ID = '__custom';

/** Which template an agenda started from, matched by name: a meeting keeps its own copy, not a link. */
export function agendaChoiceOf(agendaName: string): string | null {
  if (agendaName === CUSTOM_AGENDA_CHOICE) return CUSTOM_AGENDA_ID;
  return agendaName === LEVEL_10_AGENDA.name ? LEVEL_10_AGENDA.id : null;
}

/** 'Custom Agenda': start from nothing and add sections. */
export const customAgendaValues = (): MeetingFormValues['agenda'] => ({
  name: CUSTOM_AGENDA_CHOICE,
  type: 'Custom',
  sessionNumber: 1,
  items: [],
});

/** A new meeting: weekly, at the next 9:00 in the user's zone, the user invited and owning it, Level 10. */
export function newMeetingValues(personId: string | null, timeZone: string): MeetingFormValues {
  return {
    title: '',
    cadence: 'Weekly',
    date: firstMeetingDate(timeZone, DEFAULT_HOUR),
    time: `0${DEFAULT_HOUR}:00`,
    timeZone,
    colorTag: 'None',
    isLT: false,
    inviteeIds: personId ? [personId] : [],
    ownerId: personId ?? undefined,
    agenda: agendaValues(LEVEL_10_AGENDA),
  };
}

export function meetingValues(meeting: Meeting): MeetingFormValues {
  return {
    title: meeting.title,
    cadence: meeting.cadence,
    ...meetingLocalDateTime(meeting),
    timeZone: meeting.timeZone,
    colorTag: meeting.colorTag,
    isLT: meeting.isLT,
    inviteeIds: meeting.invitees.map((p) => p.id),
    ownerId: meeting.ownerId,
    agenda: agendaValues(meeting.agenda),
  };
}
