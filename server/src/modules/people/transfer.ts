import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  headlines,
  issues,
  measurables,
  meetingInvitees,
  meetings,
  memberships,
  organizations,
  rockMeetings,
  rocks,
  sessions,
  todos,
} from '../../db/schema/index.ts';
import { revokeTokensOfMaker } from '../tokens/store.ts';

/** How many rows of each kind changed owner: the route test reads it, the log could too. */
export interface TransferCounts {
  todos: number;
  issues: number;
  headlines: number;
  rocks: number;
  measurables: number;
  meetings: number;
}

/**
 * Inside a people change's transaction (a removal, a role or billing change, a transfer): waits for
 * any other one in the same organization, so two changes at once cannot both pass their checks on
 * what the other is changing (two transfers, or a transfer and a demotion of its new Owner).
 */
export async function lockOrg(tx: DbOrTx, orgId: string): Promise<void> {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for('update');
}

/**
 * Hands every meeting item and meeting a person owns to another person of the same organization
 * (owner foreign keys cascade: deleting the membership first would delete the team's work).
 * Personal To-Dos (no meeting) are the person's private list and stay theirs, so they go with them.
 * The new owner is added to the invitees of each meeting concerned: owners of a meeting's items
 * are its invitees everywhere else in the product (the item policies check it).
 */
export async function transferOwnership(
  tx: DbOrTx,
  opts: { orgId: string; fromId: string; toId: string },
): Promise<TransferCounts> {
  const { orgId, fromId, toId } = opts;
  const set = { ownerId: toId, updatedAt: new Date() };
  const moved = <T extends { tractionId: string | null }>(rows: T[]) => rows.map((r) => r.tractionId);

  const todoRows = await tx
    .update(todos)
    .set(set)
    .where(and(eq(todos.orgId, orgId), eq(todos.ownerId, fromId), isNotNull(todos.tractionId)))
    .returning({ tractionId: todos.tractionId });
  const issueRows = await tx
    .update(issues)
    .set(set)
    .where(and(eq(issues.orgId, orgId), eq(issues.ownerId, fromId)))
    .returning({ tractionId: issues.tractionId });
  const headlineRows = await tx
    .update(headlines)
    .set(set)
    .where(and(eq(headlines.orgId, orgId), eq(headlines.ownerId, fromId)))
    .returning({ tractionId: headlines.tractionId });
  const rockRows = await tx
    .update(rocks)
    .set(set)
    .where(and(eq(rocks.orgId, orgId), eq(rocks.ownerId, fromId)))
    .returning({ id: rocks.id });
  const measurableRows = await tx
    .update(measurables)
    .set(set)
    .where(and(eq(measurables.orgId, orgId), eq(measurables.ownerId, fromId)))
    .returning({ tractionId: measurables.tractionId });
  const meetingRows = await tx
    .update(meetings)
    .set(set)
    .where(and(eq(meetings.orgId, orgId), eq(meetings.ownerId, fromId)))
    .returning({ tractionId: meetings.id });

  const rockMeetingIds =
    rockRows.length === 0
      ? []
      : await tx
          .select({ tractionId: rockMeetings.tractionId })
          .from(rockMeetings)
          .where(
            and(
              eq(rockMeetings.orgId, orgId),
              inArray(
                rockMeetings.rockId,
                rockRows.map((r) => r.id),
              ),
            ),
          );
  const meetingIds = new Set(
    [
      ...moved(todoRows),
      ...moved(issueRows),
      ...moved(headlineRows),
      ...moved(measurableRows),
      ...moved(meetingRows),
      ...moved(rockMeetingIds),
    ].filter((id): id is string => id !== null),
  );
  if (meetingIds.size > 0) {
    await tx
      .insert(meetingInvitees)
      .values([...meetingIds].map((meetingId) => ({ orgId, meetingId, personId: toId })))
      .onConflictDoNothing();
  }
  return {
    todos: todoRows.length,
    issues: issueRows.length,
    headlines: headlineRows.length,
    rocks: rockRows.length,
    measurables: measurableRows.length,
    meetings: meetingRows.length,
  };
}

/** Removes a person; the organization tokens they made are revoked first, and stay listed as such. */
export async function deleteMembership(db: DbOrTx, orgId: string, personId: string): Promise<void> {
  await revokeTokensOfMaker(db, orgId, personId, 'maker-removed');
  await db.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)));
}

/**
 * The removed account's sessions that were working in this organization have none now: the next
 * request fails the 'org' guards (403 ERR_NO_ORG) and GET session moves them to another of their
 * organizations (session/service.ts loadSessionView).
 */
export async function clearSessionsOrg(db: DbOrTx, orgId: string, accountId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ orgId: null })
    .where(and(eq(sessions.orgId, orgId), eq(sessions.accountId, accountId)));
}
