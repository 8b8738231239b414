// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { addMember, createOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { meetingSessions, meetings, memberships, organizations, revisions, sessions } from '../../db/schema/index.ts';
import { DEMO_ORG_NAME, seedDemo } from '../../seed/demo.ts';
import type { Row } from './export.ts';
import { entitiesOf, rezip, unzipText } from './test-support.ts';

// A restore takes a zip anyone can write by hand. What it stores must be what the app could have written
// itself: HTML inside the V/TO and the chart goes through the one sanitizer, documents have the shape the
// app reads, enumerated columns hold one of their values. Anything else is 422 naming the field, and
// nothing is written.

let t: TestApp;
let ownerAccountId: string;
let files: Record<string, string>;
let entities: Record<string, Row[]>;

const api = (method: 'GET' | 'POST', url: string, cookie: string, payload?: Uint8Array) =>
  t.app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { cookie, ...(payload ? { 'content-type': 'application/zip', origin: 'http://localhost:3000' } : {}) },
    ...(payload ? { payload: Buffer.from(payload) } : {}),
  });

/** A new, empty organization whose Owner is the demo Owner, and a session working in it. */
async function freshOrg(name: string): Promise<{ orgId: string; cookie: string }> {
  const org = await createOrg(t.ctx.db, { name });
  await addMember(t.ctx.db, org, { id: ownerAccountId }, 'Owner');
  const { cookie, sessionId } = await signIn(t, ownerAccountId);
  await t.ctx.db.update(sessions).set({ orgId: org.id }).where(eq(sessions.id, sessionId));
  return { orgId: org.id, cookie };
}

/** A deep copy of an exported file's rows, to tamper with. */
const rowsOf = (file: string) => structuredClone(entities[file] ?? []) as Row[];
// biome-ignore lint/suspicious/noExplicitAny: tampering with documents of any shape
type Doc = any;
// The published revision of a kind (the demo's V/TO also has a Draft with parts not filled in): the
// export lists rows by id, so "the first" would be either, by chance.
const revisionOf = (rows: Row[], kind: 'vto' | 'ac') =>
  rows.filter((r) => r.kind === kind).sort((a, b) => Number(b.isPublished) - Number(a.isPublished))[0];
const docOf = (rows: Row[], kind: 'vto' | 'ac') => revisionOf(rows, kind)?.document as Doc;

const SCRIPT = '<script>alert(document.cookie)</script>';
const IMG = '<img src="x" onerror="alert(1)">';
const HOSTILE = /<script|onerror|onclick|javascript:|<iframe|<img/i;

beforeAll(async () => {
  t = await createTestApp({ featureFlagOverrides: { 'enable-api-switch': true } });
  await seedDemo(t.ctx);
  const [org] = await t.ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_ORG_NAME));
  const orgId = org?.id as string;
  const [owner] = await t.ctx.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'Owner')));
  ownerAccountId = owner?.accountId as string;
  // A held session, so that a summary travels in the export too.
  const [meeting] = await t.ctx.db.select().from(meetings).where(eq(meetings.orgId, orgId));
  await t.ctx.db.insert(meetingSessions).values({
    orgId,
    meetingId: meeting?.id as string,
    sessionNumber: 1,
    startedAt: new Date('2026-11-02T14:00:00Z'),
    endedAt: new Date('2026-11-02T15:30:00Z'),
    averageRating: 9,
    summary: {
      attendees: [
        { personId: owner?.id as string, firstName: 'Olivia', lastName: 'Owner', avatarUrl: null, rating: 9 },
      ],
      sections: [{ name: 'Segue', type: 'Segue', minutes: 5, elapsedMs: 300_000 }],
      addedTodos: [],
      completedTodos: [],
      solvedIssues: [],
      reviewedHeadlines: [],
    },
  });
  const { cookie } = await signIn(t, ownerAccountId);
  const res = await api('GET', 'export', cookie);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  files = unzipText(res.rawPayload);
  entities = entitiesOf(files);
});
afterAll(() => t.close());

