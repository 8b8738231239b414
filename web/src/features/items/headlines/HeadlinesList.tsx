import { SegmentedControl } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { useItemList } from '../api/useItemList';
import { ItemListCard } from '../lists/ItemListCard';
import { listCardState, useListControls } from '../lists/useListControls';
import { openItemPopup } from '../popups/store';
import { HeadlineRow } from './HeadlineRow';
import { useHeadlineReview } from './useHeadlineReview';

type StatusFilter = 'all' | 'toReview' | 'reviewed';

// Pending is not yet reviewed, so it belongs with To review; All leaves the server's default (not Removed).
const STATUS_FILTERS: Record<Exclude<StatusFilter, 'all'>, string[]> = {
  toReview: ['ToReview', 'Pending'],
  reviewed: ['Reviewed'],
};

/** The meeting's Headlines (000 §3): Mine / Others, sort, review status (flagged), review in place. */
export function HeadlinesList({ tractionId }: { tractionId: string }) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const statusFilterEnabled = useFeatureFlag('headline-status-filter');
  const controls = useListControls('created:desc');
  const [status, setStatus] = useState<StatusFilter>('all');
  const { toggle, pending } = useHeadlineReview();

  const filters = useMemo(
    () => (statusFilterEnabled && status !== 'all' ? { status: STATUS_FILTERS[status] } : undefined),
    [statusFilterEnabled, status],
  );
  const list = useItemList('headline', { tractionId, owner: controls.owner, sort: controls.sortBy, filters });

  const sortOptions = [
    { value: 'created:desc', label: t('ITEM_SORT_CREATED_DESC') },
    { value: 'created:asc', label: t('ITEM_SORT_CREATED_ASC') },
    { value: 'title:asc', label: t('ITEM_SORT_TITLE_ASC') },
  ];
  const statusFilter = statusFilterEnabled ? (
    <SegmentedControl
      size="xs"
      value={status}
      onChange={(value) => setStatus(value as StatusFilter)}
      aria-label={t('HEADLINE_FILTER_STATUS')}
      data={[
        { value: 'all', label: t('ITEM_FILTER_ALL') },
        { value: 'toReview', label: t('HEADLINE_TO_REVIEW') },
        { value: 'reviewed', label: t('HEADLINE_REVIEWED') },
      ]}
    />
  ) : undefined;

  return (
    <ItemListCard
      title={t('TRACTION_LIST_HEADLINES')}
      icon={<IconNews size={20} aria-hidden />}
      {...controls.ownerFilter}
      {...controls.sorting}
      sortOptions={sortOptions}
      extraFilters={statusFilter}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'headline', tractionId })}
      addLabel={t('HEADLINE_ADD')}
      empty={t('TRACTION_EMPTY_HEADLINES')}
      {...listCardState(list)}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.items.map((headline) => (
          <HeadlineRow
            key={headline.id}
            headline={headline}
            pendingReview={pending.get(headline.id)}
            onReview={(h, reviewed) => void toggle(h, reviewed)}
          />
        ))}
      </ul>
    </ItemListCard>
  );
}
