import { type Cadence, fromLocal, toLocal } from '@eos/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type IcsMeeting } from './ics.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const ZONE = 'America/New_York';

function meeting(over: Partial<IcsMeeting> = {}): IcsMeeting {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    threadId: '22222222-2222-4222-8222-222222222222',
    title: 'Leadership L10',
    cadence: 'Weekly',
    // Monday 2 March 2026, 09:00 in New York (EST); DST starts on 8 March.
    startsAt: fromLocal({ year: 2026, month: 3, day: 2, hour: 9, minute: 0 }, ZONE),
    timeZone: ZONE,
    agendaItems: [
      { name: 'Segue', minutes: 5 },
      { name: 'IDS', minutes: 60 },
    ],
    organizer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    inviteeNames: ['Ada Lovelace', 'Grace Hopper'],
    ...over,
  };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const ics = (m: Partial<IcsMeeting> = {}, name?: string) =>
  buildCalendar([meeting(m)], { publicUrl: 'https://eos.example.com', now: NOW, calendarName: name });

describe('buildCalendar', () => {
  it('writes a weekly meeting that ical.js reads back in its own zone', () => {
    const text = ics();
    const { calendar, event, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.summary).toBe('Leadership L10');
    expect(event.uid).toBe('11111111-1111-4111-8111-111111111111@eos.example.com');
    expect(event.startDate.zone?.tzid).toBe(ZONE);
    expect([event.startDate.hour, event.startDate.minute]).toEqual([9, 0]);
    // 65 minutes of agenda.
    expect(event.duration.toSeconds()).toBe(65 * 60);
    expect(String(vevent.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY');
    expect(vevent.getFirstPropertyValue('url')).toBe(
      'https://eos.example.com/traction/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222',
    );
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Ada Lovelace');
    expect(event.description).toContain('- IDS (60 min)');
    expect(event.description).toContain('Invitees: Ada Lovelace, Grace Hopper');
  });

  it('keeps 09:00 local across the daylight-saving change when expanded', () => {
    const { event } = parse(ics());
    const iterator = event.iterator();
    const starts = [iterator.next(), iterator.next(), iterator.next()].map((t) => t?.toJSDate() as Date);
    expect(starts.map((d) => toLocal(d, ZONE))).toEqual([
      { year: 2026, month: 3, day: 2, hour: 9, minute: 0 },
      { year: 2026, month: 3, day: 9, hour: 9, minute: 0 },
      { year: 2026, month: 3, day: 16, hour: 9, minute: 0 },
    ]);
    // Same wall clock, different UTC: 14:00Z in EST, 13:00Z in EDT.
    expect(starts.map((d) => d.toISOString().slice(11, 16))).toEqual(['14:00', '13:00', '13:00']);
  });

  it.each([
    ['BiWeekly', 'FREQ=WEEKLY;INTERVAL=2'],
    ['Quarterly', 'FREQ=MONTHLY;INTERVAL=3'],
    ['OneTime', null],
    ['AsNeeded', null],
  ] as [Cadence, string | null][])('%s has RRULE %s', (cadence, rule) => {
    const { vevent } = parse(ics({ cadence }));
    const value = vevent.getFirstPropertyValue('rrule');
    expect(value ? String(value) : null).toBe(rule);
  });

  it('puts a monthly meeting on the 31st on the last day of shorter months', () => {
    const startsAt = fromLocal({ year: 2026, month: 1, day: 31, hour: 9, minute: 0 }, ZONE);
    const { event } = parse(ics({ cadence: 'Monthly', startsAt }));
    const iterator = event.iterator();
    const days = [1, 2, 3, 4].map(() => toLocal(iterator.next()?.toJSDate() as Date, ZONE));
    expect(days.map((l) => `${l.month}-${l.day} ${l.hour}`)).toEqual(['1-31 9', '2-28 9', '3-31 9', '4-30 9']);
  });

  it('books at least 15 minutes and writes one VTIMEZONE per zone', () => {
    const text = buildCalendar(
      [
        meeting({ agendaItems: [] }),
        meeting({ id: '33333333-3333-4333-8333-333333333333', timeZone: ZONE }),
        meeting({ id: '44444444-4444-4444-8444-444444444444', timeZone: 'UTC' }),
      ],
      { publicUrl: 'https://eos.example.com', now: NOW, calendarName: 'Acme meetings' },
    );
    const { calendar, event } = parse(text);
    expect(event.duration.toSeconds()).toBe(15 * 60);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Acme meetings');
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      ZONE,
      'Etc/UTC',
    ]);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(3);
  });

  it('falls back to UTC times for a zone it does not know', () => {
    const { event } = parse(ics({ timeZone: 'Mars/Olympus_Mons' }));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-02T14:00:00.000Z');
  });

  it('escapes text and survives a round trip', () => {
    const title = 'Ops; sales, and \\ more\nsecond line';
    expect(escapeText(title)).toBe('Ops\\; sales\\, and \\\\ more\\nsecond line');
    const { event } = parse(ics({ title }));
    expect(event.summary).toBe(title);
  });

  it('uses CRLF, folds at 75 octets and never splits a UTF-8 character', () => {
    const title = `Réunion ${'é'.repeat(60)} 会議 ${'x'.repeat(80)}`;
    const text = ics({ title });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parse(text).event.summary).toBe(title);

    const folded = foldLine(`SUMMARY:${'é'.repeat(50)}`);
    expect(folded.split('\r\n').every((l) => !l.includes('\uFFFD'))).toBe(true);
    expect(folded.split('\r\n')[1]?.startsWith(' ')).toBe(true);
  });
});
