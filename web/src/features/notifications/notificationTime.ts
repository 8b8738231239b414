const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How old a notification reads (000 §9): seconds, minutes or hours ago under 24 hours — a language-pack
 * id with the count — and from 24 hours a long date with the year, in the user's locale and zone.
 */
export type NotificationAge = { key: string; count: number } | { date: string };

export interface AgeFormat {
  locale: string;
  timeZone: string;
}

/** A clock a little ahead of the server's must not say "-3 seconds ago". */
function elapsed(createdAt: string, now: number): number {
  return Math.max(0, now - Date.parse(createdAt));
}

function ago(count: number, one: string, many: string): NotificationAge {
  return { key: count === 1 ? one : many, count };
}

export function notificationAge(createdAt: string, now: number, format: AgeFormat): NotificationAge {
  const ms = elapsed(createdAt, now);
  if (ms < MINUTE) return ago(Math.floor(ms / SECOND), 'NOTIFICATION_SECOND_AGO', 'NOTIFICATION_SECONDS_AGO');
  if (ms < HOUR) return ago(Math.floor(ms / MINUTE), 'NOTIFICATION_MINUTE_AGO', 'NOTIFICATION_MINUTES_AGO');
  if (ms < DAY) return ago(Math.floor(ms / HOUR), 'NOTIFICATION_HOUR_AGO', 'NOTIFICATION_HOURS_AGO');
  return { date: longDate(createdAt, format) };
}

function longDate(createdAt: string, { locale, timeZone }: AgeFormat): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(createdAt));
  } catch {
    // An unknown zone or locale in the profile still shows a date.
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(createdAt));
  }
}

/** The list's groups (000 §4): Today under 1 day, This week 1 to 7 days, Older beyond. */
export type NotificationGroup = 'today' | 'week' | 'older';

export const GROUP_LABELS: Record<NotificationGroup, string> = {
  today: 'NOTIFICATION_GROUP_TODAY',
  week: 'NOTIFICATION_GROUP_THIS_WEEK',
  older: 'NOTIFICATION_GROUP_OLDER',
};

export function notificationGroup(createdAt: string, now: number): NotificationGroup {
  const ms = elapsed(createdAt, now);
  if (ms < DAY) return 'today';
  if (ms <= 7 * DAY) return 'week';
  return 'older';
}

/**
 * Splits a list into its groups, newest first within each and the groups in order; empty groups are
 * left out. The server already answers newest first; sorting again keeps a live-prepended one right.
 */
export function groupNotifications<T extends { createdAt: string }>(
  items: readonly T[],
  now: number,
): { group: NotificationGroup; items: T[] }[] {
  const sorted = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const groups = new Map<NotificationGroup, T[]>();
  for (const item of sorted) {
    const group = notificationGroup(item.createdAt, now);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return (['today', 'week', 'older'] as const)
    .filter((g) => groups.has(g))
    .map((group) => ({ group, items: groups.get(group) ?? [] }));
}
