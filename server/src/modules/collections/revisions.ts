import { type CollectionKind, CollectionMessages, type MoveRevisionRequest } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { StoredAcDocument, StoredVisibility, StoredVtoDocument } from '../../db/schema/index.ts';
import { invalid, message, notFound } from '../../lib/errors.ts';
import { emptyDocument } from './document.ts';
import { announceFolder, announceRevision } from './events.ts';
import { KINDS } from './kinds.ts';
import { assertFolderTitleFree, assertNameFree, freeTitle, nameTakenMessage, naming } from './naming.ts';
import { assertCanManageFolders, type LoadedRevision, type Viewer } from './policy.ts';
import {
  type CollectionRow,
  deleteRevisionRow,
  findCollection,
  insertCollection,
  insertRevision,
  type RevisionRow,
  updateRevisionRow,
} from './repository.ts';

/** A new revision's sharing (decision): the leadership team edits, the organization reads. */
export function defaultVisibility(): StoredVisibility {
  return { groups: { lt: { canView: true, canEdit: true }, org: { canView: true, canEdit: false } }, individuals: [] };
}

/** A new empty Draft in a folder; without a title it takes the first free 'V/TO', 'V/TO 2'… */
export async function createRevision(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  folder: CollectionRow,
  title: string | undefined,
): Promise<RevisionRow> {
  const { orgId } = viewer;
  const row = await naming(ctx, orgId, kind, { revision: nameTakenMessage(kind) }, async (tx) => {
    if (title) await assertNameFree(tx, orgId, kind, title);
    return insertRevision(tx, {
      orgId,
      kind,
      collectionId: folder.id,
      title: title ?? (await freeTitle(tx, orgId, kind, KINDS[kind].revisionBase)),
      createdById: viewer.personId,
      visibility: defaultVisibility(),
      document: emptyDocument(kind),
    });
  });
  announceRevision(ctx, orgId, kind, 'Added', row);
  return row;
}

/**
 * Copy (001 §4): a new Draft in the same folder under a new name, with the given document and the
 * source's sharing. A copy is a new revision, so it needs the right to make revisions (and to see the source).
 */
export async function copyRevision(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  source: LoadedRevision,
  opts: { title: string; document: StoredVtoDocument | StoredAcDocument },
): Promise<RevisionRow> {
  assertCanManageFolders(viewer);
  const { orgId } = viewer;
  const field = 'newRevisionName';
  const row = await naming(ctx, orgId, kind, { revision: nameTakenMessage(kind, field) }, async (tx) => {
    await assertNameFree(tx, orgId, kind, opts.title, { field });
    return insertRevision(tx, {
      orgId,
      kind,
      collectionId: source.folder.id,
      title: opts.title,
      createdById: viewer.personId,
      visibility: source.revision.visibility,
      document: opts.document,
    });
  });
  announceRevision(ctx, orgId, kind, 'Added', row);
  return row;
}

export async function renameRevision(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  target: LoadedRevision,
  title: string,
): Promise<RevisionRow> {
  const { orgId } = viewer;
  const row = await naming(ctx, orgId, kind, { revision: nameTakenMessage(kind) }, async (tx) => {
    await assertNameFree(tx, orgId, kind, title, { except: { revisionId: target.revision.id } });
    return updateRevisionRow(tx, orgId, target.revision.id, { title });
  });
  if (!row) throw notFound();
  announceRevision(ctx, orgId, kind, 'Updated', row);
  return row;
}

/**
 * Move revision (001 §5): into another existing folder of the kind, or into a new folder made by name
 * (which needs the right to make folders, and a name no folder has: ERR_MOVE_FOLDER_EXISTS). Folder and
 * revision change in one transaction.
 */
export async function moveRevision(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  target: LoadedRevision,
  body: MoveRevisionRequest,
): Promise<{ revision: RevisionRow; folder: CollectionRow }> {
  const { orgId } = viewer;
  const newTitle = body.newCollectionTitle;
  if (newTitle !== undefined) assertCanManageFolders(viewer);
  if (body.destinationCollectionId === target.folder.id)
    throw invalid(CollectionMessages.moveSameFolder, 'destinationCollectionId');
  const field = 'newCollectionTitle';
  const taken = CollectionMessages.moveFolderExists;
  const moved = await naming(ctx, orgId, kind, { folder: message(taken, [], field) }, async (tx) => {
    let folder: CollectionRow | null;
    let created = false;
    if (newTitle !== undefined) {
      await assertFolderTitleFree(tx, orgId, kind, newTitle, { messageId: taken, field });
      folder = await insertCollection(tx, { orgId, kind, title: newTitle, createdById: viewer.personId });
      created = true;
    } else {
      folder = await findCollection(tx, orgId, kind, body.destinationCollectionId ?? '');
      if (!folder) throw notFound();
    }
    const revision = await updateRevisionRow(tx, orgId, target.revision.id, { collectionId: folder.id });
    if (!revision) throw notFound();
    return { revision, folder, created };
  });
  if (moved.created) announceFolder(ctx, orgId, kind, 'Added', moved.folder.id);
  // The folder it left refreshes from this too: lists refetch every folder on a revision change.
  announceRevision(ctx, orgId, kind, 'Updated', moved.revision);
  return { revision: moved.revision, folder: moved.folder };
}

/** Draft to Final and back (002 §4). */
export async function setPublished(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  target: LoadedRevision,
  isPublished: boolean,
): Promise<RevisionRow> {
  const row = await updateRevisionRow(ctx.db, viewer.orgId, target.revision.id, { isPublished });
  if (!row) throw notFound();
  announceRevision(ctx, viewer.orgId, kind, 'Updated', row);
  return row;
}

export async function deleteRevision(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  target: LoadedRevision,
): Promise<void> {
  await deleteRevisionRow(ctx.db, viewer.orgId, target.revision.id);
  announceRevision(ctx, viewer.orgId, kind, 'Deleted', target.revision);
}
