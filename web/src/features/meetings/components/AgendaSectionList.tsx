import { agendaLength } from '@eos/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { errorText } from '../../../components/forms/errorText';
import { AgendaSectionRow } from './AgendaSectionRow';
import type { MeetingFormState } from './useMeetingForm';

/** The chosen agenda's sections in order, with the total length the live meeting will take. */
export function AgendaSectionList({ form, disabled }: { form: MeetingFormState['form']; disabled: boolean }) {
  const { t } = useTranslation();
  const items = form.values.agenda.items;
  const listError = form.errors['agenda.items'];

  const move = (from: number, to: number) => {
    const uid = items[from]?.uid;
    form.reorderListItem('agenda.items', { from, to });
    // Keep keyboard focus on the moved section; at an end the other arrow is the one still enabled.
    requestAnimationFrame(() => {
      let dir = from > to ? 'up' : 'down';
      if (dir === 'up' && to === 0) dir = 'down';
      else if (dir === 'down' && to === items.length - 1) dir = 'up';
      document.getElementById(`agenda-${dir}-${uid}`)?.focus();
    });
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id="agenda-sections-label">
        {t('AGENDA_SECTIONS')}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('AGENDA_EMPTY')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-labelledby="agenda-sections-label">
          {items.map((item, index) => (
            <AgendaSectionRow
              key={item.uid}
              uid={item.uid}
              form={form}
              index={index}
              count={items.length}
              onMove={move}
              onRemove={(i) => form.removeListItem('agenda.items', i)}
              disabled={disabled}
            />
          ))}
        </Stack>
      )}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {errorText(t, listError)}
        </Text>
      )}
      <Text size="sm" fw={600} aria-live="polite">
        {t('AGENDA_TOTAL', { 0: agendaLength(items) })}
      </Text>
    </Stack>
  );
}
