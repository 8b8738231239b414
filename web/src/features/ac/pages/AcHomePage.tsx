import { CollectionHome } from '../../collections/pages/CollectionHome';
import { AcKind } from '../acKind';

/** /ac: the organization's chart folders with their revisions (002 §2). */
export default function AcHomePage() {
  return (
    <AcKind>
      <CollectionHome />
    </AcKind>
  );
}
