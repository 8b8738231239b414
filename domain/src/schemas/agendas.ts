import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { AgendaItemTypes } from '../enums.ts';
import { Id, requiredText, SearchRequest, searchResponse } from './common.ts';

/** What a link section may hold: a web address (http, https) or a mail address (mailto), nothing a browser would run. */
export function isLinkAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (
      ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') || url.protocol === 'mailto:'
    );
  } catch {
    return false;
  }
}

export const CustomContent = z
  .object({
    contentType: z.enum(['text', 'html', 'link']),
    content: z.string().max(5000),
  })
  // A link's address is kept only when it is one (issue 34): javascript: and data: reach API and webhook readers too.
  .refine((c) => c.contentType !== 'link' || isLinkAddress(c.content), {
    error: 'VAL_LINK_ADDRESS',
    path: ['content'],
  });

export const AgendaItem = z.object({
  type: z.enum(AgendaItemTypes),
  name: requiredText(),
  icon: z.string().max(40).default('point'),
  minutes: z.number().int().min(0).max(600),
  customContent: CustomContent.nullable().default(null),
});
export type AgendaItem = z.infer<typeof AgendaItem>;

/** An agenda as a meeting carries it (its own copy) or as a saved template. */
export const AgendaBody = z.object({
  name: requiredText(),
  type: z.string().max(40).default('Custom'),
  sessionNumber: z.number().int().min(1).default(1),
  items: z.array(AgendaItem).min(1, { error: 'VAL_AGENDA_ITEMS_REQUIRED' }).max(30),
});
export type AgendaBody = z.infer<typeof AgendaBody>;

export const Agenda = AgendaBody.extend({
  id: Id,
  lengthInMinutes: z.number().int(),
  /** Built-in templates (Level 10) cannot be edited or deleted. */
  isBuiltIn: z.boolean(),
});
export type Agenda = z.infer<typeof Agenda>;

/** POST agendas: save a custom agenda template for the organization. */
export const AgendaSaveRequest = AgendaBody.extend({ name: requiredText(LIMITS.inlineTextMax) });
export const AgendaResponse = z.object({ succeeded: z.literal(true), agenda: Agenda });
/** POST agendas/search: built-in templates first, then the organization's saved ones. */
export const AgendaSearchRequest = SearchRequest;
export const AgendaSearchResponse = searchResponse(Agenda);
