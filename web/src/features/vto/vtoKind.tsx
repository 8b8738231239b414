import { IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type CollectionKindConfig, CollectionKindProvider } from '../collections/kind';
import { CopyVtoPopup } from './copy/CopyVtoPopup';
import { VTO_HOME, vtoFolderPath, vtoRevisionPath } from './paths';

/** The V/TO as a kind of collection: its pages, the texts that name it, its copy popup. */
export const VTO_KIND: CollectionKindConfig = {
  kind: 'vto',
  homePath: VTO_HOME,
  folderPath: vtoFolderPath,
  revisionPath: vtoRevisionPath,
  texts: {
    newRevision: 'VTO_NEW',
    revisionNoun: 'NAV_VTO',
    folderEdited: 'VTO_FOLDER_EDITED',
    folderMadeCompany: 'VTO_FOLDER_MADE_COMPANY',
    removedByOther: 'VTO_REMOVED_BY_OTHER',
    goHome: 'VTO_GO_HOME',
    revisionNotFound: 'VTO_NOT_FOUND',
    folderEmpty: 'VTO_FOLDER_EMPTY',
    emptyTitle: 'VTO_EMPTY_TITLE',
    emptyText: 'VTO_EMPTY_TEXT',
    emptyObserver: 'VTO_EMPTY_OBSERVER',
    allFolders: 'VTO_ALL_FOLDERS',
  },
  icon: <IconTarget size={28} />,
  CopyPopup: CopyVtoPopup,
};

export function VtoKind({ children }: { children: ReactNode }) {
  return <CollectionKindProvider config={VTO_KIND}>{children}</CollectionKindProvider>;
}
