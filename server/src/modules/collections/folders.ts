import { type CollectionKind, CollectionMessages, type CollectionRequest } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { findOrg } from '../orgs/repository.ts';
import { announceFolder } from './events.ts';
import { KINDS } from './kinds.ts';
import { assertFolderTitleFree, assertNameFree, folderTakenMessage, freeTitle, naming } from './naming.ts';
import { canManageFolders, type Viewer } from './policy.ts';
import {
  type CollectionRow,
  clearCompanyFolder,
  deleteCollectionRow,
  findCompanyFolder,
  hasRevisions,
  insertCollection,
  updateCollectionRow,
} from './repository.ts';

/** Makes this folder the company folder: the previous one stops being it (their ids, to announce). */
async function takeCompanyFlag(tx: Tx, orgId: string, kind: CollectionKind, folderId: string): Promise<string[]> {
  const previous = await clearCompanyFolder(tx, orgId, kind);
  await updateCollectionRow(tx, orgId, folderId, { isCompanyFolder: true });
  return previous && previous !== folderId ? [previous] : [];
}

export async function createFolder(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  body: CollectionRequest,
): Promise<CollectionRow> {
  const { orgId } = viewer;
  const { folder, changed } = await naming(ctx, orgId, kind, { folder: folderTakenMessage(kind) }, async (tx) => {
    await assertFolderTitleFree(tx, orgId, kind, body.title);
    const previous = body.isCompanyFolder ? await clearCompanyFolder(tx, orgId, kind) : null;
    const folder = await insertCollection(tx, {
      orgId,
      kind,
      title: body.title,
      isCompanyFolder: body.isCompanyFolder,
      createdById: viewer.personId,
    });
    return { folder, changed: previous ? [previous] : [] };
  });
  announceFolder(ctx, orgId, kind, 'Added', folder.id);
  for (const id of changed) announceFolder(ctx, orgId, kind, 'Updated', id);
  return folder;
}

/**
 * Edit folder / Make Company Folder (PUT {kind}/collection/{c}). A new title follows the folder rule and
 * the naming rule (no revision of the kind has it either). The company flag only moves: a folder stops
 * being the company folder when another one becomes it, so there is always one once there was one.
 */
export async function updateFolder(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  folder: CollectionRow,
  body: CollectionRequest,
): Promise<CollectionRow> {
  const { orgId } = viewer;
  const { row, changed } = await naming(ctx, orgId, kind, { folder: folderTakenMessage(kind) }, async (tx) => {
    if (body.title !== folder.title) {
      await assertFolderTitleFree(tx, orgId, kind, body.title, { exceptId: folder.id });
      await assertNameFree(tx, orgId, kind, body.title, { except: { collectionId: folder.id } });
    }
    const changed =
      body.isCompanyFolder && !folder.isCompanyFolder ? await takeCompanyFlag(tx, orgId, kind, folder.id) : [];
    const row = await updateCollectionRow(tx, orgId, folder.id, { title: body.title });
    if (!row) throw notFound();
    return { row, changed };
  });
  announceFolder(ctx, orgId, kind, 'Updated', row.id);
  for (const id of changed) announceFolder(ctx, orgId, kind, 'Updated', id);
  return row;
}

/**
 * Only an empty folder that is not the company folder can go: deleting a folder never deletes revisions
 * (they are moved or deleted one by one first). Checked under the naming lock, which new revisions and
 * moves also take, so no revision can slip into the folder meanwhile.
 */
export async function deleteFolder(
  ctx: AppContext,
  viewer: Viewer,
  kind: CollectionKind,
  folder: CollectionRow,
): Promise<void> {
  const { orgId } = viewer;
  await naming(ctx, orgId, kind, {}, async (tx) => {
    if (folder.isCompanyFolder) throw invalid(CollectionMessages.companyFolderDelete, 'isCompanyFolder');
    if (await hasRevisions(tx, orgId, folder.id)) throw invalid(CollectionMessages.folderNotEmpty, 'collectionId');
    await deleteCollectionRow(tx, orgId, folder.id);
  });
  announceFolder(ctx, orgId, kind, 'Deleted', folder.id);
}

/**
 * The company folder, made on first use as '{organization name} Vision/Traction Organizer' (or
 * '… Accountability Chart'; a number is added if a folder already has that title) by someone who may
 * make folders. Anyone else reads it once it exists, and gets 404 before: a read never writes for
 * someone who could not have written it (attack check 2: an Observer changes nothing). Two first calls
 * at once wait for each other on the naming lock and the second finds the first's.
 */
export async function companyFolder(ctx: AppContext, viewer: Viewer, kind: CollectionKind): Promise<CollectionRow> {
  const { orgId } = viewer;
  const existing = await findCompanyFolder(ctx.db, orgId, kind);
  if (existing) return existing;
  if (!canManageFolders(viewer)) throw notFound();
  const made = await naming(ctx, orgId, kind, {}, async (tx) => {
    const found = await findCompanyFolder(tx, orgId, kind);
    if (found) return { folder: found, created: false };
    const org = await findOrg(tx, orgId);
    if (!org) throw notFound();
    const title = await freeTitle(tx, orgId, kind, `${org.name} ${KINDS[kind].companyFolderSuffix}`);
    const folder = await insertCollection(tx, { orgId, kind, title, isCompanyFolder: true, createdById: null });
    return { folder, created: true };
  });
  if (made.created) announceFolder(ctx, orgId, kind, 'Added', made.folder.id);
  return made.folder;
}
