import { CollectionHome } from '../../collections/pages/CollectionHome';
import { VtoKind } from '../vtoKind';

/** /vto: the organization's V/TO folders with their revisions (002 §2). */
export default function VtoHomePage() {
  return (
    <VtoKind>
      <CollectionHome />
    </VtoKind>
  );
}
