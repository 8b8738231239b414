import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import type { MeetingSort } from '../meetingOrder';

interface MeetingsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  sort: MeetingSort;
  onSort: (sort: MeetingSort) => void;
}

/** Search (sent as the text-search filter) and the sort order. */
export function MeetingsToolbar({ search, onSearch, sort, onSort }: MeetingsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap" role="search">
      <TextInput
        aria-label={t('MEETING_SEARCH')}
        placeholder={t('MEETING_SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 14rem' }}
        type="search"
      />
      <Select
        aria-label={t('MEETING_SORT')}
        data={[
          { value: 'title', label: t('MEETING_SORT_TITLE') },
          { value: 'nextDate', label: t('MEETING_SORT_NEXT_DATE') },
          { value: 'created', label: t('MEETING_SORT_CREATED') },
        ]}
        value={sort}
        onChange={(value) => value && onSort(value as MeetingSort)}
        allowDeselect={false}
        w={170}
      />
    </Group>
  );
}
