import { type Measurable, MeasurableUpdateRequest } from '@eos/domain';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../app/i18n';
import { useZodForm } from '../../components/forms/useZodForm';
import { useShellContext } from '../../shell/useShellContext';
import { itemToasts } from '../items/api/toasts';
import { OwnerSelect } from '../items/fields/OwnerSelect';
import { TitleField } from '../items/fields/TitleField';
import { ItemPopupFooter, type PopupState } from '../items/popups/ItemPopup';
import { ItemPopupCloseFooter } from '../items/popups/ItemPopupCloseFooter';
import { useItemFormSubmit } from '../items/popups/useItemFormSubmit';
import { useReportDirty } from '../items/popups/useReportDirty';
import { AssistantField } from './AssistantField';
import { GoalPreview } from './GoalPreview';
import { MeasurableFormatFields } from './MeasurableFormatFields';
import { MeasurableRemoveButton } from './MeasurableRemoveButton';
import { type MeasurableFormValues, measurableToValues } from './measurableFormValues';
import { reassignMeasurable, updateMeasurable } from './scorecardApi';

interface EditMeasurableFormProps {
  measurable: Measurable;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Edit Measurable (001 §5): the same fields with one owner (required) and no change of meeting. PUT
 * scorecard/{s}/{id} keeps the owner; a new owner follows through PUT .../reassign, so 'Updated' and
 * 'Reassigned' read as the two steps they are. Read-only without abilities.canEdit.
 */
export function EditMeasurableForm({ measurable: m, popup, onDirtyChange }: EditMeasurableFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isObserver } = useShellContext();
  const canEdit = m.abilities.canEdit && !isObserver;
  const form = useZodForm<MeasurableFormValues>(MeasurableUpdateRequest, measurableToValues(m));
  const { onSubmit, submitting } = useItemFormSubmit(form, {
    popup,
    save: async ({ scorecardId: _add, ownerIds: _owners, ownerId, ...fields }) => {
      const newOwner = ownerId !== m.ownerId ? ownerId : null;
      // The old owner as the new assistant: the PUT would refuse the pair, so the owner goes with it.
      const putOwner = newOwner && fields.editorId === m.ownerId ? newOwner : m.ownerId;
      const body = MeasurableUpdateRequest.parse({ ...fields, ownerId: putOwner });
      let saved = await updateMeasurable(queryClient, m, body);
      itemToasts.updated(saved.title);
      if (!newOwner) return;
      if (saved.ownerId !== newOwner) saved = await reassignMeasurable(queryClient, m, newOwner);
      itemToasts.reassigned(saved.title);
    },
  });
  useReportDirty(form.isDirty(), onDirtyChange);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {!canEdit && (
          <Text size="sm" c="dimmed">
            {t('ITEM_READ_ONLY')}
          </Text>
        )}
        <TitleField form={form} required={canEdit} disabled={!canEdit} />
        <OwnerSelect
          label={t('ITEM_FIELD_OWNER')}
          required={canEdit}
          value={form.values.ownerId || null}
          onChange={(id) => form.setFieldValue('ownerId', id ?? '')}
          tractionIds={[m.tractionId]}
          selected={m.owner}
          error={form.getInputProps('ownerId').error}
          disabled={!canEdit}
        />
        <MeasurableFormatFields
          form={form}
          readOnly={!canEdit}
          assistant={<AssistantField form={form} tractionId={m.tractionId} selected={m.editor} readOnly={!canEdit} />}
        />
        <GoalPreview values={form.values} />
      </Stack>
      {canEdit ? (
        <ItemPopupFooter
          submitLabel={t('ITEM_SAVE')}
          submitting={submitting}
          start={<MeasurableRemoveButton measurable={m} onRemoved={popup.close} />}
        />
      ) : (
        <ItemPopupCloseFooter />
      )}
    </form>
  );
}
