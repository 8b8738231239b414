import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../../app/i18n';

/** The one delete confirmation of folders and revisions: names what goes, red confirm button. */
export function confirmDelete({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('COLLECTION_DELETE'), cancel: i18n.t('CANCEL') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
