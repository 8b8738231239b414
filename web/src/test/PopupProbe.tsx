import { useItemPopups } from '../features/items/popups/store';

/** Shows which item popups a screen asked the popup stack to open (kind, id, meeting, what it starts with), as JSON. */
export function PopupProbe() {
  const popups = useItemPopups();
  return (
    <output data-testid="popups">
      {JSON.stringify(popups.map(({ kind, id, tractionId, prefill }) => ({ kind, id, tractionId, prefill })))}
    </output>
  );
}
