import { describe, expect, it } from 'vitest';
import { averageRating, formatClock, isOverTime, meetingElapsedMs, sectionElapsedMs } from './clocks.ts';

const T0 = Date.parse('2025-03-03T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('meeting clock', () => {
  it('counts the current run on top of the stored time while Running', () => {
    const state = { status: 'Running' as const, elapsedMs: 60_000, runningSince: iso(T0) };
    expect(meetingElapsedMs(state, T0 + 30_000)).toBe(90_000);
  });

  it('stands still while Paused, Completed or not started', () => {
    for (const status of ['Paused', 'Completed', 'NotStarted'] as const) {
      expect(meetingElapsedMs({ status, elapsedMs: 60_000, runningSince: null }, T0 + 30_000)).toBe(60_000);
    }
  });

  it('never runs backwards when a screen clock lags behind the server', () => {
    const state = { status: 'Running' as const, elapsedMs: 5_000, runningSince: iso(T0) };
    expect(meetingElapsedMs(state, T0 - 2_000)).toBe(5_000);
  });
});

describe('section clock', () => {
  const state = {
    status: 'Running' as const,
    agendaIndex: 1,
    sectionSince: iso(T0),
    agenda: [{ elapsedMs: 300_000 }, { elapsedMs: 10_000 }, { elapsedMs: 0 }],
  };

  it('runs only for the active section', () => {
    expect(sectionElapsedMs(state, 1, T0 + 5_000)).toBe(15_000);
    expect(sectionElapsedMs(state, 0, T0 + 5_000)).toBe(300_000);
    expect(sectionElapsedMs(state, 2, T0 + 5_000)).toBe(0);
  });

  it('stands still while Paused', () => {
    expect(sectionElapsedMs({ ...state, status: 'Paused', sectionSince: null }, 1, T0 + 5_000)).toBe(10_000);
  });

  it('reads 0 for a section that does not exist', () => {
    expect(sectionElapsedMs(state, 7, T0)).toBe(0);
  });
});

describe('over time', () => {
  it('turns over time only after the section has used all its minutes', () => {
    expect(isOverTime(5, 5 * 60_000)).toBe(false);
    expect(isOverTime(5, 5 * 60_000 + 1)).toBe(true);
    expect(isOverTime(60, 10 * 60_000)).toBe(false);
  });
});

describe('average rating', () => {
  it('averages the ratings given, to one decimal, ignoring those not rated', () => {
    expect(averageRating([{ rating: 8 }, { rating: 9 }, { rating: null }, { rating: 10 }])).toBe(9);
    expect(averageRating([{ rating: 7 }, { rating: 8 }, { rating: 8 }])).toBe(7.7);
    expect(averageRating([{ rating: 10 }, { rating: 9 }])).toBe(9.5);
  });

  it('is null when nobody has rated', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ rating: null }])).toBeNull();
  });
});

describe('clock face', () => {
  it('shows m:ss under an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5_999)).toBe('0:05');
    expect(formatClock(12 * 60_000 + 34_000)).toBe('12:34');
    expect(formatClock(3_599_999)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour', () => {
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(formatClock(3_600_000 + 5 * 60_000 + 7_000)).toBe('1:05:07');
    expect(formatClock(11 * 3_600_000)).toBe('11:00:00');
  });

  it('never shows a negative time', () => {
    expect(formatClock(-4_000)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
