import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import { ItemPopupBody } from '../popups/ItemPopupBody';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { ItemPopupSkeleton } from '../popups/ItemPopupSkeleton';
import { usePopupItem } from '../popups/usePopupItem';
import { MoveIssueForm } from './MoveIssueForm';

/** Move Issue (000 §2, §5): kind 'moveIssue', request.id = the issue to move to another meeting. */
export default function MoveIssuePopup({ request, onClosed }: ItemPopupProps) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const loaded = usePopupItem('issue', request.id, popup);
  const [dirty, setDirty] = useState(false);

  return (
    <ItemPopup popup={popup} title={t('ISSUE_MOVE_TITLE')} dirty={dirty}>
      <ItemPopupBody loaded={loaded} failedText={t('ISSUE_LOAD_FAILED')} skeleton={<ItemPopupSkeleton notes={false} />}>
        {(issue) => <MoveIssueForm popup={popup} issue={issue} onDirtyChange={setDirty} />}
      </ItemPopupBody>
    </ItemPopup>
  );
}
