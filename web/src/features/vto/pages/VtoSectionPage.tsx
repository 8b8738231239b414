import { useLocation } from 'react-router';
import { useVtoOutlet } from '../detail/outlet';
import { VtoEditProvider } from '../editing/VtoEditContext';
import { TractionSide } from '../parts/TractionSide';
import { VisionSide } from '../parts/VisionSide';

/** The Vision side (the index and /vision) or the Traction side (/traction) of the open V/TO. */
export default function VtoSectionPage() {
  const { vto, removed } = useVtoOutlet();
  const { pathname } = useLocation();
  return (
    <VtoEditProvider vto={vto} removed={removed}>
      {pathname.endsWith('/traction') ? <TractionSide traction={vto.traction} /> : <VisionSide vision={vto.vision} />}
    </VtoEditProvider>
  );
}
