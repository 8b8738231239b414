import type { CollectionKind } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { KINDS } from './kinds.ts';

type Change = 'Added' | 'Updated' | 'Deleted';

// Thin live updates after commit to the organization's room: open lists and revisions refetch. Every
// member hears of every folder and revision (ids only); what they may read is checked when they refetch.

export function announceFolder(ctx: AppContext, orgId: string, kind: CollectionKind, event: Change, id: string): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, event, { type: KINDS[kind].liveCollection, id });
}

export function announceRevision(
  ctx: AppContext,
  orgId: string,
  kind: CollectionKind,
  event: Change,
  revision: { id: string; collectionId: string },
  /** A part write: which part, and who wrote it (an editor of the same part is told). */
  part?: { partId: string; by: string },
): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, event, {
    type: KINDS[kind].liveRevision,
    id: revision.id,
    collectionId: revision.collectionId,
    ...part,
  });
}
