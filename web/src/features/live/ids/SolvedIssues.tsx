import { Card, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { LIST_STYLE } from '../sections/listStyle';
import { SolvedIssueRow } from './SolvedIssueRow';

/** The issues solved during this meeting (state.solvedIssueIds). */
export function SolvedIssues() {
  const { t } = useTranslation();
  const { state } = useLive();
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={4} id={titleId} mb="xs">
        {t('LIVE_IDS_SOLVED_HERE')}
      </Title>
      {state.solvedIssueIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('LIVE_IDS_NONE_SOLVED')}
        </Text>
      ) : (
        <ul style={LIST_STYLE}>
          {state.solvedIssueIds.map((id) => (
            <SolvedIssueRow key={id} issueId={id} />
          ))}
        </ul>
      )}
    </Card>
  );
}
