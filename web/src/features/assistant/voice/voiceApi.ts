import type { VoiceItem, VoiceParseResponse } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { afterItemWrite } from '../../items/api/entityCache';
import type { VoiceCreateBody } from './flow';

/** POST voice-assistant/parse: what the server (its model, or the offline extractor) understood. */
export async function parseVoiceText(text: string): Promise<VoiceItem> {
  const answer = await api.post<VoiceParseResponse>('voice-assistant/parse', { text }, { quiet: true });
  return answer.item;
}

/** The part of a created item the conversation uses: its id and its owner (null for a Headline without one). */
export interface CreatedItem {
  id: string;
  owner: { firstName: string; lastName: string } | null;
}

/** POST issues / todos / headlines: one item per owner; the lists of that type refresh. */
export async function createVoiceItem(queryClient: QueryClient, body: VoiceCreateBody): Promise<CreatedItem[]> {
  const plural = `${body.type}s` as const;
  const answer = await api.post<Partial<Record<typeof plural, CreatedItem[]>>>(plural, body, { quiet: true });
  const items = answer[plural] ?? [];
  afterItemWrite(queryClient, body.type, items);
  return items;
}
