import { isSafeText, LIMITS } from '@eos/domain';
import { capitalise, cutOut, type Span } from './text.ts';

/** Words that lead into the item itself: 'add …', 'to send …', 'about churn'. */
const LEADING_FILLER =
  /^(?:please|add|create|make|log|record|put|new|to|that|about|saying|called|titled|regarding)\b\s*/i;
/** Words left hanging at the end once a meeting or a date after them is cut out. */
const TRAILING_DANGLING = /\s*\b(?:in|into|for|to|at|on|by|due|with|and|please)$/i;

/**
 * The item's title: what is left of the utterance once the recognised parts (type words, owners,
 * meeting, date) are cut out and the filler around them trimmed, first letter capitalised, at most
 * LIMITS.inlineTextMax characters (ending on a whole word). Null when nothing is left.
 */
export function titleFrom(text: string, recognised: readonly Span[]): string | null {
  let rest = cutOut(text, recognised)
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1');
  let before: string;
  do {
    before = rest;
    rest = rest
      .replace(/^[\s,.;:!?\-–—]+/, '')
      .replace(/[\s,.;:\-–—]+$/, '')
      .replace(LEADING_FILLER, '')
      .replace(TRAILING_DANGLING, '');
  } while (rest !== before);
  return cleanTitle(rest);
}

/** A title as an item takes it: trimmed, capitalised, not too long, safe text; null when empty. */
export function cleanTitle(raw: string | null | undefined): string | null {
  let title = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (title.length > LIMITS.inlineTextMax) {
    const cut = title.slice(0, LIMITS.inlineTextMax + 1);
    const lastSpace = cut.lastIndexOf(' ');
    title = (
      lastSpace > LIMITS.inlineTextMax / 2 ? cut.slice(0, lastSpace) : cut.slice(0, LIMITS.inlineTextMax)
    ).trim();
  }
  if (!title || !isSafeText(title)) return null;
  return capitalise(title);
}
