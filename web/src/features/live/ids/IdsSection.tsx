import { Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LiveItemList } from '../items/LiveItemList';
import { useLive } from '../LiveMeetingContext';
import { FocusIssueCard } from './FocusIssueCard';
import { IdsIssueRow } from './IdsIssueRow';
import { IdsPhaseBar } from './IdsPhaseBar';
import { SolvedIssues } from './SolvedIssues';

/** The issues' own order (their rank), the one the team prioritized them in. */
const BY_PRIORITY = { property: 'rank', ascending: true };

/** IDS: the meeting's open issues through review, prioritizing, discussing and solving (001 §4). */
export function IdsSection() {
  const { t } = useTranslation();
  const { state } = useLive();
  return (
    <Stack gap="md">
      <div>
        <IdsPhaseBar />
        {state.idsStatus === 'DiscussSolve' && <FocusIssueCard />}
      </div>
      <LiveItemList
        type="issue"
        sort={BY_PRIORITY}
        title={t('TRACTION_LIST_ISSUES')}
        icon={<IconAlertCircle size={20} aria-hidden />}
        addLabel={t('ISSUE_LIST_ADD')}
        empty={t('TRACTION_EMPTY_ISSUES')}
        row={(issue) => <IdsIssueRow key={issue.id} issue={issue} />}
      />
      <SolvedIssues />
    </Stack>
  );
}
