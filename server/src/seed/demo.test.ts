// @module-tag postgres
import {
  AcRevisionResponse,
  type ComparisonGoal,
  meetsGoal,
  ScorecardGridResponse,
  toLocal,
  VtoRevisionResponse,
} from '@eos/domain';
import { verify } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  accounts,
  collections,
  meetingInvitees,
  meetings,
  memberships,
  organizations,
  revisions,
} from '../db/schema/index.ts';
import {
  DEMO_MEASURABLES,
  DEMO_MEETING,
  DEMO_ORG_NAME,
  DEMO_PASSWORD,
  DEMO_USERS,
  demoScorecardWeeks,
  nextMondayAt,
  seedDemo,
  seedDemoIfEmpty,
} from './demo.ts';
import { demoAcTitles } from './demo-ac.ts';
import { demoVtoTitles } from './demo-vto.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoRows = () =>
  t.ctx.db
    .select({
      email: accounts.email,
      hash: accounts.passwordHash,
      role: memberships.role,
      hasLicense: memberships.hasLicense,
      orgId: memberships.orgId,
    })
    .from(accounts)
    .innerJoin(memberships, eq(memberships.accountId, accounts.id))
    .where(
      inArray(
        accounts.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );

describe('demo seed', () => {
  it('seeds the demo organization once, on an empty database', async () => {
    expect(await seedDemoIfEmpty(t.ctx, t.app.log)).toBe(true);
    expect(await seedDemoIfEmpty(t.ctx, t.app.log)).toBe(false);

    const orgs = await t.ctx.db.select().from(organizations);
    expect(orgs.map((o) => o.name)).toEqual([DEMO_ORG_NAME]);
    const rows = await demoRows();
    expect(rows.map((r) => [r.email, r.role, r.hasLicense]).sort()).toEqual([
      ['admin@demo.local', 'Admin', true],
      ['member@demo.local', 'Member', true],
      ['observer@demo.local', 'Observer', false],
      ['owner@demo.local', 'Owner', true],
    ]);
    expect(new Set(rows.map((r) => r.orgId))).toEqual(new Set([orgs[0]?.id]));
  });

  it('gives the demo org a weekly leadership Level 10 that every licensed person attends', async () => {
    const [org] = await t.ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_ORG_NAME));
    const rows = await t.ctx.db
      .select()
      .from(meetings)
      .where(eq(meetings.orgId, org?.id ?? ''));
    expect(rows).toHaveLength(1);
    const meeting = rows[0];
    expect(meeting).toMatchObject({
      title: 'Leadership Team',
      cadence: 'Weekly',
      isLT: true,
      timeZone: DEMO_MEETING.timeZone,
    });
    expect(meeting?.agenda.type).toBe('Level10');
    const local = toLocal(meeting?.startsAt ?? new Date(), DEMO_MEETING.timeZone);
    expect([local.hour, local.minute]).toEqual([9, 0]);
    expect(new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay()).toBe(1);
    expect(meeting?.startsAt.getTime()).toBeGreaterThan(Date.now());

    const invited = await t.ctx.db
      .select({ email: accounts.email, personId: memberships.id })
      .from(meetingInvitees)
      .innerJoin(memberships, eq(memberships.id, meetingInvitees.personId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(eq(meetingInvitees.meetingId, meeting?.id ?? ''));
    expect(invited.map((i) => i.email).sort()).toEqual(['admin@demo.local', 'member@demo.local', 'owner@demo.local']);
    const owner = invited.find((i) => i.email === 'owner@demo.local');
    expect(meeting?.ownerId).toBe(owner?.personId);
  });

  it('gives the owner a working password and a session in the demo org', async () => {
    const owner = (await demoRows()).find((r) => r.email === 'owner@demo.local');
    expect(await verify(owner?.hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verify(owner?.hash ?? '', 'wrong')).toBe(false);

    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'owner@demo.local'));
    const { cookie } = await signIn(t, account?.id ?? '');
    const session = (await t.app.inject({ method: 'GET', url: '/api/v2/session', headers: { cookie } })).json();
    expect(session).toMatchObject({ hasAccount: true, user: { roles: ['Owner'], firstName: 'Olivia' } });
    expect(session.user.orgs.map((o: { name: string }) => o.name)).toEqual([DEMO_ORG_NAME]);
  });

  it('fills the leadership Scorecard: six measurables of different units, a quarter of numbers, some off track', async () => {
    expect(DEMO_MEASURABLES.every((m) => m.values.length === 13)).toBe(true);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'member@demo.local'));
    const { cookie } = await signIn(t, account?.id ?? '');
    const [meeting] = await t.ctx.db.select().from(meetings).where(eq(meetings.title, DEMO_MEETING.title));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie }, payload });
    const scorecard = (await call('POST', '/scorecard', { tractionId: meeting?.id })).json().scorecard;
    expect(scorecard.id).toBe(meeting?.scorecardId);
    const weeks = demoScorecardWeeks();
    const grid = ScorecardGridResponse.parse(
      (await call('GET', `/scorecard/${scorecard.id}?end=${weeks.at(-1)}&weeks=13`)).json(),
    );
    expect(grid.intervals).toEqual(weeks);
    expect(grid.measurables.map((m) => m.title)).toEqual(DEMO_MEASURABLES.map((m) => m.title));
    expect(new Set(grid.measurables.map((m) => m.unitOfMeasure)).size).toBe(6);
    expect(grid.measurables[0]).toMatchObject({
      title: 'Revenue',
      goalValue: 250,
      unitOfMeasure: 'Dollar',
      valueScale: 'Thousand',
      decimalPlaces: 2,
      owner: { firstName: 'Olivia' },
    });
    let offTrack = 0;
    for (const m of grid.measurables) {
      expect(m.values.map((v) => v.intervalId)).toEqual(weeks);
      offTrack += m.values.filter((v) => !meetsGoal(v.value, m.goalValue, m.comparison as ComparisonGoal)).length;
    }
    expect(offTrack).toBeGreaterThan(5);
    expect(offTrack).toBeLessThan(40);
  });

  it('gives the demo org a complete V/TO published as Final and a Draft for next year copied from its Vision', async () => {
    const signedIn = async (email: string) => {
      const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, email));
      const { cookie } = await signIn(t, account?.id ?? '');
      return (url: string) => t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { cookie } });
    };
    const get = await signedIn('member@demo.local');
    const { collections } = (await get('/vto/collections')).json();
    expect(collections).toHaveLength(1);
    const [folder] = collections;
    expect(folder).toMatchObject({ title: `${DEMO_ORG_NAME} Vision/Traction Organizer`, isCompanyFolder: true });
    const titles = demoVtoTitles(new Date().getUTCFullYear());
    const byTitle = (title: string) => folder.revisions.find((r: { title: string }) => r.title === title);
    expect(byTitle(titles.final)).toMatchObject({ isPublished: true });
    expect(byTitle(titles.draft)).toMatchObject({ isPublished: false });
    const read = async (revision: { id: string }, as = get) =>
      VtoRevisionResponse.parse((await as(`/vto/collection/${folder.id}/revision/${revision.id}`)).json()).vto;

    const final = await read(byTitle(titles.final));
    const { vision, traction } = final;
    expect(vision.coreValues.length).toBeGreaterThanOrEqual(3);
    expect(vision.coreValues.every((v) => v.description.length > 0)).toBe(true);
    expect(vision.coreFocus?.niche).toBeTruthy();
    expect(vision.tenYearTarget?.contentHtml).toBeTruthy();
    expect(vision.targetMarkets).toHaveLength(1);
    expect(vision.targetMarkets[0]?.uniques).toHaveLength(3);
    expect(vision.targetMarkets[0]?.provenProcessHtml).toBeTruthy();
    expect(vision.targetMarkets[0]?.guaranteeHtml).toBeTruthy();
    const picture = vision.threeYearPicture;
    expect(picture?.financialMetrics.map((m) => [m.title, m.isVisibleToLtOnly, m.hidden])).toEqual([
      ['Revenue', true, false],
      ['Profit', false, false],
    ]);
    expect(picture?.measurables.length).toBeGreaterThan(0);
    expect(picture?.goals.length).toBeGreaterThan(0);
    expect(final.visibleToLtOnlyRevenue).toBe(true);
    expect(traction.oneYearPlan?.goals.length).toBeGreaterThan(0);
    expect(traction.quarterlyPlan?.rocksForTheQuarter.map((r) => r.title)).toEqual([
      'Close three enterprise deals',
      'Hire a head of support',
    ]);
    expect(traction.longTermIssueList.issues).toHaveLength(2);

    // Outside the leadership team the revenue is hidden.
    const observerView = await read(byTitle(titles.final), await signedIn('observer@demo.local'));
    expect(observerView.vision.threeYearPicture?.financialMetrics[0]).toMatchObject({ hidden: true, value: null });

    // The Draft keeps the Vision's part ids, with a changed 10-year target and one more core value.
    const draft = await read(byTitle(titles.draft));
    expect(draft.vision.tenYearTarget?.id).toBe(vision.tenYearTarget?.id);
    expect(draft.vision.tenYearTarget?.contentHtml).not.toBe(vision.tenYearTarget?.contentHtml);
    expect(draft.vision.coreValues.slice(0, -1)).toEqual(vision.coreValues);
    expect(draft.vision.coreValues).toHaveLength(vision.coreValues.length + 1);
    expect(draft.vision.coreFocus).toEqual(vision.coreFocus);
    expect(draft.traction.oneYearPlan).toBeNull();
    expect(new Date(draft.updated).getTime()).toBeGreaterThan(new Date(final.updated).getTime());
  });

  it('gives the demo org an Accountability Chart published as Final and a Draft reorganization', async () => {
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'member@demo.local'));
    const { cookie } = await signIn(t, account?.id ?? '');
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { cookie } })).json();
    const { collections: folders } = await get('/ac/collections');
    expect(folders).toHaveLength(1);
    const [folder] = folders;
    expect(folder).toMatchObject({ title: `${DEMO_ORG_NAME} Accountability Chart`, isCompanyFolder: true });
    const titles = demoAcTitles(new Date().getUTCFullYear());
    const revision = (title: string) => folder.revisions.find((r: { title: string }) => r.title === title);
    expect(revision(titles.final)).toMatchObject({ isPublished: true });
    expect(revision(titles.draft)).toMatchObject({ isPublished: false });
    const chart = async (title: string) =>
      AcRevisionResponse.parse(await get(`/ac/collection/${folder.id}/revision/${revision(title).id}`)).chart;

    const final = await chart(titles.final);
    const byTitle = new Map(final.seats.map((s) => [s.title, s]));
    const root = final.seats.filter((s) => s.isRoot);
    expect(root.map((s) => [s.title, s.key, s.assignedTo])).toEqual([['Visionary', 1, 'Olivia Owner']]);
    const integrator = byTitle.get('Integrator');
    expect(integrator).toMatchObject({ parentId: root[0]?.id, assignedTo: 'Adam Admin', isLT: true });
    expect(byTitle.get('Executive Assistant')).toMatchObject({ isAssistant: true, parentId: root[0]?.id });
    for (const name of ['Sales and Marketing', 'Operations', 'Finance']) {
      expect(byTitle.get(name)?.parentId).toBe(integrator?.id);
      expect(byTitle.get(name)?.roles).toHaveLength(5);
    }
    const draft = await chart(titles.draft);
    expect(draft.seats.map((s) => s.title)).toContain('Customer Success');
    expect(draft.seats).toHaveLength(final.seats.length + 1);
  });

  it('re-creates the demo data on reset, leaving other organizations alone', async () => {
    const [keep] = await t.ctx.db.insert(organizations).values({ name: DEMO_ORG_NAME }).returning();
    const before = await demoRows();
    await seedDemo(t.ctx, { reset: true });
    const after = await demoRows();
    expect(after).toHaveLength(4);
    expect(after[0]?.orgId).not.toBe(before[0]?.orgId);
    const names = await t.ctx.db.select({ id: organizations.id }).from(organizations);
    expect(names.map((o) => o.id)).toContain(keep?.id);
    expect(names).toHaveLength(2);
    // The old demo meeting went with the old org: one leadership meeting, in the new demo org.
    const lt = await t.ctx.db.select({ orgId: meetings.orgId }).from(meetings);
    expect(lt).toEqual([{ orgId: after[0]?.orgId }]);
    // So did the old V/TO and chart folders and revisions: one company folder of each kind with two
    // revisions each, in the new demo org.
    const folders = await t.ctx.db.select({ orgId: collections.orgId }).from(collections);
    expect(folders).toEqual([{ orgId: after[0]?.orgId }, { orgId: after[0]?.orgId }]);
    expect(await t.ctx.db.select({ id: revisions.id }).from(revisions)).toHaveLength(4);
  });
});

describe('nextMondayAt', () => {
  it('is the Monday after today in the zone, at that wall-clock hour across DST', () => {
    // Sunday 2026-03-08 (US DST starts) -> Monday 9:00 EDT = 13:00 UTC.
    expect(nextMondayAt(new Date('2026-03-08T12:00:00Z'), 'America/New_York', 9).toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    // A Monday goes to the following Monday; 9:00 EST = 14:00 UTC in January.
    expect(nextMondayAt(new Date('2026-01-05T10:00:00Z'), 'America/New_York', 9).toISOString()).toBe(
      '2026-01-12T14:00:00.000Z',
    );
    // Late Sunday evening in New York is already Monday in UTC: the zone's date counts.
    expect(nextMondayAt(new Date('2026-01-12T03:00:00Z'), 'America/New_York', 9).toISOString()).toBe(
      '2026-01-12T14:00:00.000Z',
    );
  });
});
