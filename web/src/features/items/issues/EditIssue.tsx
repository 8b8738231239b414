import type { Issue } from '@eos/domain';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { useItem } from '../api/entityCache';
import { useItemDeletedElsewhere } from '../api/live';
import { ItemPopup, type PopupState } from '../popups/ItemPopup';
import { EditIssueForm } from './EditIssueForm';

interface EditIssueProps {
  popup: PopupState;
  id: string;
}

/** Edit Issue (000 §5): the issue from the entity cache, a skeleton meanwhile, a note when it is gone. */
export function EditIssue({ popup, id }: EditIssueProps) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const issue = useItem('issue', id);
  // The form reports its unsaved changes up here, where the frame asks before closing.
  const [dirty, setDirty] = useState(false);
  // Set while this popup removes the issue itself: the hub's Deleted event then is no news.
  const removing = useRef(false);

  useItemDeletedElsewhere('issue', id, () => {
    if (removing.current || !popup.opened) return;
    showWarning(t('ISSUE_REMOVED_ELSEWHERE'));
    popup.close();
  });

  // While the popup leaves after a removal, the last issue stays on screen instead of a 'gone' flash.
  const last = useRef<Issue | null>(null);
  if (issue.data) last.current = issue.data;
  const shown = issue.data ?? (removing.current || !popup.opened ? last.current : null);

  const readOnly = isObserver || (shown ? !shown.abilities.canEdit : false);
  const title = readOnly ? t('ISSUE_VIEW_TITLE') : t('ISSUE_EDIT_TITLE');

  return (
    <ItemPopup popup={popup} title={title} dirty={dirty}>
      {shown ? (
        <EditIssueForm
          popup={popup}
          issue={shown}
          readOnly={readOnly}
          onDirtyChange={setDirty}
          onRemoving={(value) => {
            removing.current = value;
          }}
        />
      ) : issue.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('ITEM_POPUP_LOADING')}>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={140} />
        </Stack>
      ) : (
        // Nothing typed here, so leaving needs no question.
        <Stack gap="lg">
          <Text>{issue.isError ? t('ISSUE_LOAD_FAILED') : t('ITEM_POPUP_GONE')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={popup.close}>
              {t('ISSUE_CLOSE')}
            </Button>
          </Group>
        </Stack>
      )}
    </ItemPopup>
  );
}
