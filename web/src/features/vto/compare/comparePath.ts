/** /vto/compare/{collectionId}/{revisionId}?with={otherCollectionId}/{otherRevisionId} (item 11). */
export const vtoComparePath = (
  revision: { collectionId: string; id: string },
  other: { collectionId: string; id: string },
) => `/vto/compare/${revision.collectionId}/${revision.id}?with=${other.collectionId}/${other.id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The other revision named by ?with=, or null when the link is incomplete. */
export function parseWith(value: string | null): { collectionId: string; revisionId: string } | null {
  const [collectionId = '', revisionId = '', ...rest] = (value ?? '').split('/');
  if (rest.length > 0 || !UUID.test(collectionId) || !UUID.test(revisionId)) return null;
  return { collectionId, revisionId };
}
