import {
  type ComparisonGoal,
  fromLocal,
  type MeasurableUnit,
  type Role,
  type Rollup,
  toLocal,
  trailingWeeks,
  type ValueScale,
} from '@eos/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  addMember,
  createAccount,
  createHeadline,
  createIssue,
  createMeasurable,
  createMeasuredValue,
  createMeeting,
  createOrg,
  createRock,
  createTodo,
  hashPassword,
} from '../../test/factories.ts';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { accounts, organizations } from '../db/schema/index.ts';
import { seedDemoAc } from './demo-ac.ts';
import { seedDemoVto } from './demo-vto.ts';

export const DEMO_ORG_NAME = 'Demo Company';
export const DEMO_PASSWORD = 'Demo1234!';

/** The demo logins, one per kind of user (README lists them). */
export const DEMO_USERS: readonly { email: string; firstName: string; lastName: string; role: Role }[] = [
  { email: 'owner@demo.local', firstName: 'Olivia', lastName: 'Owner', role: 'Owner' },
  { email: 'admin@demo.local', firstName: 'Adam', lastName: 'Admin', role: 'Admin' },
  { email: 'member@demo.local', firstName: 'Maya', lastName: 'Member', role: 'Member' },
  { email: 'observer@demo.local', firstName: 'Oscar', lastName: 'Observer', role: 'Observer' },
];

const OWNER_EMAIL = 'owner@demo.local';

/** The demo org's leadership team meets weekly, Mondays at 9:00 New York time. */
export const DEMO_MEETING = { title: 'Leadership Team', timeZone: 'America/New_York', hour: 9 } as const;

/** The first Monday after `now`'s date in the zone, at the given hour there. */
export function nextMondayAt(now: Date, timeZone: string, hour: number): Date {
  const today = toLocal(now, timeZone);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day));
  // getUTCDay: Sunday 0 … Saturday 6; Monday is 1. Always strictly after today.
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return fromLocal(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute: 0 },
    timeZone,
  );
}

/** On first start (no organization at all), the demo organization so a newcomer can sign in. */
export async function seedDemoIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(organizations);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(ctx);
  log.info({ logins: DEMO_USERS.map((u) => u.email), password: DEMO_PASSWORD }, 'seeded the demo organization');
  return true;
}

/**
 * Creates the demo organization, its four users and their leadership meeting from the test
 * factories, in one transaction.
 * With reset, removes the previous demo organization and demo accounts first.
 */
export async function seedDemo(ctx: AppContext, opts: { reset?: boolean } = {}): Promise<void> {
  // One hash for the four accounts: argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    if (opts.reset) await removeDemo(tx);
    const created = [];
    for (const user of DEMO_USERS) {
      const { role, ...names } = user;
      created.push({ role, account: await createAccount(tx, { ...names, passwordHash }) });
    }
    const owner = created.find((c) => c.role === 'Owner')?.account;
    // Like any new organization: a trial where the deployment bills, no subscription where it does not.
    const org = await createOrg(tx, {
      name: DEMO_ORG_NAME,
      createdBy: owner,
      subscriptionStatus: ctx.payments ? 'Trial' : 'None',
    });
    const people: Awaited<ReturnType<typeof addMember>>[] = [];
    for (const { role, account } of created) {
      people.push(await addMember(tx, org, account, role, { isDefault: true, experienceLevel: 'Experienced' }));
    }
    const ownerPerson = people.find((p) => p.role === 'Owner');
    if (!ownerPerson) throw new Error('demo owner missing');
    // The weekly Level 10 of the leadership team: every licensed demo person attends.
    const meeting = await createMeeting(tx, {
      orgId: org.id,
      ownerId: ownerPerson.id,
      inviteeIds: people.filter((p) => p.hasLicense).map((p) => p.id),
      title: DEMO_MEETING.title,
      cadence: 'Weekly',
      isLT: true,
      timeZone: DEMO_MEETING.timeZone,
      startsAt: nextMondayAt(new Date(), DEMO_MEETING.timeZone, DEMO_MEETING.hour),
    });
    const byRole = (role: Role) => people.find((p) => p.role === role)?.id ?? ownerPerson.id;
    await seedDemoItems(tx, {
      orgId: org.id,
      tractionId: meeting.id,
      owner: byRole('Owner'),
      admin: byRole('Admin'),
      member: byRole('Member'),
    });
  });
}

/** A few of each item, so the demo meeting's lists show what the product is for. */
async function seedDemoItems(
  tx: DbOrTx,
  ids: { orgId: string; tractionId: string; owner: string; admin: string; member: string },
): Promise<void> {
  const { orgId, tractionId } = ids;
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const quarterEnd = inDays(75);
  const deals = await createRock(tx, {
    orgId,
    tractionIds: [tractionId],
    ownerId: ids.owner,
    title: 'Close three enterprise deals',
    type: 'Company',
    dueDate: quarterEnd,
  });
  const support = await createRock(tx, {
    orgId,
    tractionIds: [tractionId],
    ownerId: ids.admin,
    title: 'Hire a head of support',
    type: 'Company',
    dueDate: quarterEnd,
    status: 'OffTrack',
  });
  await createRock(tx, {
    orgId,
    tractionIds: [tractionId],
    ownerId: ids.member,
    title: 'Launch the customer portal',
    type: 'Personal',
    dueDate: quarterEnd,
  });
  await createTodo(tx, {
    orgId,
    tractionId,
    ownerId: ids.member,
    title: 'Send the pricing proposal to Acme',
    dueDate: inDays(3),
  });
  await createTodo(tx, {
    orgId,
    tractionId,
    ownerId: ids.admin,
    title: 'Post the support job ad',
    dueDate: inDays(-2),
  });
  await createTodo(tx, { orgId, tractionId, ownerId: ids.owner, title: 'Review the Q3 budget', dueDate: inDays(6) });
  await createIssue(tx, { orgId, tractionId, ownerId: ids.owner, title: 'Onboarding takes too long' });
  await createIssue(tx, { orgId, tractionId, ownerId: ids.admin, title: 'Support backlog is growing' });
  await createIssue(tx, { orgId, tractionId, ownerId: ids.member, title: 'Website leads are not followed up' });
  await createHeadline(tx, { orgId, tractionId, ownerId: ids.member, title: 'Acme renewed for two years' });
  await createHeadline(tx, { orgId, tractionId, ownerId: ids.admin, title: 'New office opens on the 1st' });
  await seedDemoScorecard(tx, ids);
  await seedDemoVto(tx, { ...ids, orgName: DEMO_ORG_NAME, companyRockIds: [deals.id, support.id] });
  await seedDemoAc(tx, { ...ids, orgName: DEMO_ORG_NAME });
}

