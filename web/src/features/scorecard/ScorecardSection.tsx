import { SCORECARD_GUIDANCE, SCORECARD_WEEKS, weekIntervalId } from '@eos/domain';
import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { useShellContext } from '../../shell/useShellContext';
import { openItemPopup } from '../items/popups/store';
import { GuideLink } from '../learning/GuideLink';
import type { ScorecardView } from './gridColumns';
import { weekLabel } from './gridColumns';
import { ScorecardGrid } from './ScorecardGrid';
import { ScorecardToolbar } from './ScorecardToolbar';
import { useMeetingScorecard, useScorecardGrid } from './scorecardQueries';
import { useScorecardLive } from './useScorecardLive';

/** The Monday `weeks` weeks after (negative: before) the Monday given. */
function shiftWeeks(monday: string, weeks: number): string {
  return dayjs(monday)
    .add(weeks * 7, 'day')
    .format('YYYY-MM-DD');
}

/**
 * The meeting's Scorecard (issue 5): its measurables by week, the 13 weeks ending this week first,
 * older ones a click away; monthly and quarterly roll-ups; the 5-to-15 guidance; live numbers.
 */
export function ScorecardSection({ tractionId }: { tractionId: string }) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const titleId = useId();
  const thisWeek = weekIntervalId(dayjs().format('YYYY-MM-DD'));
  const [end, setEnd] = useState(thisWeek);
  const [view, setView] = useState<ScorecardView>('weekly');
  const scorecard = useMeetingScorecard(tractionId, !isObserver);
  const grid = useScorecardGrid(scorecard.data?.id, end);
  useScorecardLive(scorecard.data?.id);

  const data = grid.data;
  const count = data?.measurables.length ?? 0;
  const failed = scorecard.isError || (grid.isError && !data);
  // No scorecard yet (an Observer's view before anyone made it): nothing to show.
  const none = scorecard.data === null;
  const loading = !failed && !none && !data;
  const first = data?.intervals[0];
  const last = data?.intervals[data.intervals.length - 1];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Group justify="space-between" mb="xs" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconChartBar size={20} aria-hidden />
          <Title order={2} size="h4" id={titleId}>
            {t('TRACTION_LIST_SCORECARD')}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          <GuideLink guide="scorecard" />
          {!isObserver && (
            <Tooltip label={t('SCORECARD_ADD')}>
              <ActionIcon
                variant="light"
                aria-label={t('SCORECARD_ADD')}
                onClick={() => openItemPopup({ kind: 'measurable', tractionId })}
              >
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {data && (count < SCORECARD_GUIDANCE.min || count > SCORECARD_GUIDANCE.max) && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('SCORECARD_GUIDANCE', { 0: count })}
        </Text>
      )}
      {/* Views and older weeks only mean something once there are measurables. */}
      {count > 0 && (
        <ScorecardToolbar
          view={view}
          onViewChange={setView}
          onOlder={() => setEnd((e) => shiftWeeks(e, -SCORECARD_WEEKS))}
          onNewer={end < thisWeek ? () => setEnd((e) => shiftWeeks(e, SCORECARD_WEEKS)) : undefined}
          range={first && last ? t('SCORECARD_WEEKS_SHOWN', { 0: weekLabel(first), 1: weekLabel(last) }) : undefined}
        />
      )}
      {failed ? (
        <Group gap="xs">
          <Text size="sm" role="alert">
            {t('SCORECARD_LOAD_FAILED')}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => void (scorecard.isError ? scorecard.refetch() : grid.refetch())}
          >
            {t('SCORECARD_RETRY')}
          </Button>
        </Group>
      ) : loading ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('SCORECARD_LOADING')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={32} radius="sm" />
          ))}
        </Stack>
      ) : none || count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('TRACTION_EMPTY_SCORECARD')}
        </Text>
      ) : (
        data && <ScorecardGrid grid={data} end={end} view={view} busy={grid.isPlaceholderData} />
      )}
    </Card>
  );
}
