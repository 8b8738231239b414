import { type AssistantItemType, defaultTodoDueDate, type VoiceItem } from '@eos/domain';

/** An understanding with all it takes to create the item. */
export type CompleteVoiceItem = VoiceItem & { type: AssistantItemType; tractionId: string; title: string };

/** What the assistant does with what it understood (001 §4 'Voice assistant flow', steps 3 and 4). */
export type VoiceStep =
  | { step: 'noTitle' }
  | { step: 'askType' }
  | { step: 'askMeeting' }
  | { step: 'create'; item: CompleteVoiceItem };

export function nextStep(item: VoiceItem): VoiceStep {
  const { type, tractionId, title } = item;
  if (!title?.trim()) return { step: 'noTitle' };
  if (!type) return { step: 'askType' };
  if (!tractionId) return { step: 'askMeeting' };
  return { step: 'create', item: { ...item, type, tractionId, title } };
}

/** The body of POST issues / todos / headlines (001 §7): with `type`, and the due date for To-Dos only. */
export interface VoiceCreateBody {
  type: AssistantItemType;
  tractionId: string;
  title: string;
  ownerIds: string[];
  contentHtml: '';
  dueDate?: string;
}

/**
 * The item to create from a complete understanding: owned by the person speaking when nobody was
 * named, and a To-Do without a date is due when the Add To-Do popup's would be (7 days out).
 */
export function createBody(item: CompleteVoiceItem, selfId: string | null, today: Date = new Date()): VoiceCreateBody {
  const ownerIds = item.ownerIds.length > 0 ? item.ownerIds : selfId ? [selfId] : [];
  const body: VoiceCreateBody = {
    type: item.type,
    tractionId: item.tractionId,
    title: item.title.trim(),
    ownerIds,
    contentHtml: '',
  };
  if (item.type === 'todo') body.dueDate = item.dueDate ?? defaultTodoDueDate(today);
  return body;
}
