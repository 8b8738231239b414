import type { ItemPopupProps } from '../popups/ItemPopupHost';

// Replaced by the popup itself (work in progress in this change).
export default function Popup(_props: ItemPopupProps) {
  return null;
}
