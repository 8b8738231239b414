import type { RockCreateRequest, RockStatus, RockUpdateRequest } from '@eos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rocks } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem } from '../items/access.ts';
import { announceItem, announceReassigned, type ItemChange } from '../items/events.ts';
import { assignedNotice } from '../notifications/notices.ts';
import { type NoticeDraft, notifying } from '../notifications/notify.ts';
import { checkDelegations, childRocks } from './delegation.ts';
import { findDescendants } from './hierarchy.ts';
import { allInvitees, assertOwnerInSomeMeeting, type EditableRock, loadRockMeetings } from './policy.ts';
import { insertRocks, type RockRow, replaceRockMeetings, updateRockRow } from './repository.ts';

/** Thin live-update messages to the organization after commit; clients refetch by id. */
export function announceRocks(ctx: AppContext, orgId: string, event: ItemChange, ids: readonly string[]): void {
  for (const id of ids) announceItem(ctx, orgId, event, 'rock', id);
}

/** Rocks handed to someone other than the caller: their owners are notified, opening the Rock's first meeting. */
function assignedRocks(
  member: Member,
  rows: readonly { row: RockRow; meetingId: string | undefined }[],
): NoticeDraft[] {
  return rows.map(({ row, meetingId }) => assignedNotice(member, 'rock', row, meetingId ?? null));
}

function updated(row: RockRow | null): RockRow {
  if (!row) throw notFound();
  return row;
}

/**
 * A Rock in one or more meetings, and the Rocks delegated from it, all in one transaction. The
 * caller must be allowed to edit it there: Owner, Admins, its owner or an invitee of its meetings.
 */
export async function createRock(
  ctx: AppContext,
  opts: { member: Member; body: RockCreateRequest },
): Promise<{ rock: RockRow; delegated: RockRow[] }> {
  const { member, body } = opts;
  const meetings = await loadRockMeetings(ctx.db, member.orgId, body.tractionIds);
  assertCanEditItem(member, { ownerId: body.ownerId }, allInvitees(meetings));
  assertOwnerInSomeMeeting(meetings, body.ownerId, 'ownerId');
  const delegations = await checkDelegations(ctx.db, member.orgId, body.delegated);
  const result = await notifying(ctx, async (tx, notices) => {
    const [rock] = await insertRocks(tx, [
      {
        rock: {
          orgId: member.orgId,
          ownerId: body.ownerId,
          title: body.title,
          contentHtml: sanitizeRichText(body.contentHtml),
          dueDate: body.dueDate,
          type: body.type,
          createdById: member.personId,
        },
        tractionIds: meetings.ids,
      },
    ]);
    if (!rock) throw new Error('rock insert returned nothing');
    const delegated = await insertRocks(tx, childRocks(rock, delegations, member.personId));
    notices.push(
      ...assignedRocks(member, [
        { row: rock, meetingId: meetings.ids[0] },
        ...delegated.map((row, i) => ({ row, meetingId: delegations[i]?.tractionId })),
      ]),
    );
    return { rock, delegated };
  });
  announceRocks(ctx, member.orgId, 'Added', [result.rock.id, ...result.delegated.map((r) => r.id)]);
  return result;
}

/**
 * Replaces the Rock's fields and meetings; new delegated entries add children. A delegated Rock keeps
 * its parent's title (000 §5); a parent's new title follows down its chain so the two never drift.
 */
export async function updateRock(
  ctx: AppContext,
  opts: { member: Member; target: EditableRock; body: RockUpdateRequest },
): Promise<RockRow> {
  const { member, body } = opts;
  const { rock } = opts.target;
  if (rock.delegatedFromRockId && body.title !== rock.title) throw invalid('ERR_DELEGATED_ROCK_TITLE', 'title');
  const ownerId = body.ownerId ?? rock.ownerId;
  const meetings = await loadRockMeetings(ctx.db, member.orgId, body.tractionIds);
  // Moving it into other meetings: the caller must be allowed to edit it there too.
  assertCanEditItem(member, { ownerId }, allInvitees(meetings));
  assertOwnerInSomeMeeting(meetings, ownerId, 'ownerId');
  const delegations = await checkDelegations(ctx.db, member.orgId, body.delegated);
  const { row, children, renamed } = await notifying(ctx, async (tx, notices) => {
    const row = updated(
      await updateRockRow(tx, member.orgId, rock.id, {
        title: body.title,
        ownerId,
        contentHtml: sanitizeRichText(body.contentHtml),
        dueDate: body.dueDate,
        type: body.type,
      }),
    );
    await replaceRockMeetings(tx, member.orgId, rock.id, meetings.ids);
    let renamed: string[] = [];
    if (row.title !== rock.title) {
      renamed = (await findDescendants(tx, member.orgId, rock.id)).map((r) => r.id);
      if (renamed.length > 0)
        await tx
          .update(rocks)
          .set({ title: row.title, updatedAt: new Date() })
          .where(and(eq(rocks.orgId, member.orgId), inArray(rocks.id, renamed)));
    }
    const children = await insertRocks(tx, childRocks(row, delegations, member.personId));
    notices.push(
      ...assignedRocks(member, [
        ...(row.ownerId !== rock.ownerId ? [{ row, meetingId: meetings.ids[0] }] : []),
        ...children.map((child, i) => ({ row: child, meetingId: delegations[i]?.tractionId })),
      ]),
    );
    return { row, children, renamed };
  });
  announceRocks(ctx, member.orgId, 'Updated', [row.id, ...renamed]);
  announceRocks(
    ctx,
    member.orgId,
    'Added',
    children.map((c) => c.id),
  );
  if (row.ownerId !== rock.ownerId)
    await announceReassigned(ctx, ctx.db, { orgId: row.orgId, type: 'rock', id: row.id, ownerId: row.ownerId });
  return row;
}

/** Any of the six statuses (002 §4); Done keeps when it was finished, the others clear it. */
export async function setRockStatus(
  ctx: AppContext,
  opts: { member: Member; rock: RockRow; status: RockStatus },
): Promise<RockRow> {
  const { member, rock, status } = opts;
  const completedAt = status === 'Done' ? (rock.completedAt ?? new Date()) : null;
  const row = updated(await updateRockRow(ctx.db, member.orgId, rock.id, { status, completedAt }));
  announceRocks(ctx, member.orgId, 'Updated', [row.id]);
  return row;
}

/** A new owner invited to one of the Rock's meetings; they are told in their user room. */
export async function reassignRock(
  ctx: AppContext,
  opts: { member: Member; target: EditableRock; ownerId: string },
): Promise<RockRow> {
  const { member, target, ownerId } = opts;
  assertOwnerInSomeMeeting(target.meetings, ownerId, 'ownerId');
  const row = await notifying(ctx, async (tx, notices) => {
    const row = updated(await updateRockRow(tx, member.orgId, target.rock.id, { ownerId }));
    if (ownerId !== target.rock.ownerId)
      notices.push(...assignedRocks(member, [{ row, meetingId: target.meetings.ids[0] }]));
    return row;
  });
  announceRocks(ctx, member.orgId, 'Updated', [row.id]);
  if (ownerId !== target.rock.ownerId)
    await announceReassigned(ctx, ctx.db, { orgId: row.orgId, type: 'rock', id: row.id, ownerId });
  return row;
}
