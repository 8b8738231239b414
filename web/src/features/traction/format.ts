import type { Cadence, ColorTag } from '@eos/domain';

/** Language-pack key of each cadence. */
export const CADENCE_KEYS: Record<Cadence, string> = {
  OneTime: 'TRACTION_CADENCE_ONETIME',
  Daily: 'TRACTION_CADENCE_DAILY',
  Weekly: 'TRACTION_CADENCE_WEEKLY',
  BiWeekly: 'TRACTION_CADENCE_BIWEEKLY',
  Monthly: 'TRACTION_CADENCE_MONTHLY',
  Quarterly: 'TRACTION_CADENCE_QUARTERLY',
  SemiAnnual: 'TRACTION_CADENCE_SEMIANNUAL',
  Annual: 'TRACTION_CADENCE_ANNUAL',
  AsNeeded: 'TRACTION_CADENCE_ASNEEDED',
};

/** Mantine palette colour of each colour tag; None draws no dot. */
export const COLOR_TAG_COLORS: Record<ColorTag, string | null> = {
  None: null,
  Blue: 'blue',
  Orange: 'orange',
  Teal: 'teal',
  Purple: 'grape',
  Green: 'green',
  DarkOrange: 'orange.9',
  Gray: 'gray',
};

/**
 * An instant as date and time in the user's own time zone (their preference, 002 §7), not the
 * meeting's: the owner's 9:00 in Denver reads 11:00 for a colleague in New York.
 */
export function formatInZone(iso: string, timeZone: string | undefined, locale: string | undefined): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale || undefined, { ...options, timeZone: timeZone || undefined }).format(date);
  } catch {
    // An unknown zone or locale name from old preferences: fall back to the browser's own.
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}

/** An average meeting rating (1-10) with one decimal, as the history shows it. */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}
