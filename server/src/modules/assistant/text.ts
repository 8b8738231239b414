import { distance } from 'fastest-levenshtein';

/** A stretch of the utterance, [start, end) in characters. */
export interface Span {
  start: number;
  end: number;
}

/** A word of the utterance where it stands, and its folded form (lower case, no accents). */
export interface Token extends Span {
  text: string;
  norm: string;
}

/** Lower case without accents: 'Zoë' and 'zoe' are the same name. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, apostrophes and hyphens inside a word kept ("to-do", "o'brien"). */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)].map((m) => {
    const start = m.index ?? 0;
    return { text: m[0], norm: fold(m[0]).replace(/’/g, "'"), start, end: start + m[0].length };
  });
}

/** Edit-distance similarity (001 §5): 1 - distance / the longer length; 0 for two empty texts. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 0 : 1 - distance(a, b) / longer;
}

/** Whether anything other than spaces separates two places of the text (a comma, a colon, a full stop…). */
export function punctuatedBetween(text: string, from: number, to: number): boolean {
  return /[^\s]/.test(text.slice(from, to));
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The text with the spans cut out (each replaced by a space). */
export function cutOut(text: string, spans: readonly Span[]): string {
  let out = '';
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) {
      at = Math.max(at, span.end);
      continue;
    }
    out += `${text.slice(at, span.start)} `;
    at = span.end;
  }
  return out + text.slice(at);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
