// @module-tag postgres
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  accounts,
  headlines,
  issues,
  measurables,
  measuredValues,
  meetingInvitees,
  memberships,
  rocks,
  todos,
} from '../../db/schema/index.ts';
import { fixture, type ImportOrg, importOrg, post } from './test-support.ts';

// Each source's fixture files, per kind of file: the preview flags what it should, the import stores
// the right owners, dates, statuses and numbers.

let t: TestApp;
let org: ImportOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await importOrg(t);
});
afterAll(() => t.close());

const body = (source: string, entity: string, file: string, extra: object = {}) => ({
  source,
  entity,
  csv: fixture(file),
  ...extra,
});
const preview = (b: object) => post(t, org.owner, 'import/preview', b);
const run = (b: object) => post(t, org.owner, 'import', b);
const problemsOf = (res: { json(): unknown }) =>
  (res.json() as { problems: { row: number; id: string; column: string }[] }).problems.map((p) => [
    p.row,
    p.id,
    p.column,
  ]);

describe('Ninety', () => {
  it('Rocks: owners by email, by name and invited, US and ISO dates, statuses; the Team column names the meeting', async () => {
    const b = body('ninety', 'rocks', 'ninety/rocks.csv');
    const p = await preview(b);
    expect(p.statusCode, p.body).toBe(200);
    expect(problemsOf(p)).toEqual([]);
    expect(p.json().invitees.map((i: { email: string }) => i.email)).toEqual(['priya.patel@example.com']);
    const res = await run(b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created).toMatchObject({ rocks: 4, people: 1 });
    const rows = await t.ctx.db.select().from(rocks).where(eq(rocks.orgId, org.owner.org.id)).orderBy(asc(rocks.title));
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r]));
    expect(byTitle['Close three enterprise deals']).toMatchObject({
      ownerId: org.owner.membership.id,
      dueDate: '2027-03-31',
      status: 'OnTrack',
    });
    expect(byTitle['Hire a head of support']).toMatchObject({ dueDate: '2027-03-31', status: 'OffTrack' });
    expect(byTitle['Launch the customer portal']).toMatchObject({
      ownerId: org.member.membership.id,
      dueDate: '2027-03-15',
      status: 'Done',
      contentHtml: '<p>Phase <em>one</em> only</p>',
    });
    expect(byTitle['Open the Denver office']?.contentHtml).toBe('<p>Lease signed</p><p>Movers booked</p>');
  });

  it('To-Dos with Completed, Issues with Status, Headlines', async () => {
    const t1 = await run(body('ninety', 'todos', 'ninety/todos.csv'));
    expect(t1.json().created.todos).toBe(3);
    const done = await t.ctx.db
      .select()
      .from(todos)
      .where(and(eq(todos.orgId, org.owner.org.id), eq(todos.title, 'Post the support job ad')));
    expect(done[0]).toMatchObject({ status: 'Done', dueDate: '2027-01-08', ownerId: org.admin.membership.id });
    const t2 = await run(body('ninety', 'issues', 'ninety/issues.csv'));
    expect(t2.json().created.issues).toBe(3);
    const list = await t.ctx.db
      .select()
      .from(issues)
      .where(eq(issues.orgId, org.owner.org.id))
      .orderBy(asc(issues.rank));
    expect(list.map((i) => [i.title, i.status])).toEqual([
      ['Onboarding takes too long', 'Open'],
      ['Support backlog is growing', 'Open'],
      ['Old CRM licences', 'Solved'],
    ]);
    const t3 = await run(body('ninety', 'headlines', 'ninety/headlines.csv'));
    expect(t3.json().created.headlines).toBe(2);
  });

  it('the Scorecard: one column per week, numbers with $ , and %, a bad number flagged', async () => {
    const b = body('ninety', 'measurables', 'ninety/scorecard.csv');
    const cols = await post(t, org.owner, 'import/columns', b);
    expect(cols.json().mapping).toMatchObject({
      Goal: 'goal',
      'Goal Operator': 'comparison',
      '01/04/2027 - 01/10/2027': 'week',
      '01/25/2027 - 01/31/2027': 'week',
    });
    const p = await preview(b);
    expect(problemsOf(p)).toEqual([[5, 'IMPORT_PROBLEM_BAD_NUMBER', '01/11/2027 - 01/17/2027']]);
    const res = await run({ ...b, skipInvalidRows: true });
    expect(res.json().created).toMatchObject({ measurables: 3, measuredValues: 10 });
    const rows = await t.ctx.db.select().from(measurables).where(eq(measurables.orgId, org.owner.org.id));
    const revenue = rows.find((m) => m.title === 'Revenue');
    expect(revenue).toMatchObject({
      goalValue: 50000,
      comparison: 'GreaterOrEqual',
      unitOfMeasure: 'Dollar',
      decimalPlaces: 2,
    });
    const churn = rows.find((m) => m.title === 'Customer churn');
    expect(churn).toMatchObject({
      goalValue: 2,
      comparison: 'LessOrEqual',
      unitOfMeasure: 'Percent',
      decimalPlaces: 1,
    });
    const values = await t.ctx.db
      .select({ intervalId: measuredValues.intervalId, value: measuredValues.value })
      .from(measuredValues)
      .where(eq(measuredValues.measurableId, revenue?.id ?? ''))
      .orderBy(asc(measuredValues.intervalId));
    // Weeks are named by their Monday; the empty fourth week has no number.
    expect(values).toEqual([
      { intervalId: '2027-01-04', value: 52300 },
      { intervalId: '2027-01-11', value: 48100 },
      { intervalId: '2027-01-18', value: 55000 },
    ]);
    // The measurables read back through the scorecard's own call.
    expect(rows.every((m) => m.position > 0)).toBe(true);
  });

  it('users: invited as Members or Observers by their role, the known one only added to the meeting', async () => {
    const b = body('ninety', 'people', 'ninety/users.csv', { meetingId: org.meeting.id });
    const p = await preview(b);
    expect(problemsOf(p)).toEqual([[5, 'IMPORT_PROBLEM_BAD_EMAIL', 'Email']]);
    expect(p.json().invitees).toEqual([
      { email: 'sam.observer@example.com', firstName: 'Sam', lastName: 'Observer', role: 'Observer' },
    ]);
    const res = await run({ ...b, skipInvalidRows: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created.people).toBe(1);
    const [sam] = await t.ctx.db
      .select({ id: memberships.id, role: memberships.role, joinedAt: memberships.joinedAt })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(memberships.orgId, org.owner.org.id), eq(accounts.email, 'sam.observer@example.com')));
    expect(sam).toMatchObject({ role: 'Observer', joinedAt: null });
    const invited = await t.ctx.db
      .select()
      .from(meetingInvitees)
      .where(and(eq(meetingInvitees.meetingId, org.meeting.id), eq(meetingInvitees.personId, sam?.id ?? '')));
    expect(invited).toHaveLength(1);
  });
});

