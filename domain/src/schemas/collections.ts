import { z } from 'zod';
import { Id, requiredText } from './common.ts';

/**
 * Folders (collections) and their revisions, shared by the V/TO and the Accountability Chart (001 §3;
 * 002 §3, §5, §7). One machinery with a kind: the routes live under `vto/` and `ac/`.
 */
export const CollectionKinds = ['vto', 'ac'] as const;
export type CollectionKind = (typeof CollectionKinds)[number];

export const CollectionMessages = {
  /** A folder title equal to another folder of the same kind (001 §5). */
  uniqueVtoFolder: 'VALIDATION_UNIQUE_VTO_FOLDER_TITLE',
  uniqueAcFolder: 'VALIDATION_UNIQUE_AC_FOLDER_TITLE',
  /** A revision or folder renamed to a title another revision or folder already has (002 §5). */
  duplicateVtoName: 'ERR_DUPLICATE_VTO_NAME',
  duplicateAcName: 'ERR_DUPLICATE_AC_NAME',
  /** Move revision: the new folder's name is taken (001 §5). */
  moveFolderExists: 'ERR_MOVE_FOLDER_EXISTS',
  /** A folder that still holds revisions, or the company folder, cannot be deleted. */
  folderNotEmpty: 'ERR_FOLDER_NOT_EMPTY',
  companyFolderDelete: 'ERR_COMPANY_FOLDER_DELETE',
  /** Move revision: the destination is the folder it is already in. */
  moveSameFolder: 'ERR_MOVE_SAME_FOLDER',
  /** Visibility: Observers are view-only (001 §5), and leadership rights need a leadership team. */
  observerCannotEdit: 'ERR_OBSERVER_CANNOT_EDIT',
  noLeadershipTeam: 'ERR_NO_LEADERSHIP_TEAM',
  /** Copy V/TO: neither Vision nor Traction ticked (001 §5). */
  copyNothing: 'ERR_COPY_NOTHING_SELECTED',
  /** A revision open in another browser was deleted (002 §4, §8). */
  vtoRemovedByOther: 'VTO_REMOVED_BY_OTHER',
  acRemovedByOther: 'AC_REMOVED_BY_OTHER',
} as const;

export const Revision = z.object({
  id: Id,
  title: z.string(),
  collectionId: Id,
  collectionTitle: z.string(),
  /** Final; otherwise Draft (002 §4). */
  isPublished: z.boolean(),
  created: z.string(),
  updated: z.string(),
  createdById: Id.nullable(),
  /** The author's name as the lists show it ('' once the author has left). */
  createdByName: z.string(),
  /** Whether the caller may change this revision (its visibility settings, 001 §6). */
  canEdit: z.boolean(),
});
export type Revision = z.infer<typeof Revision>;

export const Collection = z.object({
  id: Id,
  title: z.string(),
  isCompanyFolder: z.boolean(),
  created: z.string(),
  updated: z.string(),
  /** The revisions in it the caller may see, newest change first. */
  revisions: z.array(Revision),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionsResponse = z.object({ succeeded: z.literal(true), collections: z.array(Collection) });
export type CollectionsResponse = z.infer<typeof CollectionsResponse>;
export const CollectionResponse = z.object({ succeeded: z.literal(true), collection: Collection });
export type CollectionResponse = z.infer<typeof CollectionResponse>;
export const RevisionResponse = z.object({ succeeded: z.literal(true), revision: Revision });
export type RevisionResponse = z.infer<typeof RevisionResponse>;

export const CollectionParams = z.object({ collectionId: Id });
export const RevisionParams = z.object({ collectionId: Id, revisionId: Id });

/** Create a folder (POST {kind}/collections) or edit one (PUT {kind}/collection/{c}). */
export const CollectionRequest = z.object({
  title: requiredText(),
  isCompanyFolder: z.boolean().default(false),
});
export type CollectionRequest = z.infer<typeof CollectionRequest>;

/** A new revision in a folder (PUT {kind}/collection/{c}/revision); the title defaults to a free one. */
export const RevisionCreateRequest = z.object({ title: requiredText().optional() });
export type RevisionCreateRequest = z.infer<typeof RevisionCreateRequest>;

export const RenameRequest = z.object({ title: requiredText() });
export type RenameRequest = z.infer<typeof RenameRequest>;

/** MoveRevisionFolderPopup (001 §2, §5): an existing folder, or a new one by name. */
export const MoveRevisionRequest = z
  .object({
    destinationCollectionId: Id.optional(),
    newCollectionTitle: requiredText().optional(),
  })
  .refine((m) => (m.destinationCollectionId === undefined) !== (m.newCollectionTitle === undefined), {
    error: 'VAL_REQUIRED',
    path: ['destinationCollectionId'],
  });
export type MoveRevisionRequest = z.infer<typeof MoveRevisionRequest>;

/** Copy organizer (001 §3, §4, §5): the new revision's name and which parts come along. */
export const VtoCopyRequest = z
  .object({
    newRevisionName: requiredText(),
    includeVision: z.boolean().default(false),
    includeCoreValues: z.boolean().default(false),
    includeCoreFocus: z.boolean().default(false),
    includeTenYearTarget: z.boolean().default(false),
    includeMarketingStrategy: z.boolean().default(false),
    includeThreeYearPicture: z.boolean().default(false),
    includeTraction: z.boolean().default(false),
    includeOneYearPlan: z.boolean().default(false),
    includeRocks: z.boolean().default(false),
    includeIssuesList: z.boolean().default(false),
  })
  .refine((c) => c.includeVision || c.includeTraction, {
    error: CollectionMessages.copyNothing,
    path: ['includeVision'],
  });
export type VtoCopyRequest = z.infer<typeof VtoCopyRequest>;

/** The chart has no parts to choose: a copy is the whole chart under a new name. */
export const AcCopyRequest = z.object({ newRevisionName: requiredText() });
export type AcCopyRequest = z.infer<typeof AcCopyRequest>;

const Access = z.object({ canView: z.boolean(), canEdit: z.boolean() });
export type Access = z.infer<typeof Access>;

/**
 * Visibility and Editing Settings (001 §3, §5, §6): the leadership team and the whole organization as
 * groups, then named people. Edit implies view; an individual listed can always view.
 */
export const VisibilitySettings = z.object({
  groups: z.object({ lt: Access, org: Access }),
  individuals: z.array(z.object({ personId: Id, canView: z.boolean(), canEdit: z.boolean() })).max(500),
  createdById: Id.nullable(),
});
export type VisibilitySettings = z.infer<typeof VisibilitySettings>;
export const VisibilityRequest = VisibilitySettings.omit({ createdById: true });
export type VisibilityRequest = z.infer<typeof VisibilityRequest>;

export const VisibilityResponse = z.object({
  succeeded: z.literal(true),
  settings: VisibilitySettings,
  /** Whether the organization has identified its leadership team (leadership view needs it). */
  hasLeadershipTeam: z.boolean(),
});
export type VisibilityResponse = z.infer<typeof VisibilityResponse>;

/** GET vto/collection/revisions/{x}/edit-permission: what the caller may do with a revision. */
export const EditPermissionResponse = z.object({
  succeeded: z.literal(true),
  canView: z.boolean(),
  canEdit: z.boolean(),
  /** May change its visibility settings, publish, rename, move and delete it. */
  canManage: z.boolean(),
});
export type EditPermissionResponse = z.infer<typeof EditPermissionResponse>;
