import { Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItemList } from '../../items/api/useItemList';
import { ItemListCard } from '../../items/lists/ItemListCard';
import { listCardState } from '../../items/lists/useListControls';
import { openItemPopup } from '../../items/popups/store';
import { useLive } from '../LiveMeetingContext';
import { LIST_STYLE } from '../sections/listStyle';
import { FocusIssueCard } from './FocusIssueCard';
import { IdsIssueRow } from './IdsIssueRow';
import { IdsPhaseBar } from './IdsPhaseBar';
import { SolvedIssues } from './SolvedIssues';

/** The issues' own order (their rank), the one the team prioritized them in. */
const BY_PRIORITY = { property: 'rank', ascending: true };

/** IDS: the meeting's open issues through review, prioritizing, discussing and solving (001 §4). */
export function IdsSection() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const tractionId = state.meetingId;
  const list = useItemList('issue', { tractionId, sort: BY_PRIORITY });
  return (
    <Stack gap="md">
      <div>
        <IdsPhaseBar />
        {state.idsStatus === 'DiscussSolve' && <FocusIssueCard />}
      </div>
      <ItemListCard
        title={t('TRACTION_LIST_ISSUES')}
        icon={<IconAlertCircle size={20} aria-hidden />}
        onAdd={canWrite ? () => openItemPopup({ kind: 'issue', tractionId }) : undefined}
        addLabel={t('ISSUE_LIST_ADD')}
        empty={t('TRACTION_EMPTY_ISSUES')}
        {...listCardState(list)}
      >
        <ul style={LIST_STYLE}>
          {list.items.map((issue) => (
            <IdsIssueRow key={issue.id} issue={issue} />
          ))}
        </ul>
      </ItemListCard>
      <SolvedIssues />
    </Stack>
  );
}
