import { type LongTermIssue, LongTermIssueRequest } from '@eos/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { useZodForm } from '../../../components/forms/useZodForm';
import { OwnerSelect } from '../../items/fields/OwnerSelect';
import { RichTextField } from '../../items/fields/RichTextField';
import { TitleField } from '../../items/fields/TitleField';

export interface LongTermIssueValues {
  title: string;
  notes: string;
  assignedToId: string | null;
}

interface LongTermIssuePopupProps {
  /** The issue being edited; null adds one. */
  issue: LongTermIssue | null;
  onSave: (values: LongTermIssueValues) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a long-term issue: title, an owner among the org's people, notes through the shared rich text. */
export function LongTermIssuePopup({ issue, onSave, onClose }: LongTermIssuePopupProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const form = useZodForm(LongTermIssueRequest, {
    title: issue?.title ?? '',
    notes: issue?.notes ?? '',
    assignedToId: issue?.assignedToId ?? (null as string | null),
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave({ title: values.title, notes: values.notes, assignedToId: values.assignedToId });
      onClose();
    } catch (error) {
      showSaveError(error);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(issue ? 'VTO_ISSUE_EDIT_TITLE' : 'VTO_ISSUE_ADD_TITLE')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TitleField form={form} />
          <OwnerSelect
            label={t('ITEM_FIELD_OWNER')}
            value={form.values.assignedToId}
            onChange={(id) => form.setFieldValue('assignedToId', id)}
          />
          <RichTextField
            label={t('ITEM_FIELD_NOTES')}
            placeholder={t('ITEM_NOTES_PLACEHOLDER')}
            value={form.values.notes}
            onChange={(html) => form.setFieldValue('notes', html)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('VTO_CANCEL')}
            </Button>
            <Button type="submit" loading={saving}>
              {t(issue ? 'VTO_ISSUE_SAVE' : 'VTO_ADD')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
