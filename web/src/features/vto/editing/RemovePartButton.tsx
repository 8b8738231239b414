import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { usePartAction } from './usePartAction';
import { useVtoWrite } from './vtoWrites';

/**
 * Removes a part the V/TO has at most one of (core focus, 10-year target, a plan) after a confirmation:
 * DELETE below the revision. The part's start button takes its place; Compare can bring it back.
 */
interface RemovePartButtonProps {
  title: string;
  path: string;
  /** A line more for the confirmation (what stays). */
  note?: string;
}

export function RemovePartButton({ title, path, note }: RemovePartButtonProps) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const action = usePartAction();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('VTO_REMOVE_PART_TITLE', { part: title }),
      centered: true,
      children: (
        <Text size="sm">
          {t('VTO_REMOVE_PART_CONFIRM', { part: title })} {note}
        </Text>
      ),
      labels: { confirm: t('VTO_REMOVE'), cancel: t('VTO_CANCEL') },
      confirmProps: { color: 'red' },
      onConfirm: () => void action.run(() => write('del', path)),
    });
  return (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        loading={action.busy}
        onClick={confirm}
      >
        {t('VTO_REMOVE_PART', { part: title })}
      </Button>
    </Group>
  );
}
