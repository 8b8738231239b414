import { type Cadence, cadenceRRule, type LocalDateTime, toLocal } from '@eos/domain';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

/**
 * A pure RFC 5545 writer for meetings: no I/O, no clock (the caller passes `now`), so the
 * same input always gives the same bytes and the unit tests need no database.
 */

export interface IcsMeeting {
  id: string;
  threadId: string;
  title: string;
  cadence: Cadence;
  startsAt: Date;
  timeZone: string;
  agendaItems: readonly { name: string; minutes: number }[];
  organizer: { name: string; email: string } | null;
  inviteeNames: readonly string[];
  updatedAt?: Date;
}

export interface IcsCalendarOptions {
  /** Base URL of the web app (PUBLIC_URL): the UID host and the meeting links come from it. */
  publicUrl: string;
  now: Date;
  /** X-WR-CALNAME: the name a subscribed feed shows in the calendar app. */
  calendarName?: string;
}

const PRODID = '-//EOS Tools//Meetings//EN';
/** Calendar apps show a zero-length event as a dot: an empty agenda still books 15 minutes. */
export const MIN_EVENT_MINUTES = 15;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines are escaped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT at all.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A parameter value (e.g. CN=): quoted when it holds : ; or , and never containing a quote. */
export function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: parameters cannot carry controls either
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space,
 * which counts toward their 75. Never splits a UTF-8 sequence, so multi-byte names survive.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formatLocal(l: LocalDateTime): string {
  return `${pad(l.year, 4)}${pad(l.month)}${pad(l.day)}T${pad(l.hour)}${pad(l.minute)}00`;
}

export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Names the library knows (aliases included): asking for others makes it log an error. */
const KNOWN_ZONES = new Set(tzlib_get_timezones());

/** The zone's VTIMEZONE and the TZID it declares (UTC becomes Etc/UTC), or null when unknown. */
function vtimezone(zone: string): { tzid: string; block: string } | null {
  if (!KNOWN_ZONES.has(zone)) return null;
  const result = tzlib_get_ical_block(zone);
  // An unknown zone answers an error string instead of [block, 'TZID=…'].
  if (!Array.isArray(result) || !result[0] || !result[1]) return null;
  return { block: result[0], tzid: result[1].replace(/^TZID=/, '') };
}

/**
 * The RRULE of a cadence. Monthly-type cadences anchored after the 28th add
 * BYMONTHDAY=<day>,-1;BYSETPOS=1, so a meeting on the 31st falls on the last day of shorter
 * months — what nextOccurrence does — instead of skipping those months (plain RFC behaviour).
 */
export function rruleOf(cadence: Cadence, local: LocalDateTime): string | null {
  const rule = cadenceRRule(cadence);
  if (!rule || local.day <= 28 || !/FREQ=(MONTHLY|YEARLY)/.test(rule)) return rule;
  const month = rule.startsWith('FREQ=YEARLY') ? `;BYMONTH=${local.month}` : '';
  return `${rule}${month};BYMONTHDAY=${local.day},-1;BYSETPOS=1`;
}

export function eventMinutes(items: readonly { minutes: number }[]): number {
  return Math.max(
    MIN_EVENT_MINUTES,
    items.reduce((sum, item) => sum + item.minutes, 0),
  );
}

function description(m: IcsMeeting, minutes: number): string {
  const lines = [`Agenda (${minutes} minutes):`];
  for (const item of m.agendaItems) lines.push(`- ${item.name} (${item.minutes} min)`);
  if (m.inviteeNames.length > 0) lines.push('', `Invitees: ${m.inviteeNames.join(', ')}`);
  return lines.join('\n');
}

function eventLines(m: IcsMeeting, opts: IcsCalendarOptions, host: string, zones: Map<string, string>): string[] {
  const minutes = eventMinutes(m.agendaItems);
  const end = new Date(m.startsAt.getTime() + minutes * 60_000);
  const zone = vtimezone(m.timeZone);
  const local = toLocal(m.startsAt, zone?.tzid ?? 'UTC');
  const lines = ['BEGIN:VEVENT', `UID:${m.id}@${host}`, `DTSTAMP:${formatUtc(opts.now)}`];
  if (zone) {
    zones.set(zone.tzid, zone.block);
    lines.push(`DTSTART;TZID=${zone.tzid}:${formatLocal(local)}`);
    lines.push(`DTEND;TZID=${zone.tzid}:${formatLocal(toLocal(end, zone.tzid))}`);
  } else {
    // A zone the library does not know: the instant in UTC is still exactly right once.
    lines.push(`DTSTART:${formatUtc(m.startsAt)}`, `DTEND:${formatUtc(end)}`);
  }
  const rrule = rruleOf(m.cadence, local);
  if (rrule) lines.push(`RRULE:${rrule}`);
  lines.push(`SUMMARY:${escapeText(m.title)}`);
  lines.push(`DESCRIPTION:${escapeText(description(m, minutes))}`);
  if (m.organizer) {
    lines.push(`ORGANIZER;CN=${paramValue(m.organizer.name)}:mailto:${m.organizer.email}`);
  }
  lines.push(`URL:${opts.publicUrl}/traction/${m.id}/${m.threadId}`);
  if (m.updatedAt) lines.push(`LAST-MODIFIED:${formatUtc(m.updatedAt)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR, CRLF line endings, folded, ending with CRLF. */
export function buildCalendar(meetings: readonly IcsMeeting[], opts: IcsCalendarOptions): string {
  const host = new URL(opts.publicUrl).host;
  const zones = new Map<string, string>();
  const events = meetings.flatMap((m) => eventLines(m, opts, host, zones));
  const head = ['BEGIN:VCALENDAR', `PRODID:${PRODID}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (opts.calendarName) head.push(`X-WR-CALNAME:${escapeText(opts.calendarName)}`);
  // The library's blocks are already CRLF-separated content lines.
  const tz = [...zones.values()].flatMap((block) => block.split(/\r?\n/));
  const lines = [...head, ...tz, ...events, 'END:VCALENDAR'];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
