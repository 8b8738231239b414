import type { EndedMeeting } from '@eos/domain';
import { ActionIcon, Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconConfetti, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { useEndedMeetings } from './api';

const DISMISSED = 'eos.dashboard.dismissedSummaries';

function readDismissed(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(DISMISSED) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * After a meeting ends everyone lands here (001 §4): its summary card stays at the top for the day
 * (rating, To-Dos added, issues solved, a link to the summary) unless the person hides it.
 */
export function EndedMeetingCards() {
  const { data } = useEndedMeetings();
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (data ?? []).filter((m) => !dismissed.includes(m.sessionId));
  if (shown.length === 0) return null;
  const dismiss = (sessionId: string) => {
    // Only today's can come back: older ids need not be kept.
    const next = [...dismissed.filter((id) => data?.some((m) => m.sessionId === id)), sessionId];
    localStorage.setItem(DISMISSED, JSON.stringify(next));
    setDismissed(next);
  };
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(shown.length, 3) }} spacing="md" mb="md">
      {shown.map((meeting) => (
        <EndedMeetingCard key={meeting.sessionId} meeting={meeting} onDismiss={() => dismiss(meeting.sessionId)} />
      ))}
    </SimpleGrid>
  );
}

function EndedMeetingCard({ meeting, onDismiss }: { meeting: EndedMeeting; onDismiss: () => void }) {
  const { t } = useTranslation();
  const summary = `/traction/${meeting.meetingId}/${meeting.meetingThreadId}/${meeting.sessionId}`;
  const figures = [
    {
      label: t('ENDED_MEETING_RATING'),
      value: meeting.averageRating === null ? t('ENDED_MEETING_NO_RATING') : meeting.averageRating.toFixed(1),
    },
    { label: t('ENDED_MEETING_TODOS'), value: String(meeting.addedTodos) },
    { label: t('ENDED_MEETING_ISSUES'), value: String(meeting.solvedIssues) },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label={t('ENDED_MEETING_TITLE', { 0: meeting.meetingName })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconConfetti size={20} aria-hidden color="var(--mantine-color-green-6)" style={{ flexShrink: 0 }} />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('ENDED_MEETING_TITLE', { 0: meeting.meetingName })}
          </Text>
        </Group>
        <ActionIcon variant="subtle" color="gray" onClick={onDismiss} aria-label={t('ENDED_MEETING_DISMISS')}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="lg" mt="sm" wrap="wrap">
        {figures.map((figure) => (
          <Stack key={figure.label} gap={0}>
            <Text size="xl" fw={700}>
              {figure.value}
            </Text>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
          </Stack>
        ))}
      </Group>
      <Anchor component={Link} to={summary} size="sm" mt="sm" display="inline-block">
        {t('ENDED_MEETING_SUMMARY')}
      </Anchor>
    </Card>
  );
}
