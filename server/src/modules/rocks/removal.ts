import { canEditItem } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, inviteesByMeeting, loadItemMeeting } from '../items/access.ts';
import { findDescendants, relinkChildren } from './hierarchy.ts';
import {
  deleteRockRows,
  findRock,
  findRocks,
  meetingIdsByRock,
  type RockRow,
  unlinkFromMeeting,
} from './repository.ts';
import { announceRocks } from './service.ts';

/**
 * Deletes one Rock whose children stay in the hierarchy, moved up to its own parent. The parent is
 * read afresh: when several Rocks of one chain go in a row, children never point at a deleted Rock.
 */
async function deleteKeepingChildren(db: DbOrTx, orgId: string, rockId: string): Promise<string[]> {
  const current = await findRock(db, orgId, rockId);
  if (!current) return [];
  const relinked = await relinkChildren(db, orgId, [rockId], current.delegatedFromRockId);
  await deleteRockRows(db, orgId, [rockId]);
  return relinked;
}

/**
 * DELETE rock/{id}/{flag}: with the flag the whole chain below goes too; without it the children move up.
 * The chain below may reach meetings the caller has no say in: with the flag, the caller must be
 * allowed to change every Rock that would go (else 403 and nothing goes), so the right to delete one
 * Rock is not a detour to deleting others'.
 */
export async function removeRock(
  ctx: AppContext,
  opts: { member: Member; rock: RockRow; withDelegates: boolean },
): Promise<void> {
  const { member, rock, withDelegates } = opts;
  const orgId = member.orgId;
  const { deleted, relinked } = await ctx.db.transaction(async (tx) => {
    if (!withDelegates) return { deleted: [rock.id], relinked: await deleteKeepingChildren(tx, orgId, rock.id) };
    const below = await findDescendants(tx, orgId, rock.id);
    await assertCanEditAll(tx, member, below);
    return { deleted: await deleteRockRows(tx, orgId, [rock.id, ...below.map((r) => r.id)]), relinked: [] };
  });
  announceRocks(ctx, orgId, 'Deleted', deleted);
  announceRocks(ctx, orgId, 'Updated', relinked);
}

async function assertCanEditAll(db: DbOrTx, member: Member, rows: readonly RockRow[]): Promise<void> {
  if (rows.length === 0) return;
  const meetingsOf = await meetingIdsByRock(
    db,
    member.orgId,
    rows.map((r) => r.id),
  );
  const invitees = await inviteesByMeeting(db, member.orgId, [...meetingsOf.values()].flat());
  for (const row of rows) {
    const ids = meetingsOf.get(row.id) ?? [];
    assertCanEditItem(
      member,
      row,
      ids.flatMap((id) => invitees.get(id) ?? []),
    );
  }
}

/**
 * Takes Rocks out of one meeting (002 §7). Ids that are not in that meeting, or that the caller may
 * not edit, are skipped rather than failing the call: the answer lists only those removed, and the
 * web app says 'Failed to remove some rocks' when it is shorter than what it sent. A Rock left in no
 * meeting is deleted, its delegated Rocks moving up to its parent.
 */
export async function removeRocksFromMeeting(
  ctx: AppContext,
  opts: { member: Member; meetingId: string; rockIds: readonly string[] },
): Promise<string[]> {
  const { member } = opts;
  const orgId = member.orgId;
  const meeting = await loadItemMeeting(ctx.db, orgId, opts.meetingId);
  const rows = await findRocks(ctx.db, orgId, opts.rockIds);
  const meetingsOf = await meetingIdsByRock(
    ctx.db,
    orgId,
    rows.map((r) => r.id),
  );
  const invitees = await inviteesByMeeting(ctx.db, orgId, [...meetingsOf.values()].flat());
  const editable = rows.filter((row) => {
    const tractionIds = meetingsOf.get(row.id) ?? [];
    if (!tractionIds.includes(meeting.id)) return false;
    return canEditItem({
      role: member.role,
      personId: member.personId,
      ownerId: row.ownerId,
      meetingInviteeIds: tractionIds.flatMap((id) => invitees.get(id) ?? []),
    });
  });
  const result = await ctx.db.transaction(async (tx) => {
    const removed = await unlinkFromMeeting(
      tx,
      orgId,
      meeting.id,
      editable.map((r) => r.id),
    );
    const left = await meetingIdsByRock(tx, orgId, removed);
    const orphans = removed.filter((id) => !left.has(id));
    const relinked: string[] = [];
    for (const id of orphans) relinked.push(...(await deleteKeepingChildren(tx, orgId, id)));
    return { removed, orphans, relinked };
  });
  const gone = new Set(result.orphans);
  announceRocks(ctx, orgId, 'Deleted', result.orphans);
  announceRocks(ctx, orgId, 'Updated', [
    ...new Set([...result.removed, ...result.relinked].filter((id) => !gone.has(id))),
  ]);
  return result.removed;
}
