import { AC, type Seat } from '@eos/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { OwnerSelect } from '../../items/fields/OwnerSelect';
import type { SeatWrites } from './chartApi';
import { RoleLines } from './RoleLines';
import {
  createRequest,
  editRequest,
  initialValues,
  SeatFormSchema,
  type SeatFormValues,
  type SeatPopupMode,
} from './seatForm';

interface SeatFormPopupProps {
  mode: SeatPopupMode;
  writes: SeatWrites;
  onClose: () => void;
}

/** AddSeatPopup and EditSeatPopup (001 §2, §3): title, seat holder and role lines. */
export function SeatFormPopup({ mode, writes, onClose }: SeatFormPopupProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useZodForm<SeatFormValues>(SeatFormSchema, initialValues(mode));
  const editing = mode.kind === 'edit' ? mode.seat : null;

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      setBusy(true);
      try {
        if (mode.kind === 'edit') await writes.edit(mode.seat.id, editRequest(mode.seat, values));
        else if (mode.kind === 'insert') await writes.insert(createRequest(mode, values));
        else await writes.create(createRequest(mode, values));
        showSuccess(t(editing ? 'AC_SEAT_UPDATED' : 'AC_SEAT_CREATED'));
        onClose();
      } catch (error) {
        // A refusal the server tied to a field goes under it; anything else is the spec's one line.
        const rest = applyServerErrors(form, error);
        setAlert(rest === null ? t('VAL_FIX_HIGHLIGHTED') : `${t('ERR_SEAT_CREATE')} ${rest}`.trim());
      } finally {
        setBusy(false);
      }
    },
    () => setAlert(t('VAL_FIX_HIGHLIGHTED')),
  );

  return (
    <Modal opened onClose={onClose} title={popupTitle(t, mode)} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <LimitedTextInput
            {...form.getInputProps('title')}
            label={t('AC_FIELD_TITLE')}
            maxLength={AC.titleMaxLength}
            withAsterisk
            data-autofocus
          />
          <OwnerSelect
            label={t('AC_FIELD_HOLDER')}
            value={form.values.assignedToId}
            onChange={(id) => form.setFieldValue('assignedToId', id)}
            selected={holderOf(editing)}
            error={form.getInputProps('assignedToId').error}
          />
          <RoleLines form={form} />
          <FormAlert message={alert} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('CANCEL')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function popupTitle(t: (key: string, options?: Record<string, unknown>) => string, mode: SeatPopupMode): string {
  if (mode.kind === 'edit') return t(mode.seat.isAssistant ? 'AC_EDIT_ASSISTANT_TITLE' : 'AC_EDIT_SEAT_TITLE');
  if (mode.kind === 'add' && mode.assistant && mode.parent)
    return t('AC_ADD_ASSISTANT_TITLE', { 0: mode.parent.assignedTo ?? mode.parent.title });
  return t('AC_ADD_SEAT_TITLE');
}

/** The current holder as the picker shows them before any search. */
function holderOf(seat: Seat | null) {
  if (!seat?.assignedToId) return null;
  return {
    id: seat.assignedToId,
    firstName: seat.assignedToFirstName ?? '',
    lastName: seat.assignedToLastName ?? '',
    avatarUrl: seat.avatarUrl,
  };
}
