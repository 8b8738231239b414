import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { AddHeadlinePopup } from './AddHeadlinePopup';
import { EditHeadlinePopup } from './EditHeadlinePopup';

/** The 'headline' popup: Add Headline without an id (000 §2), EditHeadlinePopup with one (001 §2). */
export default function HeadlinePopup(props: ItemPopupProps) {
  return props.request.id ? (
    <EditHeadlinePopup id={props.request.id} onClosed={props.onClosed} />
  ) : (
    <AddHeadlinePopup tractionId={props.request.tractionId ?? null} onClosed={props.onClosed} />
  );
}
