import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertMeeting } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** The feed path of a feed URL (the app answers it at the same path under inject). */
const pathOf = (url: string) => new URL(url).pathname.replace('/api/v2', '');

describe('GET meeting/{id}/ics', () => {
  it('answers the meeting as a text/calendar attachment', async () => {
    const ada = await signedInMember(t, { account: { firstName: 'Ada', lastName: 'Lovelace' } });
    const m = await insertMeeting(t.ctx.db, {
      orgId: ada.org.id,
      ownerId: ada.membership.id,
      title: 'Weekly L10, Ops/Sales',
    });
    const res = await get(`/meeting/${m.id}/ics`, ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Weekly-L10-Ops-Sales.ics"');
    const [event] = events(res.body).events;
    expect(event?.summary).toBe('Weekly L10, Ops/Sales');
    expect(event?.startDate.zone?.tzid).toBe('America/New_York');
    expect(event?.startDate.hour).toBe(9);
    // The built-in Level 10 agenda is 90 minutes.
    expect(event?.duration.toSeconds()).toBe(90 * 60);
    expect(event?.organizer).toBe(`mailto:${ada.account.email}`);
    expect(event?.uid).toBe(`${m.id}@localhost:3000`);
  });

  it('is 401 signed out and 404 for another organization', async () => {
    const ada = await signedInMember(t);
    const other = await signedInMember(t);
    const m = await insertMeeting(t.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id });
    expect((await get(`/meeting/${m.id}/ics`)).statusCode).toBe(401);
    const res = await get(`/meeting/${m.id}/ics`, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'ERR_NOT_FOUND' }] });
  });
});

describe('calendar feed', () => {
  it('lists the meetings the person owns or attends, and nobody else’s', async () => {
    const ada = await signedInMember(t);
    const grace = await addMember(t.ctx.db, ada.org, await createAccount(t.ctx.db), 'Member');
    const outsider = await signedInMember(t);
    const owned = await insertMeeting(t.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id, title: 'Owned' });
    const attended = await insertMeeting(t.ctx.db, {
      orgId: ada.org.id,
      ownerId: grace.id,
      inviteeIds: [grace.id, ada.membership.id],
      title: 'Attended',
      cadence: 'BiWeekly',
    });
    await insertMeeting(t.ctx.db, { orgId: ada.org.id, ownerId: grace.id, title: 'Not mine' });
    await insertMeeting(t.ctx.db, { orgId: outsider.org.id, ownerId: outsider.membership.id, title: 'Elsewhere' });

    const issued = await get('/calendar/feed', ada.cookie);
    expect(issued.statusCode).toBe(200);
    const { url } = issued.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v2\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    // Public: the token is the credential, no cookie needed.
    const feed = await get(pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const parsed = events(feed.body);
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${ada.org.name} meetings`);
    expect(parsed.events.map((e) => e.summary).sort()).toEqual(['Attended', 'Owned']);
    expect(parsed.events.map((e) => e.uid).sort()).toEqual(
      [`${attended.id}@localhost:3000`, `${owned.id}@localhost:3000`].sort(),
    );
    const biweekly = parsed.events.find((e) => e.summary === 'Attended');
    expect(String(biweekly?.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;INTERVAL=2');
  });

  it('keeps the same URL until it is reset, which stops the previous one working', async () => {
    const ada = await signedInMember(t);
    await insertMeeting(t.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id });
    const first = (await get('/calendar/feed', ada.cookie)).json().url;
    const second = (await get('/calendar/feed', ada.cookie)).json().url;
    expect(second).toBe(first);
    expect((await get(pathOf(second))).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/calendar/feed/reset',
      headers: { cookie: ada.cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect((await get(pathOf(second))).statusCode).toBe(404);
    expect((await get(pathOf(reset.json().url))).statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed tokens, and 401 for the feed URL signed out', async () => {
    expect((await get(`/calendar/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get('/calendar/short.ics')).statusCode).toBe(404);
    expect((await get(`/calendar/${'a'.repeat(43)}.txt`)).statusCode).toBe(404);
    expect((await get('/calendar/feed')).statusCode).toBe(401);
  });
});
