import type { VtoRevision } from '@eos/domain';
import { useOutletContext } from 'react-router';

/** What the Vision and Traction sub-pages read from the detail page. */
export interface VtoOutlet {
  vto: VtoRevision;
  /** Deleted by someone else while open: still readable, no longer editable. */
  removed?: boolean;
}

export function useVtoOutlet(): VtoOutlet {
  return useOutletContext<VtoOutlet>();
}
