import type { CollectionKind, Revision } from '@eos/domain';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What a kind's copy popup is given: the revision to copy; it closes itself. */
export interface CopyPopupProps {
  revision: Pick<Revision, 'id' | 'title' | 'collectionId'>;
  onClose: () => void;
}

/**
 * One kind of collection (the V/TO, the Accountability Chart): where its pages are, the
 * language-pack ids of the texts that name it, and its copy popup. The folders, revisions and their
 * popups are written once and read the kind from here.
 */
export interface CollectionKindConfig {
  kind: CollectionKind;
  homePath: string;
  folderPath: (collectionId: string) => string;
  revisionPath: (revision: Pick<Revision, 'id' | 'collectionId'>) => string;
  texts: {
    /** 'New V/TO': the button that starts a revision. */
    newRevision: string;
    /** 'V/TO': one revision, in menus and confirmations. */
    revisionNoun: string;
    folderEdited: string;
    folderMadeCompany: string;
    removedByOther: string;
    /** 'Go to V/TO home'. */
    goHome: string;
    revisionNotFound: string;
    /** What a folder without revisions says. */
    folderEmpty: string;
    /** The home page with nothing made yet: its title, and what it says to editors and to Observers. */
    emptyTitle: string;
    emptyText: string;
    emptyObserver: string;
    /** 'All V/TO folders': the folder page's way back home. */
    allFolders: string;
  };
  /** The home page's empty-state picture. */
  icon: ReactNode;
  /** The V/TO chooses parts to copy; a kind without it offers no Copy. */
  CopyPopup?: ComponentType<CopyPopupProps>;
}

const KindContext = createContext<CollectionKindConfig | null>(null);

export function CollectionKindProvider({ config, children }: { config: CollectionKindConfig; children: ReactNode }) {
  return <KindContext value={config}>{children}</KindContext>;
}

export function useCollectionKind(): CollectionKindConfig {
  const config = useContext(KindContext);
  if (!config) throw new Error('useCollectionKind needs a CollectionKindProvider (the V/TO or chart pages)');
  return config;
}
