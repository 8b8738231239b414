import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useShellContext } from '../../../shell/useShellContext';
import { closeAllItemPopups, closeItemPopup, type ItemPopupKind, type OpenItemPopup, useItemPopups } from './store';

/** What every item popup receives: its request (id to edit, default meeting) and how to leave the stack. */
export interface ItemPopupProps {
  request: OpenItemPopup;
  /** Called after the exit transition: removes the popup from the stack. */
  onClosed: () => void;
}

// Each popup is its own chunk, loaded the first time it opens.
const POPUPS: Record<ItemPopupKind, ComponentType<ItemPopupProps>> = {
  rock: lazy(() => import('../rocks/RockPopup')),
  removeDelegatedRocks: lazy(() => import('../rocks/RemoveDelegatedRocksPopup')),
  todo: lazy(() => import('../todos/TodoPopup')),
  personalTodo: lazy(() => import('../todos/PersonalTodoPopup')),
  issue: lazy(() => import('../issues/IssuePopup')),
  moveIssue: lazy(() => import('../issues/MoveIssuePopup')),
  headline: lazy(() => import('../headlines/HeadlinePopup')),
  cascadeHeadline: lazy(() => import('../headlines/CascadeHeadlinePopup')),
  measurable: lazy(() => import('../../scorecard/MeasurablePopup')),
};

/** Renders the open item popups, stacked in the order they were opened. Mounted once by the shell. */
export function ItemPopupHost() {
  const popups = useItemPopups();
  const { session } = useShellContext();
  // Another organization (or signing out): popups of the old one's items must not stay open.
  const orgId = session.orgId;
  useEffect(() => {
    if (orgId) return () => closeAllItemPopups();
  }, [orgId]);
  return (
    <>
      {popups.map((request) => {
        const Popup = POPUPS[request.kind];
        return (
          // No fallback: the popup's own skeleton shows once its chunk is in, a blink later.
          <Suspense key={request.key} fallback={null}>
            <Popup request={request} onClosed={() => closeItemPopup(request.key)} />
          </Suspense>
        );
      })}
    </>
  );
}
