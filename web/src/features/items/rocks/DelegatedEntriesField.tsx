import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { DelegatedEntryRow } from './DelegatedEntryRow';
import { emptyDelegatedRow, type RockForm } from './rockFormValues';

/** The delegated Rocks to create with this one (000 §3): rows added and removed at will. */
export function DelegatedEntriesField({ form }: { form: RockForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('ROCK_DELEGATE_HEADING')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('ROCK_DELEGATE_HELP')}
        </Text>
      </div>
      {form.values.delegated.map((row, index) => (
        <DelegatedEntryRow key={row.key} form={form} index={index} row={row} />
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => form.insertListItem('delegated', emptyDelegatedRow())}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('ROCK_DELEGATE_ADD')}
      </Button>
    </Stack>
  );
}
