import { type ApiMessage, type ColorTag, fromLocal, type MeetingBody } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, message, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { membershipRoom } from '../../realtime/server.ts';
import { inviteNotices } from '../notifications/notices.ts';
import { notifying } from '../notifications/notify.ts';
import { findAccountOrg, findOrg } from '../orgs/repository.ts';
import { findPeople, idsOutsideOrg } from '../people/repository.ts';
import { isValidTimeZone } from '../users/timezone.ts';
import { toStoredAgenda } from './agenda.ts';
import { violatedUniqueIndex } from './db-errors.ts';
import {
  addInvitees,
  deleteMeetingRow,
  findThreadOwnerOrg,
  hasOtherLtMeeting,
  insertMeeting,
  inviteeIdsOf,
  isTitleTaken,
  type MeetingRow,
  replaceInvitees,
  setFavoriteRow,
  updateMeetingRow,
} from './repository.ts';

type Change = 'Added' | 'Updated' | 'Deleted';

/** Thin live-update message after commit: clients refetch the meeting by id. */
export function announceMeeting(ctx: AppContext, orgId: string, event: Change, id: string): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, event, { type: 'meeting', id });
}

/** The index a concurrent write lost on -> the same 422 the service check gives. */
const UNIQUE_INDEX_MESSAGES: Record<string, ApiMessage> = {
  meetings_org_title_key: message('ERR_MEETING_NAME_TAKEN', [], 'title'),
  meetings_org_lt_key: message('ERR_LT_MEETING_EXISTS', [], 'isLT'),
};

function rethrowUniqueViolation(error: unknown): never {
  const index = violatedUniqueIndex(error);
  const known = index ? UNIQUE_INDEX_MESSAGES[index] : undefined;
  if (known) throw new AppError('validation', [known]);
  throw error;
}

/** The anchor instant: the wall-clock date and time in the meeting's own zone. */
function scheduleOf(body: MeetingBody): { startsAt: Date | null; messages: ApiMessage[] } {
  const messages: ApiMessage[] = [];
  if (!isValidTimeZone(body.timeZone)) messages.push(message('VAL_INVALID', [], 'timeZone'));
  if (messages.length > 0) return { startsAt: null, messages };
  // The contract (CalendarDate) already refused days that do not exist.
  const [year, month, day] = body.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = body.time.split(':').map(Number) as [number, number];
  return { startsAt: fromLocal({ year, month, day, hour, minute }, body.timeZone), messages };
}

/**
 * The rules that need the database, all reported at once (one message per failing field):
 * invitees and owner are people of this organization, the title is free, and only one
 * leadership-team meeting exists.
 */
async function checkMeeting(
  db: DbOrTx,
  orgId: string,
  opts: { title: string; isLT: boolean; ownerId: string; inviteeIds: string[]; exceptId?: string },
): Promise<ApiMessage[]> {
  const messages: ApiMessage[] = [];
  const outside = new Set(await idsOutsideOrg(db, orgId, [...opts.inviteeIds, opts.ownerId]));
  if (opts.inviteeIds.some((id) => outside.has(id))) messages.push(message('ERR_PERSON_NOT_IN_ORG', [], 'inviteeIds'));
  if (outside.has(opts.ownerId)) messages.push(message('ERR_PERSON_NOT_IN_ORG', [], 'ownerId'));
  if (await isTitleTaken(db, orgId, opts.title, opts.exceptId)) {
    messages.push(message('ERR_MEETING_NAME_TAKEN', [], 'title'));
  }
  if (opts.isLT && (await hasOtherLtMeeting(db, orgId, opts.exceptId))) {
    messages.push(message('ERR_LT_MEETING_EXISTS', [], 'isLT'));
  }
  return messages;
}

/** What create and update write from the same body. */
async function prepareWrite(
  db: DbOrTx,
  orgId: string,
  body: MeetingBody,
  opts: { ownerId: string; exceptId?: string },
) {
  const { startsAt, messages } = scheduleOf(body);
  // The owner always attends their own meeting.
  const inviteeIds = [...new Set([...body.inviteeIds, opts.ownerId])];
  messages.push(
    ...(await checkMeeting(db, orgId, {
      title: body.title,
      isLT: body.isLT,
      ownerId: opts.ownerId,
      inviteeIds: body.inviteeIds,
      exceptId: opts.exceptId,
    })),
  );
  if (messages.length > 0 || !startsAt) throw new AppError('validation', messages);
  const values = {
    title: body.title,
    cadence: body.cadence,
    startsAt,
    timeZone: body.timeZone,
    colorTag: body.colorTag,
    isLT: body.isLT,
    ownerId: opts.ownerId,
    agenda: toStoredAgenda(body.agenda),
  };
  return { values, inviteeIds };
}

/** A new meeting with its invitees, in one transaction; the owner defaults to the creator. */
export async function createMeeting(ctx: AppContext, opts: { member: Member; body: MeetingBody }): Promise<MeetingRow> {
  const { member, body } = opts;
  const { values, inviteeIds } = await prepareWrite(ctx.db, member.orgId, body, {
    ownerId: body.ownerId ?? member.personId,
  });
  const meeting = await notifying(ctx, async (tx, notices) => {
    const row = await insertMeeting(tx, { ...values, orgId: member.orgId, createdById: member.personId });
    await addInvitees(tx, member.orgId, row.id, inviteeIds);
    notices.push(...inviteNotices(member, row, inviteeIds));
    return row;
  }).catch(rethrowUniqueViolation);
  announceMeeting(ctx, member.orgId, 'Added', meeting.id);
  return meeting;
}

