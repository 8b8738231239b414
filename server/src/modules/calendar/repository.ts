import type { Cadence } from '@eos/domain';
import { and, asc, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  calendarFeeds,
  meetingInvitees,
  meetings,
  memberships,
  organizations,
  type StoredAgenda,
} from '../../db/schema/index.ts';
import { twoStepSatisfied } from '../../lib/session-store.ts';

/**
 * Small read queries of our own over the meeting tables (the meetings module owns the writes).
 * Every query takes the org id and puts it in the WHERE: another org's meeting looks missing.
 */

export interface PersonName {
  personId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface MeetingExport {
  id: string;
  threadId: string;
  title: string;
  cadence: Cadence;
  startsAt: Date;
  timeZone: string;
  agenda: StoredAgenda;
  updatedAt: Date;
  owner: PersonName;
  invitees: PersonName[];
}

const ownerMembership = alias(memberships, 'owner_membership');
const ownerAccount = alias(accounts, 'owner_account');

/** One query for the meetings (owner joined in), one for all their invitees. */
async function loadMeetings(db: DbOrTx, orgId: string, where: SQL | undefined): Promise<MeetingExport[]> {
  const rows = await db
    .select({
      meeting: meetings,
      owner: {
        personId: ownerMembership.id,
        firstName: ownerAccount.firstName,
        lastName: ownerAccount.lastName,
        email: ownerAccount.email,
      },
    })
    .from(meetings)
    .innerJoin(ownerMembership, eq(ownerMembership.id, meetings.ownerId))
    .innerJoin(ownerAccount, eq(ownerAccount.id, ownerMembership.accountId))
    .where(and(eq(meetings.orgId, orgId), where))
    .orderBy(asc(meetings.startsAt), asc(meetings.title));
  if (rows.length === 0) return [];

  const invitees = await db
    .select({
      meetingId: meetingInvitees.meetingId,
      personId: memberships.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(meetingInvitees)
    .innerJoin(memberships, eq(memberships.id, meetingInvitees.personId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(
        eq(meetingInvitees.orgId, orgId),
        inArray(
          meetingInvitees.meetingId,
          rows.map((r) => r.meeting.id),
        ),
      ),
    )
    .orderBy(asc(accounts.firstName), asc(accounts.lastName));

  return rows.map(({ meeting, owner }) => ({
    id: meeting.id,
    threadId: meeting.threadId,
    title: meeting.title,
    cadence: meeting.cadence as Cadence,
    startsAt: meeting.startsAt,
    timeZone: meeting.timeZone,
    agenda: meeting.agenda,
    updatedAt: meeting.updatedAt,
    owner,
    invitees: invitees.filter((i) => i.meetingId === meeting.id).map(({ meetingId: _, ...person }) => person),
  }));
}

/** One meeting of the organization, or null (missing and another org's look the same). */
export async function findMeetingExport(db: DbOrTx, orgId: string, meetingId: string): Promise<MeetingExport | null> {
  const [row] = await loadMeetings(db, orgId, eq(meetings.id, meetingId));
  return row ?? null;
}

/** Every meeting a person owns or is invited to, in their organization. */
export function personMeetings(db: DbOrTx, orgId: string, personId: string): Promise<MeetingExport[]> {
  const invited = db
    .select({ one: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(
      and(
        eq(meetingInvitees.orgId, orgId),
        eq(meetingInvitees.meetingId, meetings.id),
        eq(meetingInvitees.personId, personId),
      ),
    );
  return loadMeetings(db, orgId, or(eq(meetings.ownerId, personId), exists(invited)));
}

/** The feed behind a token: whose it is and the organization's name (for the calendar's title). */
export async function findFeedByToken(
  db: DbOrTx,
  token: string,
): Promise<{ personId: string; orgId: string; orgName: string } | null> {
  const [row] = await db
    .select({ personId: calendarFeeds.personId, orgId: calendarFeeds.orgId, orgName: organizations.name })
    .from(calendarFeeds)
    .innerJoin(organizations, eq(organizations.id, calendarFeeds.orgId))
    // The person must still belong to that org: a feed never outlives the membership, and serves
    // nothing while the organization requires two-step verification the account has not turned on.
    .innerJoin(memberships, and(eq(memberships.id, calendarFeeds.personId), eq(memberships.orgId, calendarFeeds.orgId)))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(calendarFeeds.token, token), twoStepSatisfied()))
    .limit(1);
  return row ?? null;
}

/** The person's current feed token, if one was issued. */
export async function findFeedToken(db: DbOrTx, orgId: string, personId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.orgId, orgId), eq(calendarFeeds.personId, personId)));
  return row?.token ?? null;
}

/** Stores a person's (new) feed token: one feed per person, a new one replaces the old. */
export async function saveFeedToken(db: DbOrTx, personId: string, orgId: string, token: string): Promise<void> {
  const now = new Date();
  await db
    .insert(calendarFeeds)
    .values({ personId, orgId, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.personId, set: { token, orgId, createdAt: now } });
}