interface DemoMeasurable {
  title: string;
  owner: 'owner' | 'admin' | 'member';
  assistant?: 'owner' | 'admin' | 'member';
  goalValue: number;
  comparison: ComparisonGoal;
  unitOfMeasure: MeasurableUnit;
  valueScale: ValueScale;
  decimalPlaces: number;
  rollup: Rollup;
  /** The 13 completed weeks before this one, oldest first. */
  values: number[];
}

/** The leadership Scorecard: six numbers of different units and scales, a quarter of weeks, some off track. */
export const DEMO_MEASURABLES: readonly DemoMeasurable[] = [
  {
    title: 'Revenue',
    owner: 'owner',
    goalValue: 250,
    comparison: 'GreaterOrEqual',
    unitOfMeasure: 'Dollar',
    valueScale: 'Thousand',
    decimalPlaces: 2,
    rollup: 'Sum',
    values: [231.4, 244.9, 252.3, 261.75, 238.2, 255, 270.1, 249.5, 258.35, 266.8, 241.6, 272.4, 259.9],
  },
  {
    title: 'New leads',
    owner: 'member',
    assistant: 'admin',
    goalValue: 40,
    comparison: 'GreaterOrEqual',
    unitOfMeasure: 'Number',
    valueScale: 'One',
    decimalPlaces: 0,
    rollup: 'Sum',
    values: [35, 42, 38, 44, 47, 41, 36, 45, 49, 39, 43, 51, 46],
  },
  {
    title: 'Customer churn',
    owner: 'admin',
    goalValue: 2,
    comparison: 'LessOrEqual',
    unitOfMeasure: 'Percent',
    valueScale: 'One',
    decimalPlaces: 1,
    rollup: 'Average',
    values: [2.4, 2.1, 1.9, 1.8, 2.2, 1.7, 1.6, 1.9, 2.3, 1.8, 1.5, 1.7, 1.6],
  },
  {
    title: 'Support response',
    owner: 'admin',
    goalValue: 4,
    comparison: 'LessOrEqual',
    unitOfMeasure: 'Hours',
    valueScale: 'One',
    decimalPlaces: 1,
    rollup: 'Average',
    values: [5.2, 4.8, 4.1, 3.9, 3.6, 4.4, 3.8, 3.5, 3.2, 3.7, 4.6, 3.4, 3.1],
  },
  {
    title: 'Cash',
    owner: 'owner',
    goalValue: 1.5,
    comparison: 'GreaterOrEqual',
    unitOfMeasure: 'Euro',
    valueScale: 'Million',
    decimalPlaces: 2,
    rollup: 'Average',
    values: [1.62, 1.58, 1.55, 1.49, 1.44, 1.47, 1.52, 1.56, 1.61, 1.59, 1.63, 1.57, 1.66],
  },
  {
    title: 'Days to hire',
    owner: 'member',
    goalValue: 30,
    comparison: 'LessOrEqual',
    unitOfMeasure: 'Days',
    valueScale: 'One',
    decimalPlaces: 0,
    rollup: 'Average',
    values: [41, 38, 36, 33, 31, 29, 34, 28, 27, 32, 26, 25, 29],
  },
];

/** The 13 weeks before the current one, oldest first: this week's column is left to fill in. */
export function demoScorecardWeeks(now: Date = new Date()): string[] {
  const lastWeek = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return trailingWeeks(lastWeek, 13);
}

async function seedDemoScorecard(
  tx: DbOrTx,
  ids: { orgId: string; tractionId: string; owner: string; admin: string; member: string },
): Promise<void> {
  const weeks = demoScorecardWeeks();
  for (const { owner, assistant, values, ...fields } of DEMO_MEASURABLES) {
    const measurable = await createMeasurable(tx, {
      ...fields,
      orgId: ids.orgId,
      tractionId: ids.tractionId,
      ownerId: ids[owner],
      editorId: assistant ? ids[assistant] : null,
    });
    for (const [i, intervalId] of weeks.entries()) {
      await createMeasuredValue(tx, { measurable, intervalId, value: values[i] as number });
    }
  }
}

/** The demo organization (found through its demo owner, never by name alone) and the demo accounts. */
async function removeDemo(tx: DbOrTx): Promise<void> {
  const emails = DEMO_USERS.map((u) => u.email);
  const [owner] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, OWNER_EMAIL));
  if (owner) {
    await tx
      .delete(organizations)
      .where(and(eq(organizations.name, DEMO_ORG_NAME), eq(organizations.createdById, owner.id)));
  }
  // Memberships and sessions go with the accounts (ON DELETE CASCADE).
  await tx.delete(accounts).where(inArray(accounts.email, emails));
}
