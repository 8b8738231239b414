import type { AgendaItemType } from '../enums.ts';

/** A section of a meeting's agenda as the meeting stores it (server meetings.agenda.items). */
export interface StoredAgendaItem {
  type: AgendaItemType | string;
  name: string;
  icon: string;
  minutes: number;
  customContent: { contentType: 'text' | 'html' | 'link'; content: string } | null;
}
