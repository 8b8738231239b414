import { useState } from 'react';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { PersonalTodoForm } from './PersonalTodoForm';
import { TodoEditBody } from './TodoEditBody';
import { useTodoPopupTitle } from './useTodoPopupTitle';

/** Add / Edit Personal To-Do (000 §2): the user's own To-Do, in no meeting. */
export default function PersonalTodoPopup({ request, onClosed }: ItemPopupProps) {
  const popup = usePopupState(onClosed);
  const [dirty, setDirty] = useState(false);
  const title = useTodoPopupTitle(request.id, true);
  return (
    <ItemPopup popup={popup} title={title} dirty={dirty}>
      {request.id ? (
        <TodoEditBody id={request.id} popup={popup} onDirtyChange={setDirty} />
      ) : (
        <PersonalTodoForm popup={popup} onDirtyChange={setDirty} />
      )}
    </ItemPopup>
  );
}
