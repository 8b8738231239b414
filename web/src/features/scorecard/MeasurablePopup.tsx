import type { ItemPopupProps } from '../items/popups/ItemPopupHost';
import { AddMeasurablePopup } from './AddMeasurablePopup';
import { EditMeasurablePopup } from './EditMeasurablePopup';

/** The popup of kind 'measurable' (001 §2): MeasurablePopup without an id, EditMeasurablePopup with one. */
export default function MeasurablePopup({ request, onClosed }: ItemPopupProps) {
  const { id } = request;
  if (id) return <EditMeasurablePopup request={{ ...request, id }} onClosed={onClosed} />;
  return <AddMeasurablePopup request={request} onClosed={onClosed} />;
}
