import '@mantine/dates/styles.layer.css';
import type { ColorTag } from '@eos/domain';
import { LIMITS } from '@eos/domain';
import { Checkbox, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { cadenceOptions, colorTagOptions } from '../meetingFormat';
import { timeOptions } from '../timeOptions';
import { ColorSwatchLabel } from './ColorSwatchLabel';
import type { MeetingFormState } from './useMeetingForm';

const TIME_OPTIONS = timeOptions();

/** Every IANA zone the browser knows, with the current value kept even if the list lacks it (e.g. 'UTC'). */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Meeting Info: name, cadence, first date and time in a zone, colour tag, leadership-team flag. */
export function MeetingInfoTab({ form, disabled }: { form: MeetingFormState['form']; disabled: boolean }) {
  const { t } = useTranslation();
  const zone = form.values.timeZone;
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);
  return (
    <Stack gap="md">
      <LimitedTextInput
        label={t('MEETING_FIELD_TITLE')}
        withAsterisk
        maxLength={LIMITS.inlineTextMax}
        disabled={disabled}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('MEETING_FIELD_CADENCE')}
          withAsterisk
          data={cadenceOptions(t)}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('cadence')}
        />
        <Select
          label={t('MEETING_FIELD_COLOR_TAG')}
          data={colorTagOptions(t)}
          allowDeselect={false}
          disabled={disabled}
          leftSection={<ColorSwatchLabel tag={form.values.colorTag} label="" />}
          renderOption={({ option }) => <ColorSwatchLabel tag={option.value as ColorTag} label={option.label} />}
          {...form.getInputProps('colorTag')}
        />
        <DatePickerInput
          label={t('MEETING_FIELD_DATE')}
          withAsterisk
          valueFormat="ddd, MMM D, YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          disabled={disabled}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('date')}
        />
        <Select
          label={t('MEETING_FIELD_TIME')}
          withAsterisk
          data={TIME_OPTIONS}
          searchable
          allowDeselect={false}
          maxDropdownHeight="16rem"
          leftSection={<IconClock size={16} aria-hidden />}
          disabled={disabled}
          {...form.getInputProps('time')}
        />
      </SimpleGrid>
      <Select
        label={t('MEETING_FIELD_TIME_ZONE')}
        withAsterisk
        data={zones}
        searchable
        allowDeselect={false}
        limit={50}
        disabled={disabled}
        {...form.getInputProps('timeZone')}
      />
      <Checkbox
        label={t('MEETING_FIELD_IS_LT')}
        description={t('MEETING_FIELD_IS_LT_HINT')}
        disabled={disabled}
        {...form.getInputProps('isLT', { type: 'checkbox' })}
      />
    </Stack>
  );
}
