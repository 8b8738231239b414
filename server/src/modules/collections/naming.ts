import type { ApiMessage, CollectionKind } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalid, message } from '../../lib/errors.ts';
import { violatedUniqueIndex } from '../meetings/db-errors.ts';
import { KINDS } from './kinds.ts';
import { isFolderTitleTaken, isNameTaken, lockNaming, takenTitles } from './repository.ts';

/** Which 422 a lost unique index means for the write at hand (the field differs between calls). */
export interface NamingFields {
  /** The field a folder title came in (title on folder calls, newCollectionTitle on move). */
  folder?: ApiMessage;
  /** The field a revision title came in (title, or newRevisionName on copy). */
  revision?: ApiMessage;
}

/**
 * A write that names folders or revisions: one transaction holding the kind's naming lock, so that the
 * service's checks (which span both tables) and its insert happen as one. Should a unique index still
 * refuse a row, the caller gets the same 422 the check gives, never a 500.
 */
export async function naming<T>(
  ctx: AppContext,
  orgId: string,
  kind: CollectionKind,
  fields: NamingFields,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockNaming(tx, orgId, kind);
      return work(tx);
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    const known =
      index === 'collections_org_kind_title_key'
        ? fields.folder
        : index === 'revisions_org_kind_title_key'
          ? fields.revision
          : undefined;
    if (known) throw new AppError('validation', [known]);
    throw error;
  }
}

export const folderTakenMessage = (kind: CollectionKind, field = 'title') =>
  message(KINDS[kind].folderTaken, [], field);
export const nameTakenMessage = (kind: CollectionKind, field = 'title') => message(KINDS[kind].nameTaken, [], field);

/** 422 unless no other folder of the kind has this title (001 §5). */
export async function assertFolderTitleFree(
  tx: Tx,
  orgId: string,
  kind: CollectionKind,
  title: string,
  opts: { exceptId?: string; messageId?: string; field?: string } = {},
): Promise<void> {
  if (await isFolderTitleTaken(tx, orgId, kind, title, opts.exceptId)) {
    throw invalid(opts.messageId ?? KINDS[kind].folderTaken, opts.field ?? 'title');
  }
}

/** 422 unless no other revision and no folder of the kind has this title (002 §5). */
export async function assertNameFree(
  tx: Tx,
  orgId: string,
  kind: CollectionKind,
  title: string,
  opts: { except?: { revisionId?: string; collectionId?: string }; field?: string } = {},
): Promise<void> {
  if (await isNameTaken(tx, orgId, kind, title, opts.except))
    throw invalid(KINDS[kind].nameTaken, opts.field ?? 'title');
}

/** '{base}' if free, else '{base} 2', '{base} 3'… among every title of the kind. */
export async function freeTitle(tx: Tx, orgId: string, kind: CollectionKind, base: string, first = 1): Promise<string> {
  const taken = await takenTitles(tx, orgId, kind);
  const candidate = (n: number) => (n === 1 ? base : `${base} ${n}`);
  let n = first;
  while (taken.has(candidate(n).toLowerCase())) n++;
  return candidate(n);
}
