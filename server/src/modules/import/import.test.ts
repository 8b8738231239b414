// @module-tag postgres
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type LoopbackSmtp, startSmtp } from '../../../test/smtp.ts';
import {
  accounts,
  invitations,
  meetingInvitees,
  memberships,
  rockMeetings,
  rocks,
  todos,
} from '../../db/schema/index.ts';
import { eventsOf, fixture, type ImportOrg, importOrg, post } from './test-support.ts';

// The issue's sentence: a Ninety-style CSV of 200 Rocks and To-Dos imports with a preview that flags
// the bad rows; then one transaction; owners matched by email or name, the missing one invited.

let t: TestApp;
let smtp: LoopbackSmtp;
let org: ImportOrg;
let outsider: SignedInUser;
let outsiderMeeting: MeetingRow;
const NINETY_200 = fixture('ninety/rocks-and-todos.csv');
const BAD_ROWS = [22, 43, 65, 86, 107, 148];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, featureFlagOverrides: { 'enable-api-switch': true } });
  org = await importOrg(t);
  outsider = await signedInMember(t, { role: 'Owner' });
  outsiderMeeting = await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ninety = (extra: object = {}) => ({
  source: 'ninety',
  entity: 'items',
  csv: NINETY_200,
  meetingId: org.meeting.id,
  ...extra,
});

async function countsOf(orgId: string) {
  const [r] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(rocks).where(eq(rocks.orgId, orgId));
  const [d] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(todos).where(eq(todos.orgId, orgId));
  const [p] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.orgId, orgId));
  const [i] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(eq(invitations.orgId, orgId));
  return { rocks: r?.n, todos: d?.n, people: p?.n, invitations: i?.n };
}

