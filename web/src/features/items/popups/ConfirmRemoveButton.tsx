import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../app/i18n';

interface ConfirmRemoveButtonProps {
  /** The button's label, and the confirming one's; 'Remove' unless said otherwise. */
  label?: string;
  /** The confirmation's title and question, in the area's own words. */
  title: string;
  message: ReactNode;
  /** More below the question (the Rock's 'also remove delegated Rocks' checkbox). */
  children?: ReactNode;
  /** Each time the confirmation opens: start its extra choices over. */
  onOpen?: () => void;
  /**
   * Removes; the confirmation shows it busy until this settles, then closes. It handles its own
   * failure (the ERROR toast) rather than rejecting.
   */
  onConfirm: () => Promise<void> | void;
  disabled?: boolean;
}

/** Remove, after a confirmation: there is no undo. */
export function ConfirmRemoveButton({
  label,
  title,
  message,
  children,
  onOpen,
  onConfirm,
  disabled,
}: ConfirmRemoveButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const text = label ?? t('ITEM_REMOVE');
  const confirm = async () => {
    setRemoving(true);
    try {
      await onConfirm();
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        // Mantine's subtle red hover leaves the red text below 4.5:1 in the light scheme.
        style={{ '--button-hover': 'light-dark(var(--mantine-color-red-0), var(--mantine-color-red-light-hover))' }}
        disabled={disabled}
        onClick={() => {
          onOpen?.();
          setConfirming(true);
        }}
      >
        {text}
      </Button>
      {/* Above the popup it belongs to, as the unsaved-changes prompt is. */}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={title} size="sm" centered zIndex={400}>
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          {children}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={removing} data-autofocus>
            {t('ITEM_CANCEL')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={removing}>
            {text}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
