import type { Measurable } from '@eos/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { QueryClient } from '@tanstack/react-query';
import i18n from '../../app/i18n';
import { showSaveError, showSuccess } from '../../app/toasts';
import { removeMeasurable } from './scorecardApi';

/** DELETE scorecard/{s}/{id} after a confirmation (its numbers go with it: there is no undo). */
export async function removeMeasurableWithToast(queryClient: QueryClient, m: Measurable): Promise<boolean> {
  try {
    await removeMeasurable(queryClient, m);
    showSuccess(i18n.t('MEASURABLE_REMOVED', { 0: m.title }));
    return true;
  } catch (error) {
    showSaveError(error);
    return false;
  }
}

/** The row menu's Remove: asks first, in the same words as the popup's Remove. */
export function confirmRemoveMeasurable(queryClient: QueryClient, m: Measurable): void {
  modals.openConfirmModal({
    title: i18n.t('MEASURABLE_REMOVE_TITLE'),
    centered: true,
    children: <Text size="sm">{i18n.t('MEASURABLE_REMOVE_CONFIRM', { 0: m.title })}</Text>,
    labels: { confirm: i18n.t('ITEM_REMOVE'), cancel: i18n.t('ITEM_CANCEL') },
    confirmProps: { color: 'red' },
    onConfirm: () => void removeMeasurableWithToast(queryClient, m),
  });
}
