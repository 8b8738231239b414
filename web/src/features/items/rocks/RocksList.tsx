import { Stack } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '../../../shell/useShellContext';
import { type OwnerFilter, useItemList } from '../api/useItemList';
import { ItemListCard, parseSort } from '../lists/ItemListCard';
import { openItemPopup } from '../popups/store';
import { RockListRow } from './RockListRow';

/** The meeting's Rocks (000 §3): everyone's, Mine or Others, sorted by due date, title or newest. */
export function RocksList({ tractionId }: { tractionId: string }) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const [owner, setOwner] = useState<OwnerFilter>('all');
  const [sort, setSort] = useState('dueDate:asc');
  const list = useItemList('rock', { tractionId, owner, sort: parseSort(sort) });
  const sortOptions = [
    { value: 'dueDate:asc', label: t('ITEM_SORT_DUE_ASC') },
    { value: 'title:asc', label: t('ITEM_SORT_TITLE_ASC') },
    { value: 'created:desc', label: t('ITEM_SORT_CREATED_DESC') },
  ];
  return (
    <ItemListCard
      title={t('TRACTION_LIST_ROCKS')}
      icon={<IconTarget size={20} aria-hidden />}
      totalCount={list.totalCount}
      owner={owner}
      onOwnerChange={setOwner}
      sortOptions={sortOptions}
      sort={sort}
      onSortChange={setSort}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'rock', tractionId })}
      addLabel={t('ROCK_ADD_TITLE')}
      loading={list.isPending}
      empty={t('TRACTION_EMPTY_ROCKS')}
      hasMore={Boolean(list.hasNextPage)}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    >
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {list.items.map((rock) => (
          <RockListRow key={rock.id} rock={rock} tractionId={tractionId} />
        ))}
      </Stack>
    </ItemListCard>
  );
}
