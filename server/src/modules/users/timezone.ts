import { toLocal } from '@eos/domain';

/** True for a time zone name the runtime knows (IANA names such as 'Europe/Paris', and 'UTC'). */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' of an instant in a person's time zone (UTC when the zone is unknown): their today. */
export function localDate(now: Date, timeZone: string): string {
  const { year, month, day } = toLocal(now, isValidTimeZone(timeZone) ? timeZone : 'UTC');
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}
