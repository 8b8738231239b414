import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { AddRockPopup } from './AddRockPopup';
import { EditRockPopup } from './EditRockPopup';

/** The popup of kind 'rock' (000 §2): Add Rock without an id, Edit Rock with one. */
export default function RockPopup({ request, onClosed }: ItemPopupProps) {
  const { id } = request;
  if (id) return <EditRockPopup request={{ ...request, id }} onClosed={onClosed} />;
  return <AddRockPopup request={request} onClosed={onClosed} />;
}
