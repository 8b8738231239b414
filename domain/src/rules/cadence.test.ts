import { describe, expect, it } from 'vitest';
import { cadenceRRule, fromLocal, isFiveMinuteStep, nextOccurrence, toLocal } from './cadence.ts';

const NY = 'America/New_York';

describe('wall-clock conversion', () => {
  it('round-trips a local time through an instant, on both sides of a DST change', () => {
    const winter = fromLocal({ year: 2026, month: 1, day: 12, hour: 9, minute: 0 }, NY);
    expect(winter.toISOString()).toBe('2026-01-12T14:00:00.000Z');
    const summer = fromLocal({ year: 2026, month: 7, day: 13, hour: 9, minute: 0 }, NY);
    expect(summer.toISOString()).toBe('2026-07-13T13:00:00.000Z');
    expect(toLocal(summer, NY)).toEqual({ year: 2026, month: 7, day: 13, hour: 9, minute: 0 });
  });
});

describe('next occurrence', () => {
  const monday9am = fromLocal({ year: 2026, month: 3, day: 2, hour: 9, minute: 0 }, NY);

  it('keeps a future first date', () => {
    expect(nextOccurrence(monday9am, 'Weekly', NY, new Date('2026-02-01T00:00:00Z'))).toEqual(monday9am);
  });

  it('moves a weekly meeting to the next Monday at 9:00 local, across the March DST change', () => {
    const next = nextOccurrence(monday9am, 'Weekly', NY, new Date('2026-03-10T12:00:00Z'));
    expect(toLocal(next, NY)).toEqual({ year: 2026, month: 3, day: 16, hour: 9, minute: 0 });
    expect(next.toISOString()).toBe('2026-03-16T13:00:00.000Z');
  });

  it('returns the occurrence itself when now is exactly on it', () => {
    const second = fromLocal({ year: 2026, month: 3, day: 9, hour: 9, minute: 0 }, NY);
    expect(nextOccurrence(monday9am, 'Weekly', NY, second)).toEqual(second);
  });

  it('steps bi-weekly meetings by fourteen days', () => {
    const next = nextOccurrence(monday9am, 'BiWeekly', NY, new Date('2026-03-03T00:00:00Z'));
    expect(toLocal(next, NY).day).toBe(16);
  });

  it('keeps the 31st on the last day of shorter months', () => {
    const jan31 = fromLocal({ year: 2026, month: 1, day: 31, hour: 10, minute: 0 }, NY);
    const next = nextOccurrence(jan31, 'Monthly', NY, new Date('2026-02-02T00:00:00Z'));
    expect(toLocal(next, NY)).toMatchObject({ month: 2, day: 28, hour: 10 });
  });

  it('reaches quarterly, semi-annual and annual dates far ahead without drifting', () => {
    const now = new Date('2030-06-01T00:00:00Z');
    expect(toLocal(nextOccurrence(monday9am, 'Quarterly', NY, now), NY)).toMatchObject({
      year: 2030,
      month: 6,
      day: 2,
    });
    expect(toLocal(nextOccurrence(monday9am, 'SemiAnnual', NY, now), NY)).toMatchObject({ year: 2030, month: 9 });
    expect(toLocal(nextOccurrence(monday9am, 'Annual', NY, now), NY)).toMatchObject({ year: 2031, month: 3, day: 2 });
  });

  it('leaves one-off and as-needed meetings on their date', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(nextOccurrence(monday9am, 'OneTime', NY, later)).toEqual(monday9am);
    expect(nextOccurrence(monday9am, 'AsNeeded', NY, later)).toEqual(monday9am);
  });
});

describe('calendar rules', () => {
  it('maps every recurring cadence to an RRULE', () => {
    expect(cadenceRRule('Weekly')).toBe('FREQ=WEEKLY');
    expect(cadenceRRule('BiWeekly')).toBe('FREQ=WEEKLY;INTERVAL=2');
    expect(cadenceRRule('Quarterly')).toBe('FREQ=MONTHLY;INTERVAL=3');
    expect(cadenceRRule('OneTime')).toBeNull();
  });

  it('accepts only 5-minute steps', () => {
    expect([0, 5, 55].every(isFiveMinuteStep)).toBe(true);
    expect([7, 60, -5].some(isFiveMinuteStep)).toBe(false);
  });
});
