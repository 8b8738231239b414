import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RemoveHeadlineButtonProps {
  title: string;
  /** Removes it; resolves once done (the caller closes the popup and toasts). */
  onConfirm: () => Promise<void>;
}

/** Remove, after a confirmation naming the headline: there is no undo. */
export function RemoveHeadlineButton({ title, onConfirm }: RemoveHeadlineButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
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
        onClick={() => setConfirming(true)}
      >
        {t('ITEM_REMOVE')}
      </Button>
      {/* Above the popup it belongs to, as the unsaved-changes prompt is. */}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('HEADLINE_REMOVE_TITLE')}
        size="sm"
        centered
        zIndex={400}
      >
        <Text>{t('HEADLINE_REMOVE_MESSAGE', { 0: title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={removing} data-autofocus>
            {t('ITEM_CANCEL')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={removing}>
            {t('ITEM_REMOVE')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
