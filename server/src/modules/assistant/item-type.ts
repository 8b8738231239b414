import type { AssistantItemType } from '@eos/domain';
import type { Span } from './text.ts';

/**
 * The item type word with the request around it: 'add an issue:', 'To-Do', 'create a new task -'.
 * to-do / todo / to do / task are To-Dos.
 */
const TYPE_PHRASE =
  /(?:\b(?:please\s+)?(?:add|create|make|log|record|put|raise|open)\s+(?:(?:it|this|that)\s+)?(?:as\s+)?)?(?:\b(?:a|an|the|new|another)\s+)*\b(to[\s-]?dos?|tasks?|issues?|headlines?)\b(?:\s*[:\-–—])?/i;

export interface TypeMention {
  type: AssistantItemType;
  span: Span;
}

/** The type the utterance asks for (the first type word in it), or null when it names none. */
export function findItemType(text: string): TypeMention | null {
  const match = TYPE_PHRASE.exec(text);
  if (!match) return null;
  const word = (match[1] as string).toLowerCase();
  const type: AssistantItemType = word.startsWith('issue')
    ? 'issue'
    : word.startsWith('headline')
      ? 'headline'
      : 'todo';
  return { type, span: { start: match.index, end: match.index + match[0].length } };
}

/** A type as the model wrote it ('To-Do', 'todo', 'Issue'…), or null for anything else. */
export function itemTypeOf(value: string | null | undefined): AssistantItemType | null {
  const word = (value ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (word === 'todo' || word === 'todos' || word === 'task') return 'todo';
  if (word === 'issue' || word === 'issues') return 'issue';
  if (word === 'headline' || word === 'headlines') return 'headline';
  return null;
}
