import { ENGLISH } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { GROUP_LABELS, groupNotifications, notificationAge, notificationGroup } from './notificationTime';

const NOW = Date.parse('2030-03-15T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const utc = { locale: 'en-US', timeZone: 'UTC' };

/** The age as the user reads it in English. */
function read(createdAt: string): string {
  const age = notificationAge(createdAt, NOW, utc);
  if ('date' in age) return age.date;
  return (ENGLISH[age.key] ?? `missing ${age.key}`).replace('{0}', String(age.count));
}

describe('notificationAge', () => {
  it('says seconds, minutes and hours ago under a day, singular for one', () => {
    expect(read(before(0))).toBe('0 seconds ago');
    expect(read(before(1 * SECOND))).toBe('1 second ago');
    expect(read(before(59 * SECOND))).toBe('59 seconds ago');
    expect(read(before(1 * MINUTE))).toBe('1 minute ago');
    expect(read(before(59 * MINUTE + 59 * SECOND))).toBe('59 minutes ago');
    expect(read(before(1 * HOUR))).toBe('1 hour ago');
    expect(read(before(23 * HOUR + 59 * MINUTE))).toBe('23 hours ago');
  });

  it('shows a long date with the year from 24 hours on, in the given zone and locale', () => {
    expect(read(before(DAY))).toBe('March 14, 2030');
    expect(read('2029-12-31T23:30:00.000Z')).toBe('December 31, 2029');
    // The same instant is already the new year in Tokyo, and reads in German for a German locale.
    expect(notificationAge('2029-12-31T23:30:00.000Z', NOW, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toEqual({
      date: 'January 1, 2030',
    });
    expect(notificationAge('2029-12-31T23:30:00.000Z', NOW, { locale: 'de-DE', timeZone: 'UTC' })).toEqual({
      date: '31. Dezember 2029',
    });
  });

  it('reads a time slightly in the future (clock skew) as just now, and survives an unknown zone', () => {
    expect(read(new Date(NOW + 5 * SECOND).toISOString())).toBe('0 seconds ago');
    expect(notificationAge(before(3 * DAY), NOW, { locale: 'en-US', timeZone: 'Not/AZone' })).toEqual({
      date: 'March 12, 2030',
    });
  });
});

describe('notificationGroup', () => {
  it('puts under a day in Today, 1 to 7 days in This week, beyond in Older', () => {
    expect(notificationGroup(before(23 * HOUR), NOW)).toBe('today');
    expect(notificationGroup(before(DAY), NOW)).toBe('week');
    expect(notificationGroup(before(7 * DAY), NOW)).toBe('week');
    expect(notificationGroup(before(7 * DAY + MINUTE), NOW)).toBe('older');
  });

  it('has a label in the language pack for every group', () => {
    expect(Object.values(GROUP_LABELS).map((key) => ENGLISH[key])).toEqual(['Today', 'This week', 'Older']);
  });
});

describe('groupNotifications', () => {
  it('orders the groups Today, This week, Older, newest first within each, and leaves out empty ones', () => {
    const items = [
      { id: 'old', createdAt: before(30 * DAY) },
      { id: 'hour', createdAt: before(HOUR) },
      { id: 'twoDays', createdAt: before(2 * DAY) },
      { id: 'now', createdAt: before(5 * SECOND) },
    ];
    expect(groupNotifications(items, NOW).map(({ group, items }) => [group, items.map((i) => i.id)])).toEqual([
      ['today', ['now', 'hour']],
      ['week', ['twoDays']],
      ['older', ['old']],
    ]);
    expect(groupNotifications([items[0] as (typeof items)[number]], NOW).map((g) => g.group)).toEqual(['older']);
  });
});
