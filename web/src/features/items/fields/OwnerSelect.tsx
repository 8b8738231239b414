import { displayName, TIMINGS } from '@eos/domain';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar, type PersonLike } from '../../../components/pickers/PersonAvatar';
import { usePeopleSearch } from '../../../components/pickers/pickerQueries';
import { useShellContext } from '../../../shell/useShellContext';

interface OwnerSelectProps {
  label: ReactNode;
  value: string | null;
  onChange: (id: string | null, person: PersonLike | null) => void;
  /**
   * Only people invited to these meetings (000 §5: owners are people of the chosen meetings); empty
   * offers nobody until a meeting is chosen. Omit it to offer every licensed person of the org.
   */
  tractionIds?: readonly string[];
  /** The current owner, so its name shows before any search ran. */
  selected?: PersonLike | null;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/**
 * One owner among the people of the given meetings (POST person-picker-list with traction-ids,
 * searched on the server). With no meeting chosen yet there is nobody to offer.
 */
export function OwnerSelect({
  label,
  value,
  onChange,
  tractionIds,
  selected,
  error,
  disabled,
  required,
}: OwnerSelectProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [search, setSearch] = useState('');
  const known = useRef(new Map<string, PersonLike>());
  if (selected) known.current.set(selected.id, selected);
  // The box shows the chosen person's name as its search text: reopening it offers everyone again
  // (as Mantine's own filter does), not only the person already chosen.
  const chosen = value ? known.current.get(value) : undefined;
  const typed = search.trim() === (chosen ? displayName(chosen, user.nameDisplayStyle) : null) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, TIMINGS.searchDebounceMs);
  const [opened, setOpened] = useState(false);
  const request = useMemo(
    () => ({
      startIndex: 0,
      endIndex: 50,
      filters: {
        ...(tractionIds ? { 'traction-ids': [...tractionIds] } : { 'has-license': ['true'] }),
        ...(debounced ? { 'text-search': [debounced] } : {}),
      },
      sorts: [{ property: 'firstName', ascending: true }],
    }),
    [tractionIds, debounced],
  );
  const noMeeting = tractionIds !== undefined && tractionIds.length === 0;
  const results = usePeopleSearch(request, opened && !noMeeting && !disabled);

  for (const p of results.data ?? []) known.current.set(p.id, p);

  // `selected` can arrive after the value (a preset owner, named once the meeting loads): it is read
  // here as well as through `known`, so the name shows as soon as it is there.
  const data = useMemo(() => {
    const ids = new Set([...(value ? [value] : []), ...(results.data ?? []).map((p) => p.id)]);
    return [...ids].flatMap((id) => {
      const person = (selected?.id === id ? selected : undefined) ?? known.current.get(id);
      return person ? [{ value: id, label: displayName(person, user.nameDisplayStyle) }] : [];
    });
  }, [value, selected, results.data, user.nameDisplayStyle]);

  return (
    <Select
      label={label}
      placeholder={t('ITEM_OWNER_PLACEHOLDER')}
      data={data}
      value={value}
      onChange={(id) => onChange(id, id ? (known.current.get(id) ?? null) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options }) => options}
      nothingFoundMessage={
        noMeeting ? t('ITEM_OWNER_PICK_MEETING_FIRST') : results.isFetching ? t('PICKER_LOADING') : t('ITEM_NO_RESULTS')
      }
      maxDropdownHeight="22rem"
      leftSection={chosen ? <PersonAvatar person={chosen} size={20} /> : undefined}
      error={error}
      disabled={disabled}
      withAsterisk={required}
      renderOption={({ option }) => {
        const person = known.current.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {person && <PersonAvatar person={person} size="sm" />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
    />
  );
}
