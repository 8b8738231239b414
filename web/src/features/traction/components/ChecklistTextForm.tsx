import { ChecklistItem } from '@eos/domain';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';

// The item contract's own text rule (required, at most 200 characters), so the browser says what the server would.
const TextSchema = ChecklistItem.pick({ text: true });

interface ChecklistTextFormProps {
  initial?: string;
  submitLabel: string;
  placeholder?: string;
  onSubmit: (text: string) => void;
  onCancel?: () => void;
}

/** The text of a checklist item, new or edited; Escape cancels an edit. */
export function ChecklistTextForm({
  initial = '',
  submitLabel,
  placeholder,
  onSubmit,
  onCancel,
}: ChecklistTextFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(TextSchema, { text: initial });
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        onSubmit(values.text.trim());
        form.reset();
      })}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('TRACTION_CHECKLIST_ITEM_TEXT')}
          placeholder={placeholder}
          maxLength={200}
          style={{ flex: 1 }}
          autoFocus={Boolean(onCancel)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) onCancel();
          }}
          {...form.getInputProps('text')}
        />
        <Button type="submit" variant="light">
          {submitLabel}
        </Button>
        {onCancel && (
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('TRACTION_CANCEL')} onClick={onCancel}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </form>
  );
}
