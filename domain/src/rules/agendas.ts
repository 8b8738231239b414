import type { AgendaItemType } from '../enums.ts';

/** One section of an agenda; `minutes` drives the live meeting's timers. */
export interface AgendaItemTemplate {
  type: AgendaItemType;
  name: string;
  icon: string;
  minutes: number;
}

/** The built-in Level 10 agenda, with the spec's suggested minutes (001 §3, 002 §9). */
export const LEVEL_10_AGENDA = {
  id: '00000000-0000-4000-8000-000000000010',
  name: 'Level 10 Meeting',
  type: 'Level10',
  lengthInMinutes: 90,
  sessionNumber: 1,
  items: [
    { type: 'Segue', name: 'Segue', icon: 'mood-smile', minutes: 5 },
    { type: 'Scorecard', name: 'Scorecard', icon: 'chart-bar', minutes: 5 },
    { type: 'Rocks', name: 'Rock Review', icon: 'target', minutes: 5 },
    { type: 'Headlines', name: 'Headlines', icon: 'news', minutes: 5 },
    { type: 'ToDoList', name: 'To-Do List', icon: 'checklist', minutes: 5 },
    { type: 'IDS', name: 'IDS', icon: 'bulb', minutes: 60 },
    { type: 'Conclude', name: 'Conclude', icon: 'flag', minutes: 5 },
  ] satisfies AgendaItemTemplate[],
} as const;

/** 'Custom Agenda' is always the last choice: it starts an agenda from scratch. */
export const CUSTOM_AGENDA_CHOICE = 'Custom Agenda';

/** RockReview is the old name of the Rocks section: read it as Rocks everywhere. */
export function normalizeAgendaItemType(type: AgendaItemType): AgendaItemType {
  return type === 'RockReview' ? 'Rocks' : type;
}

export function agendaLength(items: readonly { minutes: number }[]): number {
  return items.reduce((sum, item) => sum + item.minutes, 0);
}

/** A fresh preparation checklist for a meeting (GET meeting/{id}/getchecklist before any edit). */
export const DEFAULT_MEETING_CHECKLIST = [
  'Scorecard numbers entered for last week',
  'Rock statuses updated: on track or off track',
  'To-Dos from last week done or updated',
  'Headlines added: customer and employee news',
  'Issues added to the list',
] as const;
