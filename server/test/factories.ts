import { randomBytes } from 'node:crypto';
import {
  type Cadence,
  type ColorTag,
  type ComparisonGoal,
  defaultPermissions,
  isLicensedRole,
  LEVEL_10_AGENDA,
  type MeasurableUnit,
  type MeetingStatus,
  type Role,
  type Rollup,
  TRIAL_DAYS,
  type ValueScale,
} from '@eos/domain';
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import {
  accounts,
  headlines,
  issues,
  measurables,
  measuredValues,
  meetingInvitees,
  meetings,
  memberships,
  organizations,
  rockMeetings,
  rocks,
  type StoredAgenda,
  scorecards,
  todos,
} from '../src/db/schema/index.ts';

// Always-valid rows for tests and the demo seed. Every builder takes the database (or a
// transaction) first; org-scoped rows take the org they belong to.

export type AccountRow = typeof accounts.$inferSelect;
export type OrgRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Argon2id (the enum is a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

const unique = () => randomBytes(4).toString('hex');

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export interface AccountOptions {
  email?: string;
  /** Plain password to hash; null for a single-sign-on-only account. Default 'Password1'. */
  password?: string | null;
  /** A ready hash, to skip hashing the same password many times (the seed). */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  locale?: string;
  timeZoneName?: string;
  isPolicyAccepted?: boolean;
}

export async function createAccount(db: DbOrTx, opts: AccountOptions = {}): Promise<AccountRow> {
  const id = unique();
  const password = opts.password === undefined ? 'Password1' : opts.password;
  const passwordHash = opts.passwordHash ?? (password === null ? null : await hashPassword(password));
  const [row] = await db
    .insert(accounts)
    .values({
      email: (opts.email ?? `user-${id}@example.com`).toLowerCase(),
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? `User ${id}`,
      passwordHash,
      isPolicyAccepted: opts.isPolicyAccepted ?? true,
      locale: opts.locale ?? 'en-US',
      timeZoneName: opts.timeZoneName ?? 'UTC',
    })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export interface OrgOptions {
  name?: string;
  createdBy?: AccountRow;
  subscriptionStatus?: string;
  paymentStatus?: string;
  trialEndsAt?: Date | null;
}

/** An organization on a fresh free trial unless told otherwise. */
export async function createOrg(db: DbOrTx, opts: OrgOptions = {}): Promise<OrgRow> {
  const status = opts.subscriptionStatus ?? 'Trial';
  const [row] = await db
    .insert(organizations)
    .values({
      name: opts.name ?? `Org ${unique()}`,
      subscriptionStatus: status,
      paymentStatus: opts.paymentStatus ?? 'None',
      trialEndsAt:
        opts.trialEndsAt !== undefined
          ? opts.trialEndsAt
          : status === 'Trial'
            ? new Date(Date.now() + TRIAL_DAYS * DAY_MS)
            : null,
      createdById: opts.createdBy?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export interface MemberOptions {
  isDefault?: boolean;
  hasLicense?: boolean;
  experienceLevel?: string;
  /** null: invited, not joined yet (the membership gives the account no access). Default: joined now. */
  joinedAt?: Date | null;
  isImplementer?: boolean;
}

/** A membership with the role's default permissions and license (Observers are unlicensed). */
export async function addMember(
  db: DbOrTx,
  org: Pick<OrgRow, 'id'>,
  account: Pick<AccountRow, 'id'>,
  role: Role,
  opts: MemberOptions = {},
): Promise<MembershipRow> {
  const [row] = await db
    .insert(memberships)
    .values({
      orgId: org.id,
      accountId: account.id,
      role,
      permissions: defaultPermissions(role),
      hasLicense: opts.hasLicense ?? isLicensedRole(role),
      experienceLevel: opts.experienceLevel ?? 'New',
      isDefault: opts.isDefault ?? false,
      joinedAt: opts.joinedAt === undefined ? new Date() : opts.joinedAt,
      isImplementer: opts.isImplementer ?? false,
    })
    .returning();
  if (!row) throw new Error('membership insert returned nothing');
  return row;
}

/** The built-in Level 10 agenda as a meeting stores its own copy. */
export const LEVEL_10_STORED_AGENDA: StoredAgenda = {
  name: LEVEL_10_AGENDA.name,
  type: LEVEL_10_AGENDA.type,
  sessionNumber: LEVEL_10_AGENDA.sessionNumber,
  items: LEVEL_10_AGENDA.items.map((item) => ({ ...item, customContent: null })),
};

export interface MeetingOptions {
  orgId: string;
  /** A person (membership) id of the org; always added to the invitees. */
  ownerId: string;
  inviteeIds?: string[];
  title?: string;
  cadence?: Cadence;
  /** The anchor instant; default: one week from now. */
  startsAt?: Date;
  timeZone?: string;
  colorTag?: ColorTag;
  isLT?: boolean;
  status?: MeetingStatus;
  agenda?: StoredAgenda;
  createdById?: string;
}

/**
 * A weekly Level 10 meeting with a unique title, its owner among the invitees. Takes the database
 * (or a transaction), or a test app. Rules that need a request (title taken, one leadership
 * meeting) are the caller's business here: the unique indexes still hold.
 */
export async function createMeeting(
  dbOrApp: DbOrTx | { ctx: { db: DbOrTx } },
  opts: MeetingOptions,
): Promise<MeetingRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  const [row] = await db
    .insert(meetings)
    .values({
      orgId: opts.orgId,
      title: opts.title ?? `Meeting ${unique()}`,
      cadence: opts.cadence ?? 'Weekly',
      startsAt: opts.startsAt ?? new Date(Date.now() + 7 * DAY_MS),
      timeZone: opts.timeZone ?? 'UTC',
      colorTag: opts.colorTag ?? 'None',
      isLT: opts.isLT ?? false,
      ownerId: opts.ownerId,
      status: opts.status ?? 'NotStarted',
      agenda: opts.agenda ?? LEVEL_10_STORED_AGENDA,
      createdById: opts.createdById ?? opts.ownerId,
    })
    .returning();
  if (!row) throw new Error('meeting insert returned nothing');
  const inviteeIds = [...new Set([opts.ownerId, ...(opts.inviteeIds ?? [])])];
  await db
    .insert(meetingInvitees)
    .values(inviteeIds.map((personId) => ({ orgId: opts.orgId, meetingId: row.id, personId })));
  return row;
}

export type TodoRow = typeof todos.$inferSelect;

export interface TodoOptions {
  orgId: string;
  /** A person (membership) id; for a meeting To-Do, one invited to the meeting. */
  ownerId: string;
  /** The meeting; null (the default) makes a personal To-Do. */
  tractionId?: string | null;
  title?: string;
  contentHtml?: string;
  /** 'YYYY-MM-DD'; default: 7 days from now, like the create form. */
  dueDate?: string;
  status?: 'Done' | 'NotDone' | 'Pending' | 'Removed';
  completedAt?: Date | null;
  /** Backdate it to make a stale To-Do. */
  createdAt?: Date;
}

/** A To-Do row as the API would write it (contentHtml is taken as already sanitized). */
export async function createTodo(dbOrApp: DbOrTx | { ctx: { db: DbOrTx } }, opts: TodoOptions): Promise<TodoRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  const [row] = await db
    .insert(todos)
    .values({
      orgId: opts.orgId,
      ownerId: opts.ownerId,
      tractionId: opts.tractionId ?? null,
      title: opts.title ?? `To-Do ${unique()}`,
      contentHtml: opts.contentHtml ?? '',
      dueDate: opts.dueDate ?? new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
      status: opts.status ?? 'NotDone',
      completedAt: opts.completedAt ?? null,
      createdById: opts.ownerId,
      ...(opts.createdAt ? { createdAt: opts.createdAt, updatedAt: opts.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('to-do insert returned nothing');
  return row;
}

export type IssueRow = typeof issues.$inferSelect;

export interface IssueOptions {
  orgId: string;
  tractionId: string;
  /** A person (membership) id invited to the meeting. */
  ownerId: string;
  title?: string;
  contentHtml?: string;
  status?: 'Open' | 'Solved' | 'Removed';
  /** Default: after every issue of the meeting (the last rank + 1). */
  rank?: number;
}

/** An Issue row as the API would write it (contentHtml is taken as already sanitized). */
export async function createIssue(dbOrApp: DbOrTx | { ctx: { db: DbOrTx } }, opts: IssueOptions): Promise<IssueRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  const [last] = await db
    .select({ rank: sql<number | null>`max(${issues.rank})` })
    .from(issues)
    .where(and(eq(issues.orgId, opts.orgId), eq(issues.tractionId, opts.tractionId)));
  const status = opts.status ?? 'Open';
  const [row] = await db
    .insert(issues)
    .values({
      orgId: opts.orgId,
      tractionId: opts.tractionId,
      ownerId: opts.ownerId,
      title: opts.title ?? `Issue ${unique()}`,
      contentHtml: opts.contentHtml ?? '',
      status,
      rank: opts.rank ?? Number(last?.rank ?? 0) + 1,
      solvedAt: status === 'Solved' ? new Date() : null,
      createdById: opts.ownerId,
    })
    .returning();
  if (!row) throw new Error('issue insert returned nothing');
  return row;
}

export type HeadlineRow = typeof headlines.$inferSelect;

export interface HeadlineOptions {
  orgId: string;
  tractionId: string;
  /** A person (membership) id invited to the meeting. */
  ownerId: string;
  title?: string;
  contentHtml?: string;
  status?: 'ToReview' | 'Reviewed' | 'Pending' | 'Removed';
  cascadedFromId?: string | null;
}

/** A Headline row as the API would write it (contentHtml is taken as already sanitized). */
export async function createHeadline(
  dbOrApp: DbOrTx | { ctx: { db: DbOrTx } },
  opts: HeadlineOptions,
): Promise<HeadlineRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  const [row] = await db
    .insert(headlines)
    .values({
      orgId: opts.orgId,
      tractionId: opts.tractionId,
      ownerId: opts.ownerId,
      title: opts.title ?? `Headline ${unique()}`,
      contentHtml: opts.contentHtml ?? '',
      status: opts.status ?? 'ToReview',
      cascadedFromId: opts.cascadedFromId ?? null,
      createdById: opts.ownerId,
    })
    .returning();
  if (!row) throw new Error('headline insert returned nothing');
  return row;
}

export type RockRow = typeof rocks.$inferSelect;

export interface RockOptions {
  orgId: string;
  /** The Rock's meetings: at least one. */
  tractionIds: string[];
  /** A person (membership) id invited to one of the meetings. */
  ownerId: string;
  title?: string;
  contentHtml?: string;
  dueDate?: string;
  type?: 'Personal' | 'Company' | 'Department' | 'Team';
  status?: 'OnTrack' | 'OffTrack' | 'Done' | 'NotDone' | 'Closed' | 'Canceled';
  delegatedFromRockId?: string | null;
  createdAt?: Date;
}

/** A Rock row with its meeting links, as the API would write it (contentHtml taken as sanitized). */
export async function createRock(dbOrApp: DbOrTx | { ctx: { db: DbOrTx } }, opts: RockOptions): Promise<RockRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  const [row] = await db
    .insert(rocks)
    .values({
      orgId: opts.orgId,
      ownerId: opts.ownerId,
      title: opts.title ?? `Rock ${unique()}`,
      contentHtml: opts.contentHtml ?? '',
      dueDate: opts.dueDate ?? new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10),
      type: opts.type ?? 'Company',
      status: opts.status ?? 'OnTrack',
      completedAt: opts.status === 'Done' ? new Date() : null,
      delegatedFromRockId: opts.delegatedFromRockId ?? null,
      createdById: opts.ownerId,
      ...(opts.createdAt ? { createdAt: opts.createdAt, updatedAt: opts.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('rock insert returned nothing');
  await db
    .insert(rockMeetings)
    .values([...new Set(opts.tractionIds)].map((tractionId) => ({ orgId: opts.orgId, rockId: row.id, tractionId })));
  return row;
}

export type ScorecardRow = typeof scorecards.$inferSelect;

/** The meeting's scorecard, made if it has none (the meeting row learns its id, as the API does). */
export async function createScorecard(
  dbOrApp: DbOrTx | { ctx: { db: DbOrTx } },
  opts: { orgId: string; tractionId: string },
): Promise<ScorecardRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  await db.insert(scorecards).values(opts).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.orgId, opts.orgId), eq(scorecards.tractionId, opts.tractionId)));
  if (!row) throw new Error('scorecard insert returned nothing');
  await db
    .update(meetings)
    .set({ scorecardId: row.id })
    .where(and(eq(meetings.orgId, opts.orgId), eq(meetings.id, opts.tractionId)));
  return row;
}

export type MeasurableRow = typeof measurables.$inferSelect;

export interface MeasurableOptions {
  orgId: string;
  /** The meeting whose scorecard it joins (made if missing). */
  tractionId: string;
  /** A person (membership) id invited to the meeting. */
  ownerId: string;
  editorId?: string | null;
  title?: string;
  goalValue?: number;
  comparison?: ComparisonGoal;
  unitOfMeasure?: MeasurableUnit;
  valueScale?: ValueScale;
  decimalPlaces?: number;
  rollup?: Rollup;
  status?: 'Active' | 'Removed';
  /** Default: after every measurable of the scorecard. */
  position?: number;
}

/** A measurable row as the API would write it (the decimal rules are the caller's business here). */
export async function createMeasurable(
  dbOrApp: DbOrTx | { ctx: { db: DbOrTx } },
  opts: MeasurableOptions,
): Promise<MeasurableRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  const scorecard = await createScorecard(db, { orgId: opts.orgId, tractionId: opts.tractionId });
  const [last] = await db
    .select({ position: sql<number | null>`max(${measurables.position})` })
    .from(measurables)
    .where(and(eq(measurables.orgId, opts.orgId), eq(measurables.scorecardId, scorecard.id)));
  const [row] = await db
    .insert(measurables)
    .values({
      orgId: opts.orgId,
      scorecardId: scorecard.id,
      tractionId: opts.tractionId,
      title: opts.title ?? `Measurable ${unique()}`,
      ownerId: opts.ownerId,
      editorId: opts.editorId ?? null,
      goalValue: opts.goalValue ?? 10,
      comparison: opts.comparison ?? 'GreaterOrEqual',
      unitOfMeasure: opts.unitOfMeasure ?? 'Number',
      valueScale: opts.valueScale ?? 'One',
      decimalPlaces: opts.decimalPlaces ?? 0,
      rollup: opts.rollup ?? 'Sum',
      status: opts.status ?? 'Active',
      position: opts.position ?? Number(last?.position ?? 0) + 1,
      createdById: opts.ownerId,
    })
    .returning();
  if (!row) throw new Error('measurable insert returned nothing');
  return row;
}

export type MeasuredValueRow = typeof measuredValues.$inferSelect;

/** A week's number ('YYYY-MM-DD' Monday), replacing any number already there. */
export async function createMeasuredValue(
  dbOrApp: DbOrTx | { ctx: { db: DbOrTx } },
  opts: { measurable: Pick<MeasurableRow, 'id' | 'orgId' | 'ownerId'>; intervalId: string; value: number },
): Promise<MeasuredValueRow> {
  const db = 'ctx' in dbOrApp ? dbOrApp.ctx.db : dbOrApp;
  const values = {
    orgId: opts.measurable.orgId,
    measurableId: opts.measurable.id,
    intervalId: opts.intervalId,
    value: opts.value,
    enteredById: opts.measurable.ownerId,
  };
  const [row] = await db
    .insert(measuredValues)
    .values(values)
    .onConflictDoUpdate({
      target: [measuredValues.measurableId, measuredValues.intervalId],
      set: { value: opts.value },
    })
    .returning();
  if (!row) throw new Error('measured value insert returned nothing');
  return row;
}
