import { formatGoal, type MyMeasurable } from '@eos/domain';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { openItemPopup } from '../../items/popups/store';
import { cellStatus, weekLabel, weekValue } from '../../scorecard/gridColumns';
import { ReadOnlyCell } from '../../scorecard/ReadOnlyCell';
import type { SaveValue } from '../../scorecard/useMeasuredValueSave';
import { ValueCell } from '../../scorecard/ValueCell';

/** The week's column: the Scorecard cell's own minimum and room for a scaled number ('$1,250.5k'). */
export const WEEK_COLUMN_WIDTH = 104;

interface MeasurablesWidgetRowProps {
  measurable: MyMeasurable;
  /** The week shown: its Monday. */
  intervalId: string;
  /** Its place among the rows: Enter and the arrows move between the widget's cells as in the grid. */
  index: number;
  /** The viewer may type this week's number here (the grid's rule, never read-only viewers). */
  canEnter: boolean;
  locale: string;
  onSave: SaveValue;
}

/**
 * One measurable: its title (opens the measurable), goal and meeting under it, then this week's
 * number in the Scorecard's cell, coloured against the goal as the grid colours it.
 */
export function MeasurablesWidgetRow({
  measurable: m,
  intervalId,
  index,
  canEnter,
  locale,
  onSave,
}: MeasurablesWidgetRowProps) {
  const { t } = useTranslation();
  const value = weekValue(m, intervalId);
  const status = cellStatus(m, 'weekly', value);
  const facts = t('MEASURABLES_WIDGET_GOAL_MEETING', {
    0: formatGoal(m.goalValue, m.comparison, m, locale),
    1: m.meetingTitle,
  });
  return (
    <tr>
      <th scope="row" style={{ fontWeight: 'normal', textAlign: 'left', minWidth: 0, padding: '4px 8px' }}>
        <UnstyledButton
          onClick={() => openItemPopup({ kind: 'measurable', id: m.id, scorecardId: m.scorecardId })}
          maw="100%"
        >
          {/* Two lines at most, broken anywhere: a long word must not widen the card. */}
          <Text size="sm" lineClamp={2} title={m.title} style={{ overflowWrap: 'anywhere' }}>
            {m.title}
          </Text>
        </UnstyledButton>
        <Text size="xs" c="dimmed" truncate="end" title={facts}>
          {facts}
        </Text>
      </th>
      {canEnter ? (
        <ValueCell
          boxed
          measurable={m}
          intervalId={intervalId}
          value={value}
          status={status}
          label={t('SCORECARD_CELL_LABEL', { 0: m.title, 1: weekLabel(intervalId) })}
          row={index}
          col={0}
          locale={locale}
          onSave={onSave}
        />
      ) : (
        <ReadOnlyCell measurable={m} value={value} status={status} locale={locale} />
      )}
    </tr>
  );
}
