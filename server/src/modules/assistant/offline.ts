import type { VoiceItem } from '@eos/domain';
import type { VoiceContext } from './context.ts';
import { findDueDate } from './dates.ts';
import { findItemType } from './item-type.ts';
import { findMeetingMention } from './meetings.ts';
import { findOwnerMentions } from './owners.ts';
import { type Span, tokenize } from './text.ts';
import { titleFrom } from './title.ts';

/**
 * The voice assistant without a language model: the type from its words, the meeting by similarity,
 * the owners by name, a To-Do's due date by chrono-node, and the rest of the sentence as the title.
 * Each part is looked for outside the parts already found, in that order.
 */
export function extractOffline(text: string, voice: VoiceContext): VoiceItem {
  const tokens = tokenize(text);
  const recognised: Span[] = [];
  const kind = findItemType(text);
  if (kind) recognised.push(kind.span);
  const meeting = findMeetingMention(text, tokens, voice.meetings, recognised);
  if (meeting) recognised.push(meeting.span);
  const owners = findOwnerMentions(text, tokens, voice.people, voice.personId, recognised);
  recognised.push(...owners.spans);
  // Only a To-Do has a due date; with no type yet the person may still pick To-Do. An issue's or a
  // headline's date words are part of what it says.
  const due = kind && kind.type !== 'todo' ? null : findDueDate(text, voice.today, recognised);
  if (due) recognised.push(due.span);
  return {
    type: kind?.type ?? null,
    tractionId: meeting?.meetingId ?? null,
    title: titleFrom(text, recognised),
    dueDate: due?.date ?? null,
    ownerIds: owners.ownerIds,
  };
}
