import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { AutosaveConflict } from './ConflictNotice';
import { useAutosave } from './useAutosave';
import { requireTitle } from './usePartAction';
import { useVtoWrite } from './vtoWrites';

export interface ListEntry {
  id: string;
  title: string;
  description?: string;
}

interface ListEntryRowProps {
  entry: ListEntry;
  index: number;
  count: number;
  /** Where its calls go, below the revision: 'core-value', 'target-market/{id}/unique'. */
  path: string;
  parentIds: readonly string[];
  withDescription: boolean;
  maxLength: number;
  /** Its input's name ('Core value 2'). */
  label: string;
  busy: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One line of an ordered list, edited in place and autosaved; up, down and remove as buttons. */
export function ListEntryRow(props: ListEntryRowProps) {
  const { entry, index, count, path, parentIds, withDescription, maxLength, label, busy } = props;
  const { t } = useTranslation();
  const write = useVtoWrite();
  const autosave = useAutosave({
    server: withDescription ? { title: entry.title, description: entry.description ?? '' } : { title: entry.title },
    save: (values) => write('put', `${path}/${entry.id}`, values),
    validate: requireTitle,
    partIds: [...parentIds, entry.id],
  });
  const { values, set, errors } = autosave;
  const name = values.title || label;
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" {...autosave.focusProps}>
      <Text size="sm" fw={600} pt={6} w={24} ta="right" aria-hidden style={{ flexShrink: 0 }}>
        {index + 1}.
      </Text>
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <LimitedTextInput
          aria-label={label}
          size="sm"
          maxLength={maxLength}
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title && t(errors.title)}
        />
        {'description' in values && (
          <Textarea
            aria-label={t('VTO_DESCRIPTION_OF', { title: name })}
            placeholder={t('VTO_DESCRIPTION_PLACEHOLDER')}
            size="sm"
            // Grows with the text: a description is read in full, never cut to one line.
            autosize
            minRows={1}
            maxRows={8}
            maxLength={1000}
            value={values.description}
            onChange={(event) => autosave.setAll((v) => ({ ...v, description: event.currentTarget.value }))}
          />
        )}
        <AutosaveConflict autosave={autosave} />
      </Stack>
      <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('VTO_MOVE_UP', { title: name })}
          disabled={busy || index === 0}
          onClick={() => props.onMove(index - 1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('VTO_MOVE_DOWN', { title: name })}
          disabled={busy || index === count - 1}
          onClick={() => props.onMove(index + 1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('VTO_REMOVE_ENTRY', { title: name })}
          disabled={busy}
          onClick={props.onRemove}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
