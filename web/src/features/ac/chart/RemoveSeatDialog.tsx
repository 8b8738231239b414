import type { Seat } from '@eos/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { FormAlert } from '../../auth/components/FormAlert';
import type { SeatWrites } from './chartApi';

interface RemoveSeatDialogProps {
  seat: Seat;
  writes: SeatWrites;
  onClose: () => void;
}

/**
 * Remove Seat (001 §3): keep the seat and only let its holder go (an edit with no holder), or delete
 * the seat, whose own seats move up into its place (the server's rule).
 */
export function RemoveSeatDialog({ seat, writes, onClose }: RemoveSeatDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'holder' | 'seat' | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (which: 'holder' | 'seat') => {
    setBusy(which);
    setFailed(false);
    try {
      if (which === 'seat') await writes.remove(seat.id);
      else
        await writes.edit(seat.id, {
          title: seat.title,
          assignedToId: null,
          roles: seat.roles,
          isAssistant: seat.isAssistant,
          parentId: seat.parentId,
        });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('AC_REMOVE_TITLE')} centered>
      <Stack gap="md">
        <Text size="sm">{t('AC_REMOVE_TEXT', { 0: seat.title })}</Text>
        <FormAlert message={failed ? t('ERR_SEAT_REMOVE') : null} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('CANCEL')}
          </Button>
          {seat.assignedToId && (
            <Button
              variant="light"
              loading={busy === 'holder'}
              disabled={busy === 'seat'}
              onClick={() => run('holder')}
            >
              {t('AC_REMOVE_HOLDER')}
            </Button>
          )}
          <Button color="red" loading={busy === 'seat'} disabled={busy === 'holder'} onClick={() => run('seat')}>
            {t('AC_DELETE_SEAT')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
