import { useState } from 'react';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { TodoAddForm } from './TodoAddForm';
import { TodoEditBody } from './TodoEditBody';
import { useTodoPopupTitle } from './useTodoPopupTitle';

/** Add / Edit To-Do (000 §2): add without an id, edit with one (a personal one gets its own form). */
export default function TodoPopup({ request, onClosed }: ItemPopupProps) {
  const popup = usePopupState(onClosed);
  const [dirty, setDirty] = useState(false);
  const title = useTodoPopupTitle(request.id, false);
  return (
    <ItemPopup popup={popup} title={title} dirty={dirty}>
      {request.id ? (
        <TodoEditBody id={request.id} popup={popup} onDirtyChange={setDirty} />
      ) : (
        <TodoAddForm
          defaultTractionId={request.tractionId ?? null}
          prefill={request.prefill}
          popup={popup}
          onDirtyChange={setDirty}
        />
      )}
    </ItemPopup>
  );
}
