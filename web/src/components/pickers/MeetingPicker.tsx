import { Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { type MeetingFilterProps, useMeetingOptions } from './useMeetingOptions';

interface MeetingPickerProps extends MeetingFilterProps {
  label: ReactNode;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Whether the choice can be emptied; by default only when it is not required. */
  clearable?: boolean;
}

/** One meeting among those the given people attend (POST meeting-detail-selector), searched on the server. */
export function MeetingPicker({
  label,
  value,
  onChange,
  error,
  disabled,
  required,
  clearable = !required,
  ...filters
}: MeetingPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The current value must load too, so its title shows before the dropdown opens.
  const { search, setSearch, data, query } = useMeetingOptions(filters, value ? [value] : [], opened || Boolean(value));
  return (
    <Select
      label={label}
      placeholder={t('PICKER_MEETING_PLACEHOLDER')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? t('PICKER_LOADING') : t('PICKER_MEETING_NONE')}
      maxDropdownHeight="22rem"
      error={error}
      disabled={disabled}
      withAsterisk={required}
      clearable={clearable}
    />
  );
}