describe('the columns step', () => {
  it('reads the header, proposes the mapping from the names and shows sample rows', async () => {
    const res = await post(t, org.owner, 'import/columns', { source: 'ninety', entity: 'items', csv: NINETY_200 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The byte-order mark is not part of the first header.
    expect(body.headers[0]).toBe('Type');
    expect(body.mapping).toMatchObject({
      Type: 'type',
      Title: 'title',
      Owner: 'owner',
      'Owner Email': 'ownerEmail',
      'Due Date': 'dueDate',
      Team: 'team',
    });
    expect(body.rowCount).toBe(200);
    expect(body.sampleRows).toHaveLength(5);
  });
});

describe('the preview of the 200-row Ninety file', () => {
  it('flags exactly the bad rows, with the column and the reason', async () => {
    const res = await post(t, org.owner, 'import/preview', ninety());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(200);
    expect(body.validRows).toBe(194);
    const flagged = body.rows.filter((r: { valid: boolean }) => !r.valid).map((r: { row: number }) => r.row);
    expect(flagged).toEqual(BAD_ROWS);
    const byRow = Object.fromEntries(body.problems.map((p: { row: number; id: string; column: string }) => [p.row, p]));
    expect(byRow[22]).toMatchObject({ id: 'IMPORT_PROBLEM_UNKNOWN_OWNER', column: 'Owner' });
    expect(byRow[22].text).toContain('Zed Unknown');
    expect(byRow[43]).toMatchObject({ id: 'IMPORT_PROBLEM_BAD_DATE', column: 'Due Date' });
    expect(byRow[65]).toMatchObject({ id: 'IMPORT_PROBLEM_BAD_DATE', column: 'Due Date' });
    expect(byRow[86]).toMatchObject({ id: 'IMPORT_PROBLEM_BAD_NUMBER', column: 'Progress' });
    expect(byRow[107]).toMatchObject({ id: 'IMPORT_PROBLEM_MISSING_TITLE', column: 'Title' });
    expect(byRow[148]).toMatchObject({ id: 'IMPORT_PROBLEM_TOO_LONG', column: 'Title' });
    expect(body.problems).toHaveLength(6);
    // Priya is not in the organization: she will be invited (as a Member, the default).
    expect(body.invitees).toEqual([
      { email: 'priya.patel@example.com', firstName: 'Priya', lastName: 'Patel', role: 'Member' },
    ]);
    const row2 = body.rows[0];
    expect(row2).toMatchObject({ row: 2, kind: 'rock', ownerName: 'Olivia Owner', dueDate: '2027-01-01' });
    // Writes nothing.
    expect(await countsOf(org.owner.org.id)).toEqual({ rocks: 0, todos: 0, people: 4, invitations: 0 });
  });

  it("answers 404 for another organization's meeting, as for one that does not exist", async () => {
    const res = await post(t, org.owner, 'import/preview', ninety({ meetingId: outsiderMeeting.id }));
    expect(res.statusCode).toBe(404);
    const imp = await post(t, org.owner, 'import', ninety({ meetingId: outsiderMeeting.id, skipInvalidRows: true }));
    expect(imp.statusCode).toBe(404);
  });
});

describe('who may import', () => {
  it('refuses Members and Observers (403), and signed-out callers (401)', async () => {
    for (const user of [org.member, org.observer]) {
      for (const url of ['import/columns', 'import/preview', 'import']) {
        expect((await post(t, user, url, ninety({ skipInvalidRows: true }))).statusCode).toBe(403);
      }
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v2/import/preview', payload: ninety() });
    expect(anonymous.statusCode).toBe(401);
    expect((await countsOf(org.owner.org.id)).rocks).toBe(0);
  });
});

describe('one transaction', () => {
  it('a failure at row 150 leaves nothing behind: no Rock, no To-Do, no invited person', async () => {
    // A real database failure half-way through: the Rock of file row 150 cannot be stored (after the
    // invited person and the meeting's new invitees were written, before the To-Dos).
    const row150 = NINETY_200.split('\r\n')[149]?.split(',') ?? [];
    expect(row150.slice(0, 2)).toEqual(['Rock', expect.stringMatching(/#149$/)]);
    await t.ctx.db.execute(
      sql.raw(`create function import_test_fail() returns trigger language plpgsql as $$
      begin
        if new.title = '${row150[1]}' then raise exception 'row 150 cannot be stored'; end if;
        return new;
      end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(
        'create trigger import_test_fail before insert on rocks for each row execute function import_test_fail()',
      ),
    );
    const invitees = () => t.ctx.db.select().from(meetingInvitees).where(eq(meetingInvitees.meetingId, org.meeting.id));
    const inviteesBefore = (await invitees()).length;
    try {
      const before = await countsOf(org.owner.org.id);
      const res = await post(t, org.owner, 'import', ninety({ skipInvalidRows: true }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ succeeded: false });
      const streamed = await post(t, org.owner, 'import', ninety({ skipInvalidRows: true }), {
        accept: 'text/event-stream',
      });
      const events = eventsOf(streamed.body);
      expect(events.at(-1)).toMatchObject({ event: 'error', data: { succeeded: false } });
      expect(await countsOf(org.owner.org.id)).toEqual(before);
      expect(await invitees()).toHaveLength(inviteesBefore);
      const [priya] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'priya.patel@example.com'));
      expect(priya).toBeUndefined();
      expect(smtp.count('priya.patel@example.com')).toBe(0);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger import_test_fail on rocks'));
      await t.ctx.db.execute(sql.raw('drop function import_test_fail()'));
    }
  });
});

describe('the import of the 200-row Ninety file', () => {
  it('refuses the whole file while rows have problems and skipping is not chosen (422)', async () => {
    const res = await post(t, org.owner, 'import', ninety());
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'ERR_IMPORT_ROWS_WITH_PROBLEMS', field: 'skipInvalidRows' });
    expect(res.json().messages[0].text).toContain('Rows with problems: 6.');
    expect((await countsOf(org.owner.org.id)).rocks).toBe(0);
  });

  it('skipping the bad rows, creates the rest with their owners, dates and statuses, streaming progress', async () => {
    const res = await post(t, org.owner, 'import', ninety({ skipInvalidRows: true }), { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(res.body);
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data as { done: number; total: number });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ done: 194, total: 194 });
    const final = events.at(-1);
    expect(final?.event).toBe('result');
    const result = final?.data as {
      created: Record<string, number>;
      ids: Record<string, string[]>;
      skippedRows: number;
      meetings: { id: string; threadId: string }[];
      invitationsSent: boolean;
    };
    expect(result.created).toEqual({
      rocks: 97,
      todos: 97,
      issues: 0,
      headlines: 0,
      measurables: 0,
      measuredValues: 0,
      people: 1,
    });
    expect(result.skippedRows).toBe(6);
    expect(result.meetings).toEqual([{ id: org.meeting.id, threadId: org.meeting.threadId, title: 'Leadership Team' }]);
    expect(result.invitationsSent).toBe(true);

    const orgId = org.owner.org.id;
    const rockRows = await t.ctx.db.select().from(rocks).where(eq(rocks.orgId, orgId));
    const todoRows = await t.ctx.db.select().from(todos).where(eq(todos.orgId, orgId));
    expect(rockRows).toHaveLength(97);
    expect(todoRows).toHaveLength(97);
    // Every Rock is in the meeting.
    const links = await t.ctx.db.select().from(rockMeetings).where(eq(rockMeetings.orgId, orgId));
    expect(links.every((l) => l.tractionId === org.meeting.id)).toBe(true);
    expect(links).toHaveLength(97);
    // Row 2: a Rock of Olivia (by email), due 01/01/2027, On-Track, rich notes sanitized.
    const first = rockRows.find((r) => r.title === 'Plan onboarding checklist #1');
    expect(first).toMatchObject({
      ownerId: org.owner.membership.id,
      dueDate: '2027-01-01',
      status: 'OnTrack',
      type: 'Company',
    });
    expect(first?.contentHtml).toContain('<strong>notes</strong>');
    // Row 9 (index 7): Maya's, matched by her name alone; row 8 (index 6) has plain notes on two lines.
    const byName = rockRows.find((r) => r.title.endsWith('#9'));
    expect(byName?.ownerId).toBe(org.member.membership.id);
    const twoLines = todoRows.find((r) => r.title.endsWith('#8')) ?? rockRows.find((r) => r.title.endsWith('#8'));
    expect(twoLines?.contentHtml).toBe(
      '<p>First line of notes for item 8</p><p>Second line, with a comma, and "quotes"</p>',
    );
    // A Rock with Done is Done and finished; a To-Do marked Done likewise.
    expect(rockRows.filter((r) => r.status === 'Done').every((r) => r.completedAt)).toBe(true);
    expect(todoRows.some((r) => r.status === 'Done' && r.completedAt)).toBe(true);
    // Priya: invited (a person who has not joined), owning her 20 To-Dos, mailed after commit.
    const [priya] = await t.ctx.db
      .select({ id: memberships.id, joinedAt: memberships.joinedAt, role: memberships.role })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(memberships.orgId, orgId), eq(accounts.email, 'priya.patel@example.com')));
    expect(priya).toMatchObject({ joinedAt: null, role: 'Member' });
    expect(result.ids.people).toEqual([priya?.id]);
    expect(todoRows.filter((r) => r.ownerId === priya?.id)).toHaveLength(20);
    const mail = await smtp.received('priya.patel@example.com');
    expect(mail[0]).toContain('/welcome/invitation/');
    // Owners are now invited to the meeting (Maya and Priya were not).
    const invited = await t.ctx.db
      .select({ personId: meetingInvitees.personId })
      .from(meetingInvitees)
      .where(
        and(
          eq(meetingInvitees.meetingId, org.meeting.id),
          inArray(meetingInvitees.personId, [org.member.membership.id, priya?.id ?? '']),
        ),
      );
    expect(invited).toHaveLength(2);
    // The Rocks read back through the meeting's own list, as the web app does.
    const list = await post(t, org.owner, 'rocks/search', {
      startIndex: 0,
      endIndex: 200,
      includeTotalCount: true,
      filters: { 'traction-id': [org.meeting.id] },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().totalCount).toBe(97);
  });

  it('an organization token with data write imports; one with data read is refused (403)', async () => {
    const make = async (level: 'read' | 'write') => {
      const res = await post(t, org.admin, 'org/api-tokens', {
        name: `import ${level}`,
        scopes: [{ area: 'data', level }],
        expiresInDays: 30,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().secret as string;
    };
    const csv = fixture('ninety/headlines.csv');
    const call = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/import',
        headers: { authorization: `Bearer ${secret}` },
        payload: { source: 'ninety', entity: 'headlines', csv },
      });
    const read = await call(await make('read'));
    expect(read.statusCode, read.body).toBe(403);
    const write = await call(await make('write'));
    expect(write.statusCode, write.body).toBe(200);
    expect(write.json().created.headlines).toBe(2);
  });
});
