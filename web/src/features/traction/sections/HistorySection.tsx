import { Anchor, Skeleton, Stack, Table } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { useMeetingHistory } from '../api';
import { TractionEmptyState } from '../components/TractionEmptyState';
import { useSessionFacts } from '../useSessionFacts';

/** meetinghistory: the meeting's past sessions, newest first, each opening its summary. */
export function HistorySection() {
  const { t } = useTranslation();
  const { tractionId = '', threadId = '' } = useParams();
  const history = useMeetingHistory(tractionId);
  const facts = useSessionFacts();

  if (history.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  const items = history.data ?? [];
  if (items.length === 0) {
    return (
      <TractionEmptyState
        icon={<IconHistory size={28} />}
        title={t('TRACTION_HISTORY_EMPTY_TITLE')}
        description={t('TRACTION_HISTORY_EMPTY_TEXT')}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('TRACTION_HISTORY_DATE')}</Table.Th>
            <Table.Th>{t('TRACTION_HISTORY_DURATION')}</Table.Th>
            <Table.Th>{t('TRACTION_HISTORY_RATING')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/traction/${tractionId}/${threadId}/${session.id}`}
                  aria-label={t('TRACTION_HISTORY_OPEN', { 0: session.sessionNumber })}
                >
                  {facts.started(session)}
                </Anchor>
              </Table.Td>
              <Table.Td>{facts.duration(session)}</Table.Td>
              <Table.Td>{facts.rating(session)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
