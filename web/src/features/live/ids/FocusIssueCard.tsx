import { Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconCheck, IconListCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { textAsHtml } from '../../../components/textAsHtml';
import { useItem } from '../../items/api/entityCache';
import { openItemPopup } from '../../items/popups/store';
import { useAttendeeName } from '../attendees/useAttendeeName';
import { useLiveItemCall } from '../items/useLiveItemCall';
import { useLive } from '../LiveMeetingContext';

/** DiscussSolve: the focus issue being discussed, big, with Solved / Not solved and Add To-Do. */
export function FocusIssueCard() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const nameOf = useAttendeeName();
  const focusId = state.focusIssueIds[state.focusIndex] ?? null;
  const issue = useItem('issue', focusId);
  const { call, busy } = useLiveItemCall('issue');
  if (!focusId) return null;
  const next = (wasSolved: boolean) =>
    void call(focusId, (send) => send('next-focus-issue', { wasSolved, focusIssueId: focusId }));
  const owner = issue.data?.owner ?? null;
  return (
    <Card withBorder padding="lg" mb="md" component="section" aria-label={t('LIVE_IDS_FOCUS')}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('LIVE_IDS_FOCUS_OF', { 0: state.focusIndex + 1, 1: state.focusIssueIds.length })}
      </Text>
      {issue.data ? (
        <Group gap="sm" wrap="nowrap" my="sm">
          {owner && <PersonAvatar person={owner} size="md" role="img" aria-label={nameOf(owner)} />}
          <Title order={4} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {issue.data.title}
          </Title>
        </Group>
      ) : (
        <Skeleton height={32} my="sm" />
      )}
      {canWrite && (
        <Group gap="xs" wrap="wrap">
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={busy}
            onClick={() => next(true)}
          >
            {t('LIVE_IDS_SOLVED')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy}
            onClick={() => next(false)}
          >
            {t('LIVE_IDS_NOT_SOLVED')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconListCheck size={16} aria-hidden />}
            onClick={() =>
              openItemPopup({
                kind: 'todo',
                tractionId: state.meetingId,
                // The issue's owner usually takes the To-Do; its notes say which issue it solves.
                prefill: issue.data
                  ? {
                      owners: owner ? [owner] : undefined,
                      contentHtml: textAsHtml(t('LIVE_IDS_TODO_FROM_ISSUE', { 0: issue.data.title })),
                    }
                  : undefined,
              })
            }
          >
            {t('LIVE_IDS_ADD_TODO')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
