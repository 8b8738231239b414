import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import type { PersonLike } from '../../components/pickers/PersonAvatar';
import { OwnerSelect } from '../items/fields/OwnerSelect';
import type { MeasurableForm } from './measurableFormValues';

interface AssistantFieldProps {
  form: MeasurableForm;
  /** The meeting whose people may assist; null offers nobody until one is chosen. */
  tractionId: string | null;
  /** The current assistant, so the name shows before any search. */
  selected?: PersonLike | null;
  readOnly?: boolean;
}

/**
 * The measurable assistant: optional, enters the numbers for the owner, never an owner (the schema
 * says VAL_ASSISTANT_IS_OWNER). 'No assistant' takes the choice back.
 */
export function AssistantField({ form, tractionId, selected, readOnly = false }: AssistantFieldProps) {
  const { t } = useTranslation();
  const value = form.values.editorId;
  return (
    <Stack gap={2}>
      <OwnerSelect
        label={t('MEASURABLE_FIELD_ASSISTANT')}
        value={value}
        onChange={(id) => form.setFieldValue('editorId', id)}
        tractionIds={tractionId ? [tractionId] : []}
        selected={selected}
        error={form.getInputProps('editorId').error}
        disabled={readOnly}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('MEASURABLE_ASSISTANT_HINT')}
        </Text>
        {value && !readOnly && (
          <Button variant="subtle" size="compact-xs" onClick={() => form.setFieldValue('editorId', null)}>
            {t('MEASURABLE_ASSISTANT_CLEAR')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
