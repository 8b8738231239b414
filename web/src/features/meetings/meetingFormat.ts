import { type Cadence, Cadences, type ColorTag, ColorTags, type Meeting, toLocal } from '@eos/domain';
import type { MantineColor } from '@mantine/core';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { TFunction } from '../../app/i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The swatch of each colour tag; None has none. */
export const COLOR_TAG_SWATCH: Record<ColorTag, MantineColor | null> = {
  None: null,
  Blue: 'blue.6',
  Orange: 'orange.5',
  Teal: 'teal.6',
  Purple: 'grape.6',
  Green: 'green.7',
  DarkOrange: 'orange.9',
  Gray: 'gray.6',
};

export const colorTagLabel = (t: TFunction, tag: ColorTag) => t(`MEETING_COLOR_${tag}`);
export const cadenceLabel = (t: TFunction, cadence: Cadence) => t(`MEETING_CADENCE_${cadence}`);

export const cadenceOptions = (t: TFunction) => Cadences.map((c) => ({ value: c, label: cadenceLabel(t, c) }));
export const colorTagOptions = (t: TFunction) => ColorTags.map((c) => ({ value: c, label: colorTagLabel(t, c) }));

/** The colour-tag notice (001 §8): the new colour by name, or that the label is gone. */
export function colorTagToastText(t: TFunction, title: string, tag: ColorTag): string {
  return tag === 'None'
    ? t('MEETING_COLOR_TAG_CLEARED')
    : t('MEETING_COLOR_TAG_UPDATED', { 0: title, 1: colorTagLabel(t, tag) });
}

/** The next meeting in the user's own time zone, e.g. 'Mon, Jun 2 · 9:00 AM'. */
export function formatMeetingDate(iso: string, timeZone: string): string {
  const day = dayjs(iso);
  if (!day.isValid()) return '';
  try {
    return day.tz(timeZone).format('ddd, MMM D · h:mm A');
  } catch {
    // An unknown zone name from an old profile: the browser's zone still gives a right answer.
    return day.format('ddd, MMM D · h:mm A');
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A meeting's scheduled anchor as the form edits it: wall-clock date and time in its own zone. */
export function meetingLocalDateTime(meeting: Pick<Meeting, 'meetingDateTime' | 'timeZone'>) {
  const local = toLocal(new Date(meeting.meetingDateTime), meeting.timeZone);
  return {
    date: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute - (local.minute % 5))}`,
  };
}

/**
 * The first date a new meeting offers, as the date picker's 'YYYY-MM-DD': today in the zone, or
 * tomorrow once `hour` has passed there, so the default is never a time already gone.
 */
export function firstMeetingDate(timeZone: string, hour: number, now: Date = new Date()): string {
  const local = toLocal(now, timeZone);
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day + (local.hour >= hour ? 1 : 0)));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}
