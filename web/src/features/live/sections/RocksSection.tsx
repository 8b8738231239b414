import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItemList } from '../../items/api/useItemList';
import { ItemListCard } from '../../items/lists/ItemListCard';
import { listCardState } from '../../items/lists/useListControls';
import { openItemPopup } from '../../items/popups/store';
import { useLive } from '../LiveMeetingContext';
import { LiveRockRow } from './LiveRockRow';
import { LIST_STYLE } from './listStyle';

const BY_DUE_DATE = { property: 'dueDate', ascending: true };

/** Rock review: every Rock of the meeting, on or off track at a click. */
export function RocksSection() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const tractionId = state.meetingId;
  const list = useItemList('rock', { tractionId, sort: BY_DUE_DATE });
  return (
    <ItemListCard
      title={t('TRACTION_LIST_ROCKS')}
      icon={<IconTarget size={20} aria-hidden />}
      onAdd={canWrite ? () => openItemPopup({ kind: 'rock', tractionId }) : undefined}
      addLabel={t('ROCK_ADD_TITLE')}
      empty={t('TRACTION_EMPTY_ROCKS')}
      {...listCardState(list)}
    >
      <ul style={LIST_STYLE}>
        {list.items.map((rock) => (
          <LiveRockRow key={rock.id} rock={rock} />
        ))}
      </ul>
    </ItemListCard>
  );
}
