import type { AcRevision } from '@eos/domain';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { CollectionLoadError, CollectionNotFound } from '../../collections/CollectionNotFound';
import { RevisionRemovedDialog } from '../../collections/RevisionRemovedDialog';
import { useRevisionRemovedElsewhere } from '../../collections/useRevisionRemovedElsewhere';
import { isNotFound } from '../../traction/api';
import { AcKind } from '../acKind';
import { ChartCanvas } from '../chart/ChartCanvas';
import { ChartEmpty } from '../chart/ChartEmpty';
import { ChartHeader } from '../chart/ChartHeader';
import { ChartSkeleton } from '../chart/ChartSkeleton';
import { useAcChart, useSeatWrites } from '../chart/chartApi';
import { RemoveSeatDialog } from '../chart/RemoveSeatDialog';
import { SeatFormPopup } from '../chart/SeatFormPopup';
import { SeatNotesPanel } from '../chart/SeatNotesPanel';
import { useChartState } from '../chart/useChartState';
import { copyRemovedChart } from '../copy/copyRemovedChart';
import { acChartPath } from '../paths';

/** One chart revision on its canvas (002 §3; issue 17). */
export default function AcChartPage() {
  return (
    <AcKind>
      <AcChart />
    </AcKind>
  );
}

type Removal = 'none' | 'asking' | 'kept';

function AcChart() {
  const { t } = useTranslation();
  const { collectionId = '', revisionId = '' } = useParams();
  const navigate = useNavigate();
  const query = useAcChart(collectionId, revisionId);
  const [removal, setRemoval] = useState<Removal>('none');
  useRevisionRemovedElsewhere(revisionId, () => setRemoval((r) => (r === 'none' ? 'asking' : r)));

  // The page keeps what it last read when a refetch fails: a removed chart stays readable.
  const chart = query.data;
  if (!chart) {
    if (query.isPending) return <ChartSkeleton />;
    return isNotFound(query.error) ? (
      <CollectionNotFound what="revision" />
    ) : (
      <CollectionLoadError onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      <ChartHeader chart={chart} removed={removal !== 'none'} />
      {removal === 'kept' && (
        <Alert color="orange" variant="light" mb="md">
          {t('AC_REMOVED_BY_OTHER')}
        </Alert>
      )}
      <ChartBody chart={chart} removed={removal !== 'none'} />
      <RevisionRemovedDialog
        opened={removal === 'asking'}
        onKeep={() => setRemoval('kept')}
        onCopy={async () => {
          try {
            const copy = await copyRemovedChart(chart);
            showSuccess(t('VTO_COPY_MADE', { title: copy.title }));
            setRemoval('none');
            navigate(acChartPath(copy));
          } catch (error) {
            showSaveError(error);
          }
        }}
      />
    </>
  );
}

/** The canvas (or the empty chart) and what its seats open. */
function ChartBody({ chart, removed }: { chart: AcRevision; removed: boolean }) {
  const { isObserver } = useShellContext();
  // 002 §4: Observers, readers and a Final chart read only; a chart removed elsewhere takes no writes.
  const editable = chart.permissions.canEdit && !isObserver && !chart.isPublished && !removed;
  const writes = useSeatWrites(chart);
  const state = useChartState(chart.seats, editable);
  return (
    <>
      {chart.seats.length === 0 ? (
        <ChartEmpty editable={editable} onAddTop={state.addTop} />
      ) : (
        <ChartCanvas
          chart={chart}
          collapsed={state.collapsed}
          actions={state.actions}
          writes={writes}
          onCollapseAll={state.collapseAll}
          onExpandAll={state.expandAll}
        />
      )}
      {state.popup && <SeatFormPopup mode={state.popup} writes={writes} onClose={state.closePopup} />}
      {state.removing && <RemoveSeatDialog seat={state.removing} writes={writes} onClose={state.closeRemove} />}
      {state.notesSeat && (
        <SeatNotesPanel
          key={state.notesSeat.id}
          seat={state.notesSeat}
          revisionId={chart.revisionId}
          writes={writes}
          editable={editable}
          onClose={state.closeNotes}
        />
      )}
    </>
  );
}