/** Replaces the meeting's info, invitees and agenda; without ownerId the owner stays. */
export async function updateMeeting(
  ctx: AppContext,
  opts: { member: Member; meeting: MeetingRow; body: MeetingBody },
): Promise<MeetingRow> {
  const { member, meeting, body } = opts;
  const { values, inviteeIds } = await prepareWrite(ctx.db, member.orgId, body, {
    ownerId: body.ownerId ?? meeting.ownerId,
    exceptId: meeting.id,
  });
  let uninvited: string[] = [];
  const updated = await notifying(ctx, async (tx, notices) => {
    const before = new Set(await inviteeIdsOf(tx, member.orgId, meeting.id));
    const row = await updateMeetingRow(tx, member.orgId, meeting.id, values);
    if (!row) throw notFound();
    await replaceInvitees(tx, member.orgId, row.id, inviteeIds);
    // Only people invited by this change hear of it.
    notices.push(
      ...inviteNotices(
        member,
        row,
        inviteeIds.filter((id) => !before.has(id)),
      ),
    );
    const now = new Set(inviteeIds);
    uninvited = await peopleWithoutMeetingRights(
      tx,
      member.orgId,
      [...before].filter((id) => !now.has(id)),
    );
    return row;
  }).catch(rethrowUniqueViolation);
  announceMeeting(ctx, member.orgId, 'Updated', updated.id);
  // Uninvited people stop hearing the live meeting (their sockets leave its room on every node).
  for (const personId of uninvited) {
    await ctx.realtime.leaveRoom('live-meeting-hub', membershipRoom(personId), `meeting:${updated.threadId}`);
  }
  return updated;
}

/** Of these people, those who may not join a meeting they are not invited to (all but Owner and Admins). */
async function peopleWithoutMeetingRights(db: DbOrTx, orgId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const people = await findPeople(db, orgId, ids);
  return people.filter((p) => p.role !== 'Owner' && p.role !== 'Admin').map((p) => p.id);
}

/** Invitees, favourites, sessions and the checklist go with it (ON DELETE CASCADE). */
export async function deleteMeeting(ctx: AppContext, opts: { member: Member; meeting: MeetingRow }): Promise<void> {
  if (!(await deleteMeetingRow(ctx.db, opts.member.orgId, opts.meeting.id))) throw notFound();
  announceMeeting(ctx, opts.member.orgId, 'Deleted', opts.meeting.id);
}

/** Hands the meeting to another person of the org, who joins the invitees (and is notified) if not there yet. */
export async function changeMeetingOwner(
  ctx: AppContext,
  opts: { member: Member; meeting: MeetingRow; ownerId: string },
): Promise<MeetingRow> {
  const { member, meeting, ownerId } = opts;
  if ((await idsOutsideOrg(ctx.db, member.orgId, [ownerId])).length > 0) {
    throw new AppError('validation', [message('ERR_PERSON_NOT_IN_ORG', [], 'ownerId')]);
  }
  const updated = await notifying(ctx, async (tx, notices) => {
    const invited = (await inviteeIdsOf(tx, member.orgId, meeting.id)).includes(ownerId);
    const row = await updateMeetingRow(tx, member.orgId, meeting.id, { ownerId });
    if (!row) throw notFound();
    await addInvitees(tx, member.orgId, row.id, [ownerId]);
    if (!invited) notices.push(...inviteNotices(member, row, [ownerId]));
    return row;
  });
  announceMeeting(ctx, member.orgId, 'Updated', updated.id);
  return updated;
}

export async function setColorTag(
  ctx: AppContext,
  opts: { member: Member; meeting: MeetingRow; colorTag: ColorTag },
): Promise<void> {
  const row = await updateMeetingRow(ctx.db, opts.member.orgId, opts.meeting.id, { colorTag: opts.colorTag });
  if (!row) throw notFound();
  announceMeeting(ctx, opts.member.orgId, 'Updated', row.id);
}

/**
 * Favourites are the caller's own: only the caller's other tabs hear of it (user room), the
 * rest of the org sees nothing change.
 */
export async function setFavorite(
  ctx: AppContext,
  opts: { member: Member; accountId: string; meeting: MeetingRow; isFavorite: boolean },
): Promise<void> {
  const { member, meeting } = opts;
  await setFavoriteRow(ctx.db, {
    orgId: member.orgId,
    meetingId: meeting.id,
    personId: member.personId,
    isFavorite: opts.isFavorite,
  });
  ctx.realtime.emit('live-update-hub', `user:${opts.accountId}`, 'Updated', { type: 'meeting', id: meeting.id });
}

/**
 * Checks a meeting link (/traction/{tractionId}/{threadId}). A thread of another of the caller's
 * organizations says so, naming the org the caller is in now (so they know to switch); a thread
 * of an org they do not belong to is as missing as one that never existed.
 */
export async function validateThread(
  ctx: AppContext,
  opts: { member: Member; accountId: string; threadId: string },
): Promise<{ tractionId: string; meetingThreadId: string }> {
  const { member } = opts;
  const found = await findThreadOwnerOrg(ctx.db, opts.threadId);
  if (!found) throw notFound();
  if (found.orgId === member.orgId) return { tractionId: found.id, meetingThreadId: found.threadId };
  if (!(await findAccountOrg(ctx.db, opts.accountId, found.orgId))) throw notFound();
  const current = await findOrg(ctx.db, member.orgId);
  throw new AppError('notFound', [message('ERR_WRONG_ORG', [current?.name ?? ''])]);
}
