import { IconHierarchy2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type CollectionKindConfig, CollectionKindProvider } from '../collections/kind';
import { CopyChartPopup } from './copy/CopyChartPopup';
import { AC_HOME, acChartPath, acFolderPath } from './paths';

/** The Accountability Chart as a kind of collection: its pages, the texts that name it, its copy popup. */
export const AC_KIND: CollectionKindConfig = {
  kind: 'ac',
  homePath: AC_HOME,
  folderPath: acFolderPath,
  revisionPath: acChartPath,
  texts: {
    newRevision: 'AC_NEW',
    revisionNoun: 'NAV_AC',
    folderEdited: 'VTO_FOLDER_EDITED',
    folderMadeCompany: 'VTO_FOLDER_MADE_COMPANY',
    removedByOther: 'AC_REMOVED_BY_OTHER',
    goHome: 'AC_GO_HOME',
    revisionNotFound: 'CHART_NOT_FOUND',
    folderEmpty: 'AC_FOLDER_EMPTY',
    emptyTitle: 'NO_CHARTS',
    emptyText: 'AC_EMPTY_TEXT',
    emptyObserver: 'AC_EMPTY_OBSERVER',
    allFolders: 'AC_ALL_FOLDERS',
  },
  icon: <IconHierarchy2 size={28} />,
  CopyPopup: CopyChartPopup,
};

export function AcKind({ children }: { children: ReactNode }) {
  return <CollectionKindProvider config={AC_KIND}>{children}</CollectionKindProvider>;
}
