import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItemList } from '../../items/api/useItemList';
import { ItemListCard } from '../../items/lists/ItemListCard';
import { listCardState } from '../../items/lists/useListControls';
import { openItemPopup } from '../../items/popups/store';
import { useLive } from '../LiveMeetingContext';
import { LiveHeadlineRow } from './LiveHeadlineRow';
import { LIST_STYLE } from './listStyle';

const OLDEST_FIRST = { property: 'created', ascending: true };

/** Headlines: each one told, marked reviewed, or taken to IDS as an issue. */
export function HeadlinesSection() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const tractionId = state.meetingId;
  const list = useItemList('headline', { tractionId, sort: OLDEST_FIRST });
  return (
    <ItemListCard
      title={t('TRACTION_LIST_HEADLINES')}
      icon={<IconNews size={20} aria-hidden />}
      onAdd={canWrite ? () => openItemPopup({ kind: 'headline', tractionId }) : undefined}
      addLabel={t('HEADLINE_ADD')}
      empty={t('TRACTION_EMPTY_HEADLINES')}
      {...listCardState(list)}
    >
      <ul style={LIST_STYLE}>
        {list.items.map((headline) => (
          <LiveHeadlineRow key={headline.id} headline={headline} />
        ))}
      </ul>
    </ItemListCard>
  );
}
