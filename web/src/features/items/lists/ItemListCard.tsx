import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { OwnerFilter } from '../api/useItemList';

export interface SortOption {
  /** `${property}:${asc|desc}`, e.g. 'dueDate:asc'. */
  value: string;
  label: string;
}

interface ItemListCardProps {
  title: string;
  icon: ReactNode;
  /** How many items match, shown beside the title once loaded. */
  totalCount?: number;
  /** The Mine / Others filter; absent where every item is the user's own (personal To-Dos). */
  owner?: OwnerFilter;
  onOwnerChange?: (owner: OwnerFilter) => void;
  sortOptions?: SortOption[];
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** More filters beside the owner filter (the headline status filter). */
  extraFilters?: ReactNode;
  /** A help link beside the add button (the list's guide in the learning centre). */
  help?: ReactNode;
  /** The add button: absent for Observers and people who may not add here. */
  onAdd?: () => void;
  addLabel?: string;
  loading: boolean;
  /** The text when nothing matches. */
  empty: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The rows. */
  children: ReactNode;
}

/**
 * The frame every item list shares (the meeting's Rocks, To-Dos, Issues, Headlines; personal To-Dos):
 * title and count, owner filter Mine / Others (000 §3), sort, add, skeleton rows while loading, the
 * empty state, and 'Load more' for the next page.
 */
export function ItemListCard({
  title,
  icon,
  totalCount,
  owner,
  onOwnerChange,
  sortOptions,
  sort,
  onSortChange,
  extraFilters,
  help,
  onAdd,
  addLabel,
  loading,
  empty,
  hasMore,
  loadingMore,
  onLoadMore,
  children,
}: ItemListCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {icon}
          <Title order={2} size="h4">
            {title}
          </Title>
          {!loading && totalCount !== undefined && (
            <Badge variant="light" color="gray" aria-label={t('ITEM_LIST_COUNT', { 0: totalCount })}>
              {totalCount}
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          {help}
          {onAdd && (
            <Tooltip label={addLabel}>
              <ActionIcon variant="light" onClick={onAdd} aria-label={addLabel}>
                <IconPlus size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Group gap="xs" mb="sm" wrap="wrap">
        {owner && onOwnerChange && (
          <SegmentedControl
            size="xs"
            value={owner}
            onChange={(value) => onOwnerChange(value as OwnerFilter)}
            aria-label={t('ITEM_FILTER_OWNER')}
            data={[
              { value: 'all', label: t('ITEM_FILTER_ALL') },
              { value: 'mine', label: t('ITEM_FILTER_MINE') },
              { value: 'others', label: t('ITEM_FILTER_OTHERS') },
            ]}
          />
        )}
        {extraFilters}
        {sortOptions && sort && onSortChange && (
          <Select
            size="xs"
            w={150}
            aria-label={t('ITEM_SORT')}
            data={sortOptions}
            value={sort}
            onChange={(value) => value && onSortChange(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      {loading ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('ITEM_LIST_LOADING')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={28} radius="sm" />
          ))}
        </Stack>
      ) : totalCount === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <>
          {children}
          {hasMore && (
            <Button variant="subtle" size="xs" mt="xs" onClick={onLoadMore} loading={loadingMore}>
              {t('ITEM_LOAD_MORE')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
