import { LIMITS, MilestoneRequest } from '@eos/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { useZodForm } from '../../../components/forms/useZodForm';
import { DueDateField } from '../fields/DueDateField';
import type { MilestoneInput } from './rockActions';

interface MilestoneEditorProps {
  initial?: MilestoneInput;
  submitLabel: string;
  onSave: (values: MilestoneInput) => Promise<void>;
  /** Editing an existing milestone: leave without saving. */
  onCancel?: () => void;
}

/**
 * Title and due date of a milestone. It sits inside the Rock's form, so it is no <form> of its own:
 * Enter in the title saves the milestone instead of submitting the Rock.
 */
export function MilestoneEditor({ initial, submitLabel, onSave, onCancel }: MilestoneEditorProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const start: MilestoneInput = initial ?? { title: '', dueDate: '', done: false };
  const form = useZodForm<MilestoneInput>(MilestoneRequest, start);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave(MilestoneRequest.parse(values));
      if (!initial) form.reset();
    } catch (error) {
      showSaveError(error);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <LimitedTextInput
        label={t('ROCK_MILESTONE_TITLE')}
        withAsterisk
        maxLength={LIMITS.inlineTextMax}
        style={{ flex: '1 1 200px' }}
        {...form.getInputProps('title')}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
      />
      <div style={{ flex: '1 1 180px' }}>
        <DueDateField form={form} label={t('ROCK_MILESTONE_DUE')} />
      </div>
      <Group gap="xs" mt={25} wrap="nowrap">
        <Button variant="light" onClick={() => submit()} loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('ITEM_CANCEL')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
