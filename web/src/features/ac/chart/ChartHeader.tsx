import type { AcRevision } from '@eos/domain';
import { RevisionHeader } from '../../collections/RevisionHeader';

/** The chart's title, Draft or Final, its folder, and the shared revision menu. */
export function ChartHeader({ chart, removed }: { chart: AcRevision; removed: boolean }) {
  return <RevisionHeader revision={chart} removed={removed} />;
}
