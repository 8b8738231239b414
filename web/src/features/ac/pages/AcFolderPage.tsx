import { CollectionFolder } from '../../collections/pages/CollectionFolder';
import { AcKind } from '../acKind';

/** /ac/folder/{collectionId}: one chart folder's revisions. */
export default function AcFolderPage() {
  return (
    <AcKind>
      <CollectionFolder />
    </AcKind>
  );
}
