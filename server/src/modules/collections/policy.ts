import { type CollectionKind, can } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { StoredVisibility } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import {
  type CollectionRow,
  findCollection,
  findRevision,
  leadershipOf,
  type RevisionRow,
  type RevisionSummary,
} from './repository.ts';

// Who may do what with folders and revisions: docs/decisions.md, "V/TO and chart folders and revisions".

/** The caller with what every rule here needs: whether the org has a leadership team and they are on it. */
export interface Viewer extends Member {
  ltMeetingId: string | null;
  isLt: boolean;
}

export async function loadViewer(db: DbOrTx, member: Member): Promise<Viewer> {
  const lt = await leadershipOf(db, member.orgId, member.personId);
  return { ...member, ltMeetingId: lt.meetingId, isLt: lt.isLt };
}

const isOwner = (viewer: Viewer) => viewer.role === 'Owner';

/**
 * Folders and new revisions (002 §5: 'managed by its creator or by invitees on the leadership team';
 * check: on the leadership team or Owner). Until a leadership team is identified, those who may change
 * the organization (Owner, Admins) may. Never an Observer.
 */
export function canManageFolders(viewer: Viewer): boolean {
  if (!can(viewer.role, 'items.write')) return false;
  if (isOwner(viewer) || viewer.isLt) return true;
  return viewer.ltMeetingId === null && can(viewer.role, 'org.update');
}

export function assertCanManageFolders(viewer: Viewer): void {
  if (!canManageFolders(viewer)) throw forbidden();
}

export interface RevisionRights {
  canView: boolean;
  canEdit: boolean;
  /** Rename, move, publish, delete, change visibility: the same people as edit. */
  canManage: boolean;
}

/**
 * A revision's rights from its visibility settings (001 §5, §6): the creator and the org's Owner always;
 * else an individual entry wins; else the organization group, or the leadership group for its members.
 * Edit implies view; Observers never edit, whatever the settings say.
 */
export function revisionRights(
  viewer: Viewer,
  revision: { createdById: string | null; visibility: StoredVisibility },
): RevisionRights {
  const writer = can(viewer.role, 'items.write');
  const always = revision.createdById === viewer.personId || isOwner(viewer);
  const { groups, individuals } = revision.visibility;
  const own = individuals.find((i) => i.personId === viewer.personId);
  const grants = (right: 'canView' | 'canEdit') =>
    own ? own[right] : groups.org[right] || (viewer.isLt && groups.lt[right]);
  const canEdit = writer && (always || grants('canEdit'));
  const canView = canEdit || always || grants('canView');
  return { canView, canEdit, canManage: canEdit };
}

/** The kind's folder in the caller's organization; anything else is 404. */
export async function loadFolder(
  db: DbOrTx,
  viewer: Viewer,
  kind: CollectionKind,
  collectionId: string,
): Promise<CollectionRow> {
  const folder = await findCollection(db, viewer.orgId, kind, collectionId);
  if (!folder) throw notFound();
  return folder;
}

export interface LoadedRevision {
  folder: CollectionRow;
  revision: RevisionRow;
  rights: RevisionRights;
}

/** Throws 404 unless the caller may see the revision, and 403 when `need` is edit and they may not. */
export function assertRights(rights: RevisionRights, need: 'view' | 'edit'): void {
  if (!rights.canView) throw notFound();
  if (need === 'edit' && !rights.canEdit) throw forbidden();
}

/**
 * The revision named by the path: of that folder, kind and organization, visible to the caller (404
 * otherwise, exactly like a missing one), editable when `need` is edit (403 otherwise).
 */
export async function loadRevision(
  db: DbOrTx,
  viewer: Viewer,
  kind: CollectionKind,
  ids: { collectionId: string; revisionId: string },
  need: 'view' | 'edit',
): Promise<LoadedRevision> {
  const [folder, revision] = await Promise.all([
    findCollection(db, viewer.orgId, kind, ids.collectionId),
    findRevision(db, viewer.orgId, kind, ids.collectionId, ids.revisionId),
  ]);
  if (!folder || !revision) throw notFound();
  const rights = revisionRights(viewer, revision);
  assertRights(rights, need);
  return { folder, revision, rights };
}

/** Rights of many revisions, with the ones the caller may not see left out (lists). */
export function visibleRevisions<R extends RevisionSummary>(
  viewer: Viewer,
  rows: readonly R[],
): { row: R; rights: RevisionRights }[] {
  return rows.map((row) => ({ row, rights: revisionRights(viewer, row) })).filter((r) => r.rights.canView);
}
