import type { Rock, RockStatus, Scope } from '@eos/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rockMilestones } from '../../db/schema/index.ts';
import type { Member } from '../../plugins/access.ts';
import { loadMultiMeetingItemViews } from '../items/views.ts';
import { meetingIdsByRock, type RockRow } from './repository.ts';

type MilestoneRow = typeof rockMilestones.$inferSelect;

/** Milestones of a page of Rocks in one query, each Rock's in append order. */
async function milestonesByRock(db: DbOrTx, orgId: string, rockIds: string[]): Promise<Map<string, MilestoneRow[]>> {
  const byRock = new Map<string, MilestoneRow[]>();
  if (rockIds.length === 0) return byRock;
  const rows = await db
    .select()
    .from(rockMilestones)
    .where(and(eq(rockMilestones.orgId, orgId), inArray(rockMilestones.rockId, rockIds)))
    .orderBy(asc(rockMilestones.position), asc(rockMilestones.createdAt), asc(rockMilestones.id));
  for (const row of rows) byRock.set(row.rockId, [...(byRock.get(row.rockId) ?? []), row]);
  return byRock;
}

/**
 * Rocks as the API shows them (an allow-list), with their owner, meetings, milestones and what the
 * caller may do. A whole page costs four queries (meetings, then people + invitees + milestones).
 */
export async function presentRocks(db: DbOrTx, member: Member, rows: readonly RockRow[]): Promise<Rock[]> {
  const ids = rows.map((r) => r.id);
  const meetingsOf = await meetingIdsByRock(db, member.orgId, ids);
  const items = rows.map((row) => ({ row, ownerId: row.ownerId, tractionIds: meetingsOf.get(row.id) ?? [] }));
  const [views, milestones] = await Promise.all([
    loadMultiMeetingItemViews(db, member, items),
    milestonesByRock(db, member.orgId, ids),
  ]);
  return items.map((item) => {
    const { row } = item;
    const own = milestones.get(row.id) ?? [];
    const canEdit = views.canEdit(item);
    return {
      id: row.id,
      title: row.title,
      contentHtml: row.contentHtml,
      dueDate: row.dueDate,
      type: row.type as Scope,
      status: row.status as RockStatus,
      ownerId: row.ownerId,
      owner: views.owner(row.ownerId),
      tractionIds: item.tractionIds,
      delegatedFromRockId: row.delegatedFromRockId,
      milestones: own.map((m) => ({ id: m.id, title: m.title, dueDate: m.dueDate, done: m.done })),
      progress: { done: own.filter((m) => m.done).length, total: own.length },
      created: row.createdAt.toISOString(),
      completed: row.completedAt?.toISOString() ?? null,
      // A delegated Rock keeps its parent's title (000 §5).
      abilities: { canEdit, canEditTitle: canEdit && !row.delegatedFromRockId },
    };
  });
}

export async function presentRock(db: DbOrTx, member: Member, row: RockRow): Promise<Rock> {
  const [rock] = await presentRocks(db, member, [row]);
  if (!rock) throw new Error('presenting a rock returned nothing');
  return rock;
}
