import type { Measurable } from '@eos/domain';
import { useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { ItemPopup, usePopupState } from '../items/popups/ItemPopup';
import { ItemPopupBody } from '../items/popups/ItemPopupBody';
import type { ItemPopupProps } from '../items/popups/ItemPopupHost';
import { ItemPopupSkeleton } from '../items/popups/ItemPopupSkeleton';
import { EditMeasurableForm } from './EditMeasurableForm';
import { useMeasurable } from './scorecardQueries';

/**
 * Edit Measurable: GET scorecard/{scorecardId}/{id} (a skeleton meanwhile, a note when it is gone).
 * While the popup leaves after its own Remove, the last measurable stays on screen.
 */
export function EditMeasurablePopup({ request, onClosed }: ItemPopupProps & { request: { id: string } }) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const query = useMeasurable(request.scorecardId, request.id);
  const [dirty, setDirty] = useState(false);
  const last = useRef<Measurable | null>(null);
  if (query.data) last.current = query.data;
  const item = query.data ?? (popup.opened ? null : last.current);
  const loaded = { item, loading: !item && query.isPending && Boolean(request.scorecardId), failed: query.isError };

  return (
    <ItemPopup popup={popup} title={t('MEASURABLE_EDIT_TITLE')} dirty={dirty} size="xl">
      <ItemPopupBody
        loaded={loaded}
        failedText={t('MEASURABLE_LOAD_FAILED')}
        skeleton={<ItemPopupSkeleton fields={6} notes={false} />}
      >
        {(measurable) => <EditMeasurableForm measurable={measurable} popup={popup} onDirtyChange={setDirty} />}
      </ItemPopupBody>
    </ItemPopup>
  );
}
