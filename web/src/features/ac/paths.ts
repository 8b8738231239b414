/** Where the Accountability Chart's pages are (000 §2). */
export const AC_HOME = '/ac';
export const acFolderPath = (collectionId: string) => `/ac/folder/${collectionId}`;
export const acChartPath = (revision: { id: string; collectionId: string }) =>
  `/ac/collection/${revision.collectionId}/revision/${revision.id}`;
export const acPrintPath = (revision: { id: string; collectionId: string }) =>
  `/ac-print/collection/${revision.collectionId}/revision/${revision.id}`;
