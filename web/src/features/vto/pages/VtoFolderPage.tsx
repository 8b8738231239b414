import { CollectionFolder } from '../../collections/pages/CollectionFolder';
import { VtoKind } from '../vtoKind';

/** /vto/folder/{collectionId}: one V/TO folder's revisions. */
export default function VtoFolderPage() {
  return (
    <VtoKind>
      <CollectionFolder />
    </VtoKind>
  );
}
