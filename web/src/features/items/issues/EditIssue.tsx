import { useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showWarning } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { useItemDeletedElsewhere } from '../api/live';
import { ItemPopup, type PopupState } from '../popups/ItemPopup';
import { ItemPopupBody } from '../popups/ItemPopupBody';
import { usePopupItem } from '../popups/usePopupItem';
import { EditIssueForm } from './EditIssueForm';

interface EditIssueProps {
  popup: PopupState;
  id: string;
}

/** Edit Issue (000 §5): the issue from the entity cache, a skeleton meanwhile, a note when it is gone. */
export function EditIssue({ popup, id }: EditIssueProps) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const loaded = usePopupItem('issue', id, popup);
  // The form reports its unsaved changes up here, where the frame asks before closing.
  const [dirty, setDirty] = useState(false);
  // Set while this popup removes the issue itself: the hub's Deleted event then is no news.
  const removing = useRef(false);

  useItemDeletedElsewhere('issue', id, () => {
    if (removing.current || !popup.opened) return;
    showWarning(t('ISSUE_REMOVED_ELSEWHERE'));
    popup.close();
  });

  const readOnly = isObserver || (loaded.item ? !loaded.item.abilities.canEdit : false);
  const title = readOnly ? t('ISSUE_VIEW_TITLE') : t('ISSUE_EDIT_TITLE');

  return (
    <ItemPopup popup={popup} title={title} dirty={dirty}>
      <ItemPopupBody loaded={loaded} failedText={t('ISSUE_LOAD_FAILED')}>
        {(issue) => (
          <EditIssueForm
            popup={popup}
            issue={issue}
            readOnly={readOnly}
            onDirtyChange={setDirty}
            onRemoving={(value) => {
              removing.current = value;
            }}
          />
        )}
      </ItemPopupBody>
    </ItemPopup>
  );
}
