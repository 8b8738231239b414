import { NUMBER_PATTERN } from '@eos/domain';

/** What a number cell holds when it is left: nothing (clear the week), a number, or half a number. */
export type DraftValue = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

/**
 * Reads a cell's text as the number field lets it through (digits, one dot, a leading minus). The
 * forgiving forms '.5', '-.5' and '12.' read as 0.5, -0.5 and 12; a lone '-' or '.' is no number.
 */
export function readDraft(text: string): DraftValue {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const normalized = trimmed.replace(/^(-?)\./, '$10.').replace(/\.$/, '');
  return NUMBER_PATTERN.test(normalized) ? { kind: 'number', value: Number(normalized) } : { kind: 'invalid' };
}

/** A stored number as the cell shows it while being edited: plain, without unit or separators. */
export function rawText(value: number | null): string {
  return value === null ? '' : String(value);
}