describe('a restore of a hand-made zip', () => {
  it('restores a valid export unchanged', async () => {
    const fresh = await freshOrg('Valid again');
    const res = await api('POST', 'export/restore', fresh.cookie, rezip(files, {}));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toMatchObject({ revisions: entities.revisions?.length, meetings: 1 });
  });

  it('stores the HTML inside the V/TO, the chart and the agenda as the sanitizer leaves it', async () => {
    const revs = rowsOf('revisions');
    const vto = docOf(revs, 'vto');
    const ac = docOf(revs, 'ac');
    expect(vto.vision.tenYearTarget).not.toBeNull();
    expect(vto.vision.targetMarkets.length).toBeGreaterThan(0);
    expect(ac.seats.length).toBeGreaterThan(0);
    vto.vision.tenYearTarget.contentHtml = `<p>Ten years out</p>${SCRIPT}${IMG}`;
    vto.vision.coreValuesSpeech.notes = '<p onclick="alert(2)">Our speech</p>';
    vto.vision.targetMarkets[0].guaranteeHtml = '<p><a href="javascript:alert(3)">Guaranteed</a></p>';
    vto.vision.threeYearPicture.notes = `<p>Three years</p><iframe src="https://evil.example"></iframe>`;
    vto.traction.oneYearPlan.futureDateNotes = `<p>One year</p>${SCRIPT}`;
    vto.traction.longTermIssueList.issues[0].notes = `<p>Parked</p>${IMG}`;
    ac.seats[0].notes = `<p>Seat notes</p>${SCRIPT}<img src=x onerror=alert(4)>`;
    const meetingRows = rowsOf('meetings');
    const agenda = (meetingRows[0] as Row).agenda as Doc;
    agenda.items[0].customContent = { contentType: 'html', content: `<b>Agenda</b>${SCRIPT}` };

    const fresh = await freshOrg('Scripts in documents');
    const res = await api(
      'POST',
      'export/restore',
      fresh.cookie,
      rezip(files, { 'json/revisions.json': revs, 'json/meetings.json': meetingRows }),
    );
    expect(res.statusCode, res.body).toBe(200);

    // Read back through the app's own reads, as every member's browser would.
    const stored = await t.ctx.db.select().from(revisions).where(eq(revisions.orgId, fresh.orgId));
    const vtoRow = stored.find((r) => r.kind === 'vto' && r.title === revisionOf(revs, 'vto')?.title);
    const acRow = stored.find((r) => r.kind === 'ac' && r.title === revisionOf(revs, 'ac')?.title);
    const vtoRes = await api('GET', `vto/collection/${vtoRow?.collectionId}/revision/${vtoRow?.id}`, fresh.cookie);
    expect(vtoRes.statusCode, vtoRes.body).toBe(200);
    const { vision, traction } = vtoRes.json().vto;
    const html = [
      vision.tenYearTarget.contentHtml,
      vision.coreValuesSpeech.notes,
      vision.targetMarkets[0].guaranteeHtml,
      vision.threeYearPicture.notes,
      traction.oneYearPlan.futureDateNotes,
      traction.longTermIssueList.issues[0].notes,
    ] as string[];
    for (const value of html) expect(value).not.toMatch(HOSTILE);
    expect(vision.tenYearTarget.contentHtml).toBe('<p>Ten years out</p>');
    expect(vision.coreValuesSpeech.notes).toBe('<p>Our speech</p>');
    expect(vision.targetMarkets[0].guaranteeHtml).toContain('Guaranteed');
    expect(traction.longTermIssueList.issues[0].notes).toBe('<p>Parked</p>');

    const acRes = await api('GET', `ac/collection/${acRow?.collectionId}/revision/${acRow?.id}`, fresh.cookie);
    expect(acRes.statusCode, acRes.body).toBe(200);
    const seat = (acRes.json().chart.seats as { id: string; notes: string }[]).find((s) => s.notes.includes('Seat'));
    expect(seat?.notes).toBe('<p>Seat notes</p>');

    const [meeting] = await t.ctx.db.select().from(meetings).where(eq(meetings.orgId, fresh.orgId));
    expect(meeting?.agenda.items[0]?.customContent?.content).toBe('<b>Agenda</b>');
  });

  it('refuses documents of another shape and values outside their enumeration: 422 naming the field, nothing written', async () => {
    const fresh = await freshOrg('Hostile shapes');
    const tamper = (file: string, change: (rows: Row[]) => void) => {
      const rows = rowsOf(file);
      change(rows);
      return { [`json/${file}.json`]: rows };
    };
    const vto = (change: (doc: Doc) => void) => tamper('revisions', (rows) => change(docOf(rows, 'vto')));
    const ac = (change: (doc: Doc) => void) => tamper('revisions', (rows) => change(docOf(rows, 'ac')));
    const first = (file: string, change: (row: Row) => void) => tamper(file, (rows) => change(rows[0] as Row));
    // A person the restore adds (the Owner's own row is matched to the caller, not written).
    const invitee = (change: (row: Row) => void) =>
      tamper('people', (rows) => change(rows.find((r) => r.email !== 'owner@demo.local') as Row));
    const cases: [string, Record<string, Row[]>, string, string][] = [
      [
        'V/TO core values not a list',
        vto((d) => (d.vision.coreValues = 'all of them')),
        'revisions',
        'document.vision.coreValues',
      ],
      ['V/TO without traction', vto((d) => delete d.traction), 'revisions', 'document.traction'],
      [
        'V/TO ten-year target HTML a number',
        vto((d) => (d.vision.tenYearTarget.contentHtml = 42)),
        'revisions',
        'document.vision.tenYearTarget.contentHtml',
      ],
      [
        'V/TO metric of an unknown unit',
        vto((d) => (d.traction.oneYearPlan.financialMetrics[0].unitOfMeasure = 'Bitcoin')),
        'revisions',
        'document.traction.oneYearPlan.financialMetrics.0.unitOfMeasure',
      ],
      [
        'chart seat roles not a list',
        ac((d) => (d.seats[0].roles = 'everything')),
        'revisions',
        'document.seats.0.roles',
      ],
      [
        'chart seats in a cycle',
        ac((d) => {
          d.seats[0].parentId = d.seats[1].id;
          d.seats[1].parentId = d.seats[0].id;
        }),
        'revisions',
        'document.seats',
      ],
      ['a second chart root', ac((d) => (d.seats[1].parentId = null)), 'revisions', 'document.seats.1'],
      [
        'sharing of another shape',
        first('revisions', (r) => (r.visibility = { groups: 'everyone' })),
        'revisions',
        'visibility.groups',
      ],
      [
        'agenda minutes in words',
        first('meetings', (r) => ((r.agenda as Doc).items[0].minutes = 'ten')),
        'meetings',
        'agenda.items.0.minutes',
      ],
      [
        'agenda items not a list',
        first('meetings', (r) => ((r.agenda as Doc).items = { a: 1 })),
        'meetings',
        'agenda.items',
      ],
      [
        'agenda section of an unknown type',
        first('meetings', (r) => ((r.agenda as Doc).items[0].type = 'Karaoke')),
        'meetings',
        'agenda.items.0.type',
      ],
      [
        'summary of another shape',
        first('meeting-sessions', (r) => (r.summary = { attendees: [{ rating: 'ten' }] })),
        'meeting-sessions',
        'summary.attendees.0.personId',
      ],
      ['an unknown Rock status', first('rocks', (r) => (r.status = 'Exploded')), 'rocks', 'status'],
      ['an unknown Rock type', first('rocks', (r) => (r.type = 'Galactic')), 'rocks', 'type'],
      ['an unknown To-Do status', first('todos', (r) => (r.status = 'Maybe')), 'todos', 'status'],
      ['an unknown role', first('people', (r) => (r.role = 'Emperor')), 'people', 'role'],
      [
        'an unknown suspended role',
        invitee((r) => (r.billingSuspendedRole = 'Emperor')),
        'people',
        'billingSuspendedRole',
      ],
      ['an unknown permission', invitee((r) => (r.permissions = ['Fly|Moon'])), 'people', 'permissions'],
      ['an unknown cadence', first('meetings', (r) => (r.cadence = 'Hourly')), 'meetings', 'cadence'],
      ['an unknown time zone', first('meetings', (r) => (r.timeZone = 'Mars/Olympus_Mons')), 'meetings', 'timeZone'],
      [
        'an unknown measurable unit',
        first('measurables', (r) => (r.unitOfMeasure = 'Bitcoin')),
        'measurables',
        'unitOfMeasure',
      ],
      ['an unknown folder kind', first('folders', (r) => (r.kind = 'okr')), 'folders', 'kind'],
      [
        'a chart revision in a V/TO folder',
        tamper('revisions', (rows) => {
          const chart = rows.find((r) => r.kind === 'ac') as Row;
          chart.collectionId = rows.find((r) => r.kind === 'vto')?.collectionId;
        }),
        'revisions',
        'kind',
      ],
    ];
    for (const [what, changes, file, field] of cases) {
      const res = await api('POST', 'export/restore', fresh.cookie, rezip(files, changes));
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
      const [message] = res.json().messages as { id: string; text: string; params: (string | number)[] }[];
      expect(message?.id, what).toBe('ERR_EXPORT_BAD_VALUE');
      expect(message?.params?.[0], what).toBe(`json/${file}.json`);
      expect(String(message?.params?.[2]), what).toContain(field);
      expect(message?.text, what).toContain(field);
    }
    const status = await api('GET', 'export/status', fresh.cookie);
    expect(status.json()).toMatchObject({ canRestore: true, counts: { people: 1, rocks: 0, meetings: 0 } });
    expect(await t.ctx.db.select().from(revisions).where(eq(revisions.orgId, fresh.orgId))).toEqual([]);
  });
});
