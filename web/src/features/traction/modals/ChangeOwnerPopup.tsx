import { displayName, type Meeting } from '@eos/domain';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { useChangeOwner, useOwnerCandidates } from '../api';

interface ChangeOwnerPopupProps {
  meeting: Meeting;
  opened: boolean;
  onClose: () => void;
}

/** ChangeOwnerPopup (001 §2, §4): pick a licensed person, confirm, and the popup closes. */
export function ChangeOwnerPopup({ meeting, opened, onClose }: ChangeOwnerPopupProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [ownerId, setOwnerId] = useState<string | null>(null);
  // Loaded only while open: the list can be long and is not needed for the page itself.
  const candidates = useOwnerCandidates(meeting.ownerId, opened);
  const changeOwner = useChangeOwner(meeting.id);

  const close = () => {
    setOwnerId(null);
    onClose();
  };
  const confirm = () => {
    if (!ownerId) return;
    changeOwner.mutate(ownerId, {
      onSuccess: (updated) => {
        showSuccess(t('TRACTION_UPDATED', { 0: updated.title }));
        close();
      },
      onError: showSaveError,
    });
  };

  const data = (candidates.data ?? [])
    // The server already excludes the owner; filtering again keeps a stale list honest.
    .filter((p) => p.id !== meeting.ownerId)
    .map((p) => ({ value: p.id, label: displayName(p, user.nameDisplayStyle) }));

  return (
    <Modal opened={opened} onClose={close} title={t('TRACTION_OWNER_POPUP_TITLE')} centered>
      <Select
        label={t('TRACTION_OWNER_POPUP_LABEL')}
        placeholder={t('TRACTION_OWNER_POPUP_PLACEHOLDER')}
        data={data}
        value={ownerId}
        onChange={setOwnerId}
        searchable
        nothingFoundMessage={t('TRACTION_OWNER_POPUP_NOTHING')}
        disabled={candidates.isLoading}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Text size="sm" c="dimmed" mt="xs">
        {t('TRACTION_OWNER_POPUP_HINT')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('TRACTION_CANCEL')}
        </Button>
        <Button onClick={confirm} disabled={!ownerId} loading={changeOwner.isPending}>
          {t('TRACTION_CONFIRM')}
        </Button>
      </Group>
    </Modal>
  );
}
