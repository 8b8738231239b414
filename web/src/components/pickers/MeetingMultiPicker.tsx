import { MultiSelect } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { type MeetingFilterProps, useMeetingOptions } from './useMeetingOptions';

interface MeetingMultiPickerProps extends MeetingFilterProps {
  label: ReactNode;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/** Several meetings (a headline cascaded to an owner's meetings), searched on the server. */
export function MeetingMultiPicker({
  label,
  value,
  onChange,
  error,
  disabled,
  required,
  ...filters
}: MeetingMultiPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { search, setSearch, data, query } = useMeetingOptions(filters, value, opened || value.length > 0);
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? t('PICKER_MEETINGS_PLACEHOLDER') : undefined}
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
      hidePickedOptions
      error={error}
      disabled={disabled}
      withAsterisk={required}
    />
  );
}
