import { useItemPopups } from '../features/items/popups/store';

/** Shows which item popups a screen asked the popup stack to open (kind, id, meeting), as JSON. */
export function PopupProbe() {
  const popups = useItemPopups();
  return (
    <output data-testid="popups">
      {JSON.stringify(popups.map(({ kind, id, tractionId }) => ({ kind, id, tractionId })))}
    </output>
  );
}
