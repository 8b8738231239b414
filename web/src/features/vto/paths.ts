/** Where the V/TO's pages are (000 §2). */
export const VTO_HOME = '/vto';
export const vtoFolderPath = (collectionId: string) => `/vto/folder/${collectionId}`;
export const vtoRevisionPath = (revision: { id: string; collectionId: string }) =>
  `/vto/detail/${revision.collectionId}/${revision.id}`;
