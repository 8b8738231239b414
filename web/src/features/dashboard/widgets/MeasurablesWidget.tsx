import { weekIntervalId } from '@eos/domain';
import { Box, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { openItemPopup } from '../../items/popups/store';
import { weekLabel } from '../../scorecard/gridColumns';
import { MeasurablesWidgetRow, WEEK_COLUMN_WIDTH } from './MeasurablesWidgetRow';
import { useMyMeasurables } from './measurableWidgetApi';
import { useMyMeasurablesLive } from './measurableWidgetLive';
import { useMyMeasurableSave } from './measurableWidgetSave';
import type { WidgetBodyProps } from './types';

/**
 * The measurables widget (001 §3): the viewer's own measurables across every meeting's Scorecard,
 * each with this week's number in the Scorecard's own cell (typed, saved and coloured by goal as in
 * the grid), read-only where the grid would be. No filters: always the viewer's own.
 */
export function MeasurablesWidget({ readOnly }: WidgetBodyProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  // This week, by the viewer's own calendar (the grid asks the same way).
  const end = weekIntervalId(dayjs().format('YYYY-MM-DD'));
  const query = useMyMeasurables(end);
  const save = useMyMeasurableSave(end);
  const data = query.data;
  useMyMeasurablesLive(data?.measurables.map((m) => m.scorecardId) ?? []);
  const week = data?.intervals[0] ?? end;

  let content: ReactNode;
  if (!data && query.isError) {
    content = (
      <Group gap="xs" py={6}>
        <Text size="sm" role="alert">
          {t('MEASURABLES_WIDGET_LOAD_FAILED')}
        </Text>
        <Button size="xs" variant="subtle" onClick={() => void query.refetch()}>
          {t('MEASURABLES_WIDGET_RETRY')}
        </Button>
      </Group>
    );
  } else if (!data) {
    content = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('MEASURABLES_WIDGET_LOADING')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} radius="sm" />
        ))}
      </Stack>
    );
  } else if (data.measurables.length === 0) {
    content = <MeasurablesWidgetEmpty readOnly={readOnly} />;
  } else {
    content = (
      // Fixed layout: a long title wraps inside its column instead of widening the card.
      <Table layout="fixed" verticalSpacing={4} withRowBorders w="100%">
        <caption>
          <VisuallyHidden>{t('MEASURABLES_WIDGET_TABLE', { 0: weekLabel(week) })}</VisuallyHidden>
        </caption>
        <colgroup>
          <col />
          <col style={{ width: WEEK_COLUMN_WIDTH }} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('SCORECARD_COL_MEASURABLE')}</Table.Th>
            <Table.Th scope="col" style={{ width: WEEK_COLUMN_WIDTH, textAlign: 'right' }}>
              {t('MEASURABLES_WIDGET_WEEK', { 0: weekLabel(week) })}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.measurables.map((m, index) => (
            <MeasurablesWidgetRow
              key={m.id}
              measurable={m}
              intervalId={week}
              index={index}
              canEnter={!readOnly && m.abilities.canEnterValues}
              locale={user.userLocale}
              onSave={save}
            />
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Box h="100%" style={{ overflowY: 'auto', overflowX: 'hidden' }}>
      {content}
    </Box>
  );
}

/** None owned: where measurables come from, and for those who may, the way to add the first one. */
function MeasurablesWidgetEmpty({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{t('MEASURABLES_WIDGET_EMPTY')}</Text>
      <Text size="sm" c="dimmed">
        {t('MEASURABLES_WIDGET_EMPTY_HINT')}
      </Text>
      {!readOnly && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => openItemPopup({ kind: 'measurable' })}
        >
          {t('SCORECARD_ADD')}
        </Button>
      )}
    </Stack>
  );
}
