import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findPeople } from '../people/repository.ts';

/** What a live update names: the items, and a scorecard whose rows or numbers changed (open grids refetch it). */
export type ItemType = 'todo' | 'issue' | 'headline' | 'rock' | 'measurable' | 'scorecard';
export type ItemChange = 'Added' | 'Updated' | 'Deleted';

/** Thin live-update message after commit to the organization's room: clients refetch the item by id. */
export function announceItem(ctx: AppContext, orgId: string, event: ItemChange, type: ItemType, id: string): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, event, { type, id });
}

/**
 * An event for one person's own sessions only (room `user:<accountId>`): a private item's changes, or
 * an item that is theirs now. Rooms are keyed by account, items by person (membership), hence the lookup.
 */
export async function announceToOwner(
  ctx: AppContext,
  db: DbOrTx,
  opts: { orgId: string; ownerId: string; event: ItemChange | 'Reassigned'; type: ItemType; id: string },
): Promise<void> {
  const [owner] = await findPeople(db, opts.orgId, [opts.ownerId]);
  if (!owner) return;
  ctx.realtime.emit('live-update-hub', `user:${owner.userId}`, opts.event, { type: opts.type, id: opts.id });
}

/** Tells the new owner that an item is theirs now (notifications build on this). */
export function announceReassigned(
  ctx: AppContext,
  db: DbOrTx,
  opts: { orgId: string; type: ItemType; id: string; ownerId: string },
): Promise<void> {
  return announceToOwner(ctx, db, { ...opts, event: 'Reassigned' });
}
