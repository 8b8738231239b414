import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';

interface AddEntryFormProps {
  /** The input's label ('New core value'). */
  label: string;
  maxLength: number;
  busy?: boolean;
  /** Adds it; resolves true when the server took it, and the input empties for the next one. */
  onAdd: (title: string) => Promise<boolean>;
}

/**
 * A new line of a list (a core value, a unique, a goal, a measurable, a target market): typed, then
 * added with Enter or the button. It is created only then, since its title is required.
 */
export function AddEntryForm({ label, maxLength, busy, onAdd }: AddEntryFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || busy) return;
    if (await onAdd(title.trim())) setTitle('');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <LimitedTextInput
          label={label}
          size="sm"
          maxLength={maxLength}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          size="sm"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!title.trim()}
          loading={busy}
        >
          {t('VTO_ADD')}
        </Button>
      </Group>
    </form>
  );
}
