import { type Collection, displayName, type Revision } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findPeople } from '../people/repository.ts';
import { type RevisionRights, type Viewer, visibleRevisions } from './policy.ts';
import type { CollectionRow, RevisionSummary } from './repository.ts';

/** Authors' names of a whole list in one query: person id -> name ('' for someone who has left). */
async function authorNames(db: DbOrTx, orgId: string, rows: readonly RevisionSummary[]): Promise<Map<string, string>> {
  const ids = rows.map((r) => r.createdById).filter((id): id is string => id !== null);
  const people = await findPeople(db, orgId, ids);
  return new Map(people.map((p) => [p.id, displayName(p)]));
}

function presentRevision(
  row: RevisionSummary,
  folder: CollectionRow,
  rights: RevisionRights,
  names: Map<string, string>,
): Revision {
  return {
    id: row.id,
    title: row.title,
    collectionId: folder.id,
    collectionTitle: folder.title,
    isPublished: row.isPublished,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    createdById: row.createdById,
    createdByName: (row.createdById && names.get(row.createdById)) || '',
    canEdit: rights.canEdit,
  };
}

/** Folders with the revisions in them the caller may see (rows come newest change first). */
export async function presentCollections(
  db: DbOrTx,
  viewer: Viewer,
  folders: readonly CollectionRow[],
  rows: readonly RevisionSummary[],
): Promise<Collection[]> {
  const visible = visibleRevisions(viewer, rows);
  const names = await authorNames(
    db,
    viewer.orgId,
    visible.map((v) => v.row),
  );
  const byFolder = new Map<string, typeof visible>();
  for (const v of visible) {
    const list = byFolder.get(v.row.collectionId);
    if (list) list.push(v);
    else byFolder.set(v.row.collectionId, [v]);
  }
  return folders.map((folder) => ({
    id: folder.id,
    title: folder.title,
    isCompanyFolder: folder.isCompanyFolder,
    created: folder.createdAt.toISOString(),
    updated: folder.updatedAt.toISOString(),
    revisions: (byFolder.get(folder.id) ?? []).map((v) => presentRevision(v.row, folder, v.rights, names)),
  }));
}

export async function presentOneCollection(
  db: DbOrTx,
  viewer: Viewer,
  folder: CollectionRow,
  rows: readonly RevisionSummary[],
): Promise<Collection> {
  const [collection] = await presentCollections(db, viewer, [folder], rows);
  if (!collection) throw new Error('presenting a folder returned nothing');
  return collection;
}

export async function presentOneRevision(
  db: DbOrTx,
  viewer: Viewer,
  folder: CollectionRow,
  row: RevisionSummary,
  rights: RevisionRights,
): Promise<Revision> {
  return presentRevision(row, folder, rights, await authorNames(db, viewer.orgId, [row]));
}
