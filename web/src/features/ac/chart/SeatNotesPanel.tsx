import type { Seat } from '@eos/domain';
import { Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { FormAlert } from '../../auth/components/FormAlert';
import { RichTextField } from '../../items/fields/RichTextField';
import type { SeatWrites } from './chartApi';
import { NotesEditedNotice } from './NotesEditedNotice';
import { NotesSavedLine } from './NotesSavedLine';
import { PanelResizeHandle, usePanelWidth } from './PanelResizeHandle';
import { useSeatNotes } from './useSeatNotes';

interface SeatNotesPanelProps {
  seat: Seat;
  revisionId: string;
  writes: SeatWrites;
  editable: boolean;
  onClose: () => void;
}

/**
 * The seat's notes beside the chart (002 §3): AC.notesPanelWidth wide unless resized, closed by Escape or its close
 * button, saved as the user types. Closing with text not saved yet asks first.
 */
export function SeatNotesPanel({ seat, revisionId, writes, editable, onClose }: SeatNotesPanelProps) {
  const { t } = useTranslation();
  const notes = useSeatNotes(seat, revisionId, writes, editable);
  const [asking, setAsking] = useState(false);
  const panel = usePanelWidth();
  const close = () => {
    if (!notes.unsaved()) return onClose();
    notes.hold();
    setAsking(true);
  };
  const keepWriting = () => {
    setAsking(false);
    notes.resume();
  };
  return (
    <>
      <Drawer
        opened
        onClose={close}
        position="right"
        size={panel.width}
        title={t('AC_NOTES_TITLE')}
        styles={{ title: { fontWeight: 700, letterSpacing: '0.04em' }, content: { position: 'relative' } }}
        closeButtonProps={{ 'aria-label': t('AC_NOTES_CLOSE') }}
        overlayProps={{ backgroundOpacity: 0.15 }}
      >
        <PanelResizeHandle width={panel.width} onResize={panel.resize} />
        <Stack gap="sm">
          {notes.editedBy && (
            <NotesEditedNotice
              personId={notes.editedBy}
              onLoadTheirs={notes.loadTheirs}
              onDismiss={notes.dismissEdited}
            />
          )}
          <RichTextField
            label={t('AC_NOTES_FOR', { 0: seat.title })}
            value={notes.value}
            onChange={notes.change}
            placeholder={t('AC_NOTES_PLACEHOLDER')}
            disabled={!editable}
          />
          <NotesSavedLine seat={seat} state={notes.state} />
          <FormAlert message={notes.state === 'error' ? t('ERR_SEAT_NOTES') : null} />
        </Stack>
      </Drawer>
      <Modal opened={asking} onClose={keepWriting} title={t('ITEM_UNSAVED_TITLE')} centered zIndex={400}>
        <Text size="sm">{t('ITEM_UNSAVED_MESSAGE')}</Text>
        <Group justify="flex-end" gap="xs" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('ITEM_UNSAVED_DISCARD')}
          </Button>
          <Button onClick={keepWriting} data-autofocus>
            {t('ITEM_UNSAVED_RETURN')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
