import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItem } from '../api/entityCache';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { MoveIssueForm } from './MoveIssueForm';

/** Move Issue (000 §2, §5): kind 'moveIssue', request.id = the issue to move to another meeting. */
export default function MoveIssuePopup({ request, onClosed }: ItemPopupProps) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const issue = useItem('issue', request.id);
  const [dirty, setDirty] = useState(false);

  return (
    <ItemPopup popup={popup} title={t('ISSUE_MOVE_TITLE')} dirty={dirty}>
      {issue.data ? (
        <MoveIssueForm popup={popup} issue={issue.data} onDirtyChange={setDirty} />
      ) : issue.isPending && request.id ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('ITEM_POPUP_LOADING')}>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
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
