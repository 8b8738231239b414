import type { Cadence } from '../enums.ts';

/**
 * Meetings recur by cadence in the organizer's time zone: a 9:00 Monday meeting stays at 9:00
 * across daylight-saving changes. Pure functions over wall-clock parts; no I/O.
 */

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

/** How far one step of a cadence moves; OneTime and AsNeeded do not recur. */
export function cadenceStep(cadence: Cadence): { days?: number; months?: number } | null {
  switch (cadence) {
    case 'Daily':
      return { days: 1 };
    case 'Weekly':
      return { days: 7 };
    case 'BiWeekly':
      return { days: 14 };
    case 'Monthly':
      return { months: 1 };
    case 'Quarterly':
      return { months: 3 };
    case 'SemiAnnual':
      return { months: 6 };
    case 'Annual':
      return { months: 12 };
    default:
      return null;
  }
}

/** The iCalendar recurrence rule of a cadence (RFC 5545), or null for one-off meetings. */
export function cadenceRRule(cadence: Cadence): string | null {
  switch (cadence) {
    case 'Daily':
      return 'FREQ=DAILY';
    case 'Weekly':
      return 'FREQ=WEEKLY';
    case 'BiWeekly':
      return 'FREQ=WEEKLY;INTERVAL=2';
    case 'Monthly':
      return 'FREQ=MONTHLY';
    case 'Quarterly':
      return 'FREQ=MONTHLY;INTERVAL=3';
    case 'SemiAnnual':
      return 'FREQ=MONTHLY;INTERVAL=6';
    case 'Annual':
      return 'FREQ=YEARLY';
    default:
      return null;
  }
}

// Building an Intl.DateTimeFormat costs far more than using one, and a page of meetings converts
// hundreds of instants: keep one formatter per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock parts of an instant in an IANA time zone. */
export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The instant at which a time zone's clocks show the given wall-clock time. */
export function fromLocal(local: LocalDateTime, timeZone: string): Date {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Two passes settle the zone's offset at that instant (also across a DST change).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const shown = toLocal(new Date(instant), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    instant += guess - shownUtc;
  }
  return new Date(instant);
}

function addStep(local: LocalDateTime, step: { days?: number; months?: number }, times: number): LocalDateTime {
  const base = new Date(Date.UTC(local.year, local.month - 1, local.day));
  if (step.days) base.setUTCDate(base.getUTCDate() + step.days * times);
  if (step.months) {
    const targetMonth = base.getUTCMonth() + step.months * times;
    base.setUTCDate(1);
    base.setUTCMonth(targetMonth);
    // The 31st of a shorter month falls on its last day.
    const lastDay = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 0)).getUTCDate();
    base.setUTCDate(Math.min(local.day, lastDay));
  }
  return { ...local, year: base.getUTCFullYear(), month: base.getUTCMonth() + 1, day: base.getUTCDate() };
}

/**
 * The next occurrence at or after `now` of a meeting first scheduled at `start` (an instant) in
 * `timeZone`. One-off meetings keep their date, past or not.
 */
export function nextOccurrence(start: Date, cadence: Cadence, timeZone: string, now: Date = new Date()): Date {
  const step = cadenceStep(cadence);
  if (!step || start >= now) return start;
  const local = toLocal(start, timeZone);
  // Jump close with arithmetic, then walk: no loop over years of weekly meetings.
  const stepMs = (step.days ?? (step.months ?? 0) * 30) * 24 * 60 * 60 * 1000;
  let n = Math.max(0, Math.floor((now.getTime() - start.getTime()) / stepMs) - 1);
  for (;;) {
    const candidate = fromLocal(addStep(local, step, n), timeZone);
    if (candidate >= now) return candidate;
    n += 1;
  }
}

/** Meeting times are chosen in 5-minute steps (002 §5: time field). */
export function isFiveMinuteStep(minute: number): boolean {
  return Number.isInteger(minute) && minute >= 0 && minute < 60 && minute % 5 === 0;
}