describe('Bloom Growth', () => {
  it('Rocks, To-dos (Jordan invited), Issues with Resolved, People Headlines', async () => {
    expect((await run(body('bloom-growth', 'rocks', 'bloom-growth/rocks.csv'))).json().created.rocks).toBe(3);
    const td = await run(body('bloom-growth', 'todos', 'bloom-growth/todos.csv'));
    expect(td.json().created).toMatchObject({ todos: 3, people: 1 });
    const iss = await run(body('bloom-growth', 'issues', 'bloom-growth/issues.csv'));
    expect(iss.json().created.issues).toBe(3);
    const solved = await t.ctx.db
      .select()
      .from(issues)
      .where(and(eq(issues.orgId, org.owner.org.id), eq(issues.title, 'Printer keeps jamming')));
    expect(solved[0]?.status).toBe('Solved');
    const hl = await run(body('bloom-growth', 'headlines', 'bloom-growth/headlines.csv'));
    expect(hl.json().created.headlines).toBe(2);
    const welcome = await t.ctx.db
      .select()
      .from(headlines)
      .where(and(eq(headlines.orgId, org.owner.org.id), eq(headlines.title, 'Welcome Jordan to the team')));
    expect(welcome[0]?.contentHtml).toBe('<p>Starts Monday</p>');
  });

  it('Measurables: weeks by their start date, the Admin column left out, a bad number flagged', async () => {
    const b = body('bloom-growth', 'measurables', 'bloom-growth/measurables.csv');
    const p = await preview(b);
    expect(problemsOf(p)).toEqual([[4, 'IMPORT_PROBLEM_BAD_NUMBER', '1/18/2027']]);
    const res = await run({ ...b, skipInvalidRows: true });
    expect(res.json().created).toMatchObject({ measurables: 2, measuredValues: 5 });
  });

  it('users: a Viewer is an Observer, a User a Member, the existing Admin is left as is', async () => {
    const p = await preview(body('bloom-growth', 'people', 'bloom-growth/users.csv'));
    expect(problemsOf(p)).toEqual([]);
    // Jordan was invited by the To-do import already.
    expect(p.json().invitees).toEqual([
      { email: 'casey.kim@example.com', firstName: 'Casey', lastName: 'Kim', role: 'Observer' },
    ]);
  });
});

describe('any CSV with a mapping', () => {
  it('proposes a mapping from its headers, then imports through the mapping the user chose', async () => {
    const b = body('generic', 'todos', 'generic/action-items.csv');
    const cols = await post(t, org.owner, 'import/columns', b);
    expect(cols.json().mapping).toEqual({
      'Action item': 'ignore',
      Responsible: 'ignore',
      'Responsible e-mail': 'ignore',
      Deadline: 'dueDate',
      Notes: 'description',
      Group: 'ignore',
      'Done?': 'status',
    });
    const mapping = {
      ...cols.json().mapping,
      'Action item': 'title',
      Responsible: 'owner',
      'Responsible e-mail': 'ownerEmail',
      Group: 'team',
    };
    const p = await preview({ ...b, mapping });
    // 02/30/2027 is not a day.
    expect(problemsOf(p)).toEqual([[4, 'IMPORT_PROBLEM_BAD_DATE', 'Deadline']]);
    const res = await run({ ...b, mapping, skipInvalidRows: true });
    expect(res.json().created.todos).toBe(2);
    const [laptops] = await t.ctx.db
      .select()
      .from(todos)
      .where(and(eq(todos.orgId, org.owner.org.id), eq(todos.title, 'Order new laptops')));
    expect(laptops).toMatchObject({ ownerId: org.admin.membership.id, dueDate: '2027-02-15', status: 'Done' });
  });

  it('a mapping naming a field the kind of file cannot use leaves that column out', async () => {
    const b = body('generic', 'headlines', 'generic/action-items.csv', {
      mapping: { 'Action item': 'title', Responsible: 'owner', Deadline: 'goal', Group: 'team' },
    });
    const p = await preview(b);
    expect(p.statusCode).toBe(200);
    expect(problemsOf(p)).toEqual([]);
  });
});
