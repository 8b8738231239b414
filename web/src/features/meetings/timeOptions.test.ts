import { describe, expect, it } from 'vitest';
import { timeOptions } from './timeOptions';

describe('timeOptions', () => {
  const options = timeOptions();

  it('offers every 5-minute step of the day, as HH:mm values', () => {
    expect(options).toHaveLength(288);
    for (const { value } of options) {
      expect(value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(Number(value.slice(3)) % 5).toBe(0);
    }
  });

  it('labels them in 12-hour time with AM/PM', () => {
    const label = (value: string) => options.find((o) => o.value === value)?.label;
    expect(label('00:00')).toBe('12:00 AM');
    expect(label('09:05')).toBe('9:05 AM');
    expect(label('12:00')).toBe('12:00 PM');
    expect(label('23:55')).toBe('11:55 PM');
  });
});

describe('firstMeetingDate', () => {
  it('is today before the hour in the zone, tomorrow after it (across a month end)', async () => {
    const { firstMeetingDate } = await import('./meetingFormat');
    // 12:00 UTC on Jan 31 is 7:00 in New York: 9:00 is still ahead.
    expect(firstMeetingDate('America/New_York', 9, new Date('2030-01-31T12:00:00Z'))).toBe('2030-01-31');
    expect(firstMeetingDate('America/New_York', 9, new Date('2030-01-31T15:00:00Z'))).toBe('2030-02-01');
  });
});
