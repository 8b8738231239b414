import type { Todo } from '@eos/domain';
import { Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../app/toasts';
import { useItem } from '../api/entityCache';
import { useItemDeletedElsewhere } from '../api/live';
import type { PopupState } from '../popups/ItemPopup';
import { ReadOnlyFooter } from './ReadOnlyFooter';

interface TodoLoaderProps {
  id: string;
  popup: PopupState;
  /** The form, once the To-Do is in. */
  children: (todo: Todo) => ReactNode;
}

/**
 * The edit popups' body: a skeleton while the To-Do loads from the entity cache, 'no longer exists'
 * when it is gone, then the form. Someone else removing it while it is open closes the popup with a
 * message (002 §4: an open editor of a deleted item closes).
 */
export function TodoLoader({ id, popup, children }: TodoLoaderProps) {
  const { t } = useTranslation();
  const query = useItem('todo', id);
  // Removing it here empties the cache during the exit transition: keep showing what was there.
  const last = useRef<Todo | null>(null);
  if (query.data) last.current = query.data;

  useItemDeletedElsewhere('todo', id, () => {
    if (!popup.opened) return; // our own Remove: the popup is already on its way out
    showWarning(t('TODO_REMOVED_ELSEWHERE'));
    popup.close();
  });

  const todo = query.data ?? (popup.opened ? null : last.current);
  if (todo) return <>{children(todo)}</>;
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('ITEM_POPUP_LOADING')}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  return (
    <>
      <Text role="alert">{query.isError ? t('TODO_LOAD_FAILED') : t('ITEM_POPUP_GONE')}</Text>
      <ReadOnlyFooter hideNote />
    </>
  );
}
