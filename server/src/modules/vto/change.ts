import type { VtoRevision } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { StoredVtoDocument } from '../../db/schema/index.ts';
import { changeDocument, type DocumentChange, type RevisionIds } from '../collections/change.ts';
import type { Viewer } from '../collections/policy.ts';
import { presentVtoRevision } from '../collections/vto-presenter.ts';

export type { RevisionIds };

/** What a part write produced: the new V/TO document and the id of the part it wrote. */
export type PartChange = DocumentChange<StoredVtoDocument>;

/**
 * Every part write of the V/TO (002 §7) through the collections' locked, announced document write
 * (collections/change.ts). The answer is the whole V/TO as the caller may read it.
 */
export async function changeVto(
  ctx: AppContext,
  viewer: Viewer,
  ids: RevisionIds,
  change: (doc: StoredVtoDocument, now: string, tx: Tx) => PartChange | Promise<PartChange>,
): Promise<{ vto: VtoRevision; id: string } & Record<string, unknown>> {
  const { id, answer, presented } = await changeDocument(ctx, viewer, 'vto', ids, change, (loaded) =>
    presentVtoRevision(ctx.db, viewer, loaded),
  );
  return { ...answer, vto: presented, id };
}
