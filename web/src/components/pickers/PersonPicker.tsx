import { displayName, TIMINGS } from '@eos/domain';
import { CloseButton, Group, MultiSelect, Pill, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { PersonAvatar, type PersonLike } from './PersonAvatar';
import { usePeopleSearch } from './pickerQueries';

interface PersonPickerProps {
  label: ReactNode;
  /** Selected person ids. */
  value: string[];
  /** The selected people themselves, so pills show names before any search ran. */
  selected: PersonLike[];
  onChange: (ids: string[], people: PersonLike[]) => void;
  /** Extra person-picker-list filters (has-license, traction-id…). */
  filters?: Record<string, string[]>;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Multi-select of the organization's people: the server searches (POST person-picker-list,
 * text-search debounced), so Mantine's own filtering is turned off; options and pills show avatars.
 */
export function PersonPicker({
  label,
  value,
  selected,
  onChange,
  filters,
  error,
  disabled,
  required,
}: PersonPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TIMINGS.searchDebounceMs);
  const [opened, setOpened] = useState(false);
  const request = useMemo(
    () => ({
      startIndex: 0,
      endIndex: 25,
      filters: { ...filters, ...(debounced ? { 'text-search': [debounced] } : {}) },
      sorts: [{ property: 'firstName', ascending: true }],
    }),
    [filters, debounced],
  );
  // Search only once the dropdown opens: a closed picker costs no request.
  const results = usePeopleSearch(request, opened && !disabled);

  // Every person seen so far, so a pill keeps its name and face after the search moves on.
  const known = useRef(new Map<string, PersonLike>());
  for (const p of selected) known.current.set(p.id, p);
  for (const p of results.data ?? []) known.current.set(p.id, p);

  const data = useMemo(() => {
    const ids = new Set([...value, ...(results.data ?? []).map((p) => p.id)]);
    return [...ids].flatMap((id) => {
      const person = known.current.get(id);
      return person ? [{ value: id, label: displayName(person) }] : [];
    });
  }, [value, results.data]);

  const change = (ids: string[]) =>
    onChange(
      ids,
      ids.flatMap((id) => known.current.get(id) ?? []),
    );

  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? t('PICKER_PEOPLE_PLACEHOLDER') : undefined}
      data={data}
      value={value}
      onChange={change}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? t('PICKER_LOADING') : t('PICKER_PEOPLE_NONE')}
      maxDropdownHeight="22rem"
      hidePickedOptions
      error={error}
      disabled={disabled}
      withAsterisk={required}
      renderOption={({ option }) => {
        const person = known.current.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {person && <PersonAvatar person={person} size="sm" />}
            <div>
              <Text size="sm">{option.label}</Text>
              {person?.email && (
                <Text size="xs" c="dimmed">
                  {person.email}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
      renderPill={({ option, onRemove }) => {
        const person = known.current.get(String(option.value));
        return (
          <Pill size="lg" aria-label={option.label}>
            <Group gap={4} wrap="nowrap">
              {person && <PersonAvatar person={person} size={18} />}
              <span>{option.label}</span>
              {!disabled && (
                <CloseButton
                  size="xs"
                  aria-label={t('PICKER_REMOVE_PERSON', { 0: option.label })}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={onRemove}
                />
              )}
            </Group>
          </Pill>
        );
      }}
    />
  );
}
