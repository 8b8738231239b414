import { usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { AddIssueForm } from './AddIssueForm';
import { EditIssue } from './EditIssue';

/** Add Issue (no id) or Edit Issue (000 §2, §5): kind 'issue' of the item popup stack. */
export default function IssuePopup({ request, onClosed }: ItemPopupProps) {
  const popup = usePopupState(onClosed);
  return request.id ? (
    <EditIssue popup={popup} id={request.id} />
  ) : (
    <AddIssueForm popup={popup} tractionId={request.tractionId ?? null} ownerId={request.prefill?.owners?.[0]?.id} />
  );
}
