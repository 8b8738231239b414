import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../../../app/i18n';

interface Confirmation {
  title: string;
  message: string;
  confirm: string;
  /** Red for what takes something away (downgrade, removal, revocation). */
  danger?: boolean;
  onConfirm: () => void;
}

/** A two-button question before a change to a person (002 §6 removal confirmations). */
export function confirmPersonChange({ title, message, confirm, danger = false, onConfirm }: Confirmation): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm, cancel: i18n.t('CANCEL') },
    // red.9: white on Mantine's default red (#fa5252) is below 4.5:1.
    confirmProps: danger ? { color: 'red.9' } : undefined,
    onConfirm,
  });
}

const IMPLEMENTER_MODAL = 'remove-implementer';

/**
 * 002 §6: removing the implementer offers three choices: Cancel, Keep as a Free User (they stay, as
 * a Free Observer), Remove (from the company).
 */
export function confirmRemoveImplementer({
  name,
  onKeepAsFree,
  onRemove,
}: {
  name: string;
  onKeepAsFree: () => void;
  onRemove: () => void;
}): void {
  const choose = (then?: () => void) => () => {
    modals.close(IMPLEMENTER_MODAL);
    then?.();
  };
  modals.open({
    modalId: IMPLEMENTER_MODAL,
    title: i18n.t('LICENSE_REMOVE_IMPLEMENTER_TITLE'),
    centered: true,
    children: (
      <>
        <Text size="sm">{i18n.t('LICENSE_REMOVE_IMPLEMENTER_CONFIRM', { 0: name })}</Text>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={choose()} data-autofocus>
            {i18n.t('CANCEL')}
          </Button>
          <Button variant="light" onClick={choose(onKeepAsFree)}>
            {i18n.t('LICENSE_KEEP_FREE_USER')}
          </Button>
          <Button color="red.9" onClick={choose(onRemove)}>
            {i18n.t('LICENSE_REMOVE_BUTTON')}
          </Button>
        </Group>
      </>
    ),
  });
}
