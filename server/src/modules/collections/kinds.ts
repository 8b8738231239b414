import { type CollectionKind, CollectionMessages, type LiveUpdateType } from '@eos/domain';

/** What differs between the V/TO's and the chart's folders and revisions: words, messages, live types. */
export interface KindText {
  /** The company folder made on first use (001 §9): the organization's name, then this. */
  companyFolderSuffix: string;
  /** New revisions without a title are named '{base} {n}' with the first free n. */
  revisionBase: string;
  /** A folder title another folder of the kind has (001 §5). */
  folderTaken: string;
  /** A revision or folder title another revision or folder of the kind has (002 §5). */
  nameTaken: string;
  liveCollection: LiveUpdateType;
  liveRevision: LiveUpdateType;
}

export const KINDS: Record<CollectionKind, KindText> = {
  vto: {
    companyFolderSuffix: 'Vision/Traction Organizer',
    revisionBase: 'V/TO',
    folderTaken: CollectionMessages.uniqueVtoFolder,
    nameTaken: CollectionMessages.duplicateVtoName,
    liveCollection: 'vtoCollection',
    liveRevision: 'vtoRevision',
  },
  ac: {
    companyFolderSuffix: 'Accountability Chart',
    revisionBase: 'Accountability Chart',
    folderTaken: CollectionMessages.uniqueAcFolder,
    nameTaken: CollectionMessages.duplicateAcName,
    liveCollection: 'acCollection',
    liveRevision: 'acRevision',
  },
};
