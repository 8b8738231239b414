import { Anchor, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHistoryOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { SessionSummaryDetails } from '../../live/summary/SessionSummaryDetails';
import { isNotFound, useMeetingSession } from '../api';
import { TractionEmptyState } from '../components/TractionEmptyState';
import { TractionLoadError } from '../components/TractionLoadError';
import { useSessionFacts } from '../useSessionFacts';

/**
 * {meetingId}: the summary of one past session; a session held live also shows its attendees and
 * ratings, time per section and what it got done (sessions from before the live meeting have none).
 */
export function SessionSummarySection() {
  const { t } = useTranslation();
  const { tractionId = '', threadId = '', meetingId = '' } = useParams();
  const session = useMeetingSession(tractionId, meetingId);
  const facts = useSessionFacts();
  const back = (
    <Anchor component={Link} to={`/traction/${tractionId}/${threadId}/meetinghistory`} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t('TRACTION_SUMMARY_BACK')}
      </Group>
    </Anchor>
  );

  if (session.isPending) return <Skeleton height={160} aria-busy="true" />;
  if (session.isError) {
    if (!isNotFound(session.error)) return <TractionLoadError onRetry={() => void session.refetch()} />;
    return (
      <TractionEmptyState
        icon={<IconHistoryOff size={28} />}
        title={t('TRACTION_SUMMARY_NOT_FOUND_TITLE')}
        description={t('TRACTION_SUMMARY_NOT_FOUND_TEXT')}
      >
        {back}
      </TractionEmptyState>
    );
  }
  const s = session.data;
  const facts_ = [
    { label: t('TRACTION_SUMMARY_STARTED'), value: facts.started(s) },
    { label: t('TRACTION_SUMMARY_ENDED'), value: facts.ended(s) },
    { label: t('TRACTION_HISTORY_DURATION'), value: facts.duration(s) },
    { label: t('TRACTION_HISTORY_RATING'), value: facts.rating(s) },
  ];
  return (
    <>
      {back}
      <Card withBorder padding="lg" mt="sm" component="section" aria-labelledby="traction-summary-title">
        <Title order={2} size="h3" mb="md" id="traction-summary-title">
          {t('TRACTION_SUMMARY_TITLE', { 0: s.sessionNumber })}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
          {facts_.map(({ label, value }) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      {s.summary && <SessionSummaryDetails summary={s.summary} average={s.averageRating} />}
    </>
  );
}
