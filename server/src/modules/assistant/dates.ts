import * as chrono from 'chrono-node';
import { overlaps, type Span } from './text.ts';

export interface DueDateMention {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** What to leave out of the title: the date words with a 'by' / 'on' / 'due' before them. */
  span: Span;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first date an utterance gives (chrono-node: 'next Friday', 'tomorrow', 'in 3 days', 'March 5'),
 * read relative to the person's today ('YYYY-MM-DD' in their time zone) and never in the past
 * (forwardDate). A time alone ('at 5') is not a date. Spans already recognised are not looked at.
 */
export function findDueDate(text: string, today: string, excluded: readonly Span[]): DueDateMention | null {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // chrono reads its reference in the process's zone: noon of the person's day is that day everywhere.
  const reference = new Date(year, month - 1, day, 12);
  for (const result of chrono.parse(text, reference, { forwardDate: true })) {
    const { start } = result;
    if (!start.isCertain('day') && !start.isCertain('weekday') && !start.isCertain('month')) continue;
    let span = { start: result.index, end: result.index + result.text.length };
    if (excluded.some((other) => overlaps(other, span))) continue;
    const lead = /(?:\b(?:due|by|on|before|until)\s+)+$/i.exec(text.slice(0, span.start));
    if (lead && !excluded.some((other) => overlaps(other, { start: lead.index, end: span.start }))) {
      span = { start: lead.index, end: span.end };
    }
    const date = `${start.get('year')}-${pad(start.get('month') ?? 1)}-${pad(start.get('day') ?? 1)}`;
    return { date, span };
  }
  return null;
}
