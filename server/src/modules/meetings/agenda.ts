import {
  type Agenda,
  type AgendaBody,
  type AgendaItem,
  type AgendaItemType,
  agendaLength,
  isLinkAddress,
  LEVEL_10_AGENDA,
  normalizeAgendaItemType,
} from '@eos/domain';
import type { StoredAgenda } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

/**
 * An agenda as stored, from the request: a copy, with the old RockReview section read as Rocks
 * so the live meeting only ever meets one name for it, and a custom section's HTML sanitized like
 * every stored HTML field. Meetings and agenda templates both write their agendas through here.
 */
export function toStoredAgenda(agenda: AgendaBody): StoredAgenda {
  return {
    name: agenda.name,
    type: agenda.type,
    sessionNumber: agenda.sessionNumber,
    items: agenda.items.map((item) => ({
      type: normalizeAgendaItemType(item.type),
      name: item.name,
      icon: item.icon,
      minutes: item.minutes,
      customContent: storedCustomContent(item.customContent),
    })),
  };
}

function storedCustomContent(content: AgendaItem['customContent']): StoredAgenda['items'][number]['customContent'] {
  if (!content) return null;
  if (content.contentType !== 'html') return { contentType: content.contentType, content: content.content };
  return { contentType: 'html', content: sanitizeRichText(content.content) };
}

/**
 * A link section stored before links were checked (or restored from such an export) whose address is
 * not a web or mail address (javascript:, data:) is shown as text: API and webhook readers never get
 * it as a link.
 */
function shownCustomContent(content: AgendaItem['customContent']): AgendaItem['customContent'] {
  if (content?.contentType === 'link' && !isLinkAddress(content.content)) return { ...content, contentType: 'text' };
  return content;
}

/** A stored agenda as the API shows it, with its length (the sum of its sections' minutes). */
export function fromStoredAgenda(agenda: StoredAgenda): AgendaBody & { lengthInMinutes: number } {
  const items: AgendaItem[] = agenda.items.map((item) => ({
    type: normalizeAgendaItemType(item.type as AgendaItemType),
    name: item.name,
    icon: item.icon,
    minutes: item.minutes,
    customContent: shownCustomContent(item.customContent ?? null),
  }));
  return {
    name: agenda.name,
    type: agenda.type,
    sessionNumber: agenda.sessionNumber,
    items,
    lengthInMinutes: agendaLength(items),
  };
}

/** The built-in Level 10 agenda as an Agenda: always first in agendas/search, never editable. */
export const BUILT_IN_AGENDAS: Agenda[] = [
  {
    ...fromStoredAgenda({
      name: LEVEL_10_AGENDA.name,
      type: LEVEL_10_AGENDA.type,
      sessionNumber: LEVEL_10_AGENDA.sessionNumber,
      items: LEVEL_10_AGENDA.items.map((item) => ({ ...item, customContent: null })),
    }),
    id: LEVEL_10_AGENDA.id,
    isBuiltIn: true,
  },
];

export const isBuiltInAgenda = (id: string) => BUILT_IN_AGENDAS.some((a) => a.id === id);
