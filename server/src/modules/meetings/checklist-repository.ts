import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { meetingChecklists, type StoredChecklistItem } from '../../db/schema/index.ts';

export type ChecklistRow = typeof meetingChecklists.$inferSelect;

export async function findChecklist(db: DbOrTx, orgId: string, meetingId: string): Promise<ChecklistRow | null> {
  const [row] = await db
    .select()
    .from(meetingChecklists)
    .where(and(eq(meetingChecklists.orgId, orgId), eq(meetingChecklists.meetingId, meetingId)));
  return row ?? null;
}

/** One checklist per meeting: the first save inserts it, later ones replace its items. */
export async function upsertChecklist(
  db: DbOrTx,
  opts: { orgId: string; meetingId: string; items: StoredChecklistItem[]; updatedById: string },
): Promise<ChecklistRow> {
  const now = new Date();
  const [row] = await db
    .insert(meetingChecklists)
    .values({ ...opts, updatedAt: now })
    .onConflictDoUpdate({
      target: meetingChecklists.meetingId,
      set: { items: opts.items, updatedById: opts.updatedById, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('checklist upsert returned nothing');
  return row;
}
