import type { ReactNode } from 'react';
import type { ItemOfType } from '../../items/api/entityCache';
import { useItemList } from '../../items/api/useItemList';
import { ItemListCard } from '../../items/lists/ItemListCard';
import { listCardState } from '../../items/lists/useListControls';
import { openItemPopup } from '../../items/popups/store';
import { useLive } from '../LiveMeetingContext';
import { LIST_STYLE } from '../sections/listStyle';

type LiveItemType = 'rock' | 'todo' | 'issue' | 'headline';

interface LiveItemListProps<T extends LiveItemType> {
  type: T;
  sort: { property: string; ascending: boolean };
  title: string;
  icon: ReactNode;
  addLabel: string;
  empty: string;
  row: (item: ItemOfType[T]) => ReactNode;
}

/**
 * One of the meeting's lists in a live section: its card with the add button (not for Observers),
 * loading and empty states, and a compact row per item.
 */
export function LiveItemList<T extends LiveItemType>({ type, sort, row, ...card }: LiveItemListProps<T>) {
  const { state, canWrite } = useLive();
  const tractionId = state.meetingId;
  const list = useItemList(type, { tractionId, sort });
  return (
    <ItemListCard
      {...card}
      onAdd={canWrite ? () => openItemPopup({ kind: type, tractionId }) : undefined}
      {...listCardState(list)}
    >
      <ul style={LIST_STYLE}>{list.items.map(row)}</ul>
    </ItemListCard>
  );
}
