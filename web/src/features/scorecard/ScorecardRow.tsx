import { displayName, formatGoal } from '@eos/domain';
import type { DraggableProvided } from '@hello-pangea/dnd';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../app/i18n';
import { PersonAvatar } from '../../components/pickers/PersonAvatar';
import { useShellContext } from '../../shell/useShellContext';
import { openItemPopup } from '../items/popups/store';
import { cellStatus, columnValue, type GridColumn, type ScorecardView, totals } from './gridColumns';
import { MeasurableRowMenu } from './MeasurableRowMenu';
import { ReadOnlyCell } from './ReadOnlyCell';
import type { GridMeasurable } from './scorecardApi';
import type { SaveValue } from './useMeasuredValueSave';
import { ValueCell } from './ValueCell';

/** The first column stays in view while the weeks scroll sideways (375 px). */
/** The measurable column's width: fixed, so the goal column can be kept right beside it. */
const NAME_COLUMN_WIDTH = 'clamp(140px, 40vw, 260px)';

const KEPT: CSSProperties = {
  position: 'sticky',
  zIndex: 1,
  // The card's own background (Card is dark-6 in the dark scheme), so the kept column hides what scrolls under it.
  background: 'light-dark(var(--mantine-color-white), var(--mantine-color-dark-6))',
};

/** The measurable column, kept in view while the weeks scroll. */
export const STICKY_CELL: CSSProperties = {
  ...KEPT,
  left: 0,
  width: NAME_COLUMN_WIDTH,
  minWidth: NAME_COLUMN_WIDTH,
  maxWidth: NAME_COLUMN_WIDTH,
};

/** The goal column, kept beside the measurable's name: a number means little without its goal. */
export const GOAL_CELL: CSSProperties = {
  ...KEPT,
  left: NAME_COLUMN_WIDTH,
  whiteSpace: 'nowrap',
  padding: '0 8px',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
};

interface ScorecardRowProps {
  measurable: GridMeasurable;
  /** Its place among the rows, for the keyboard moves between cells. */
  index: number;
  view: ScorecardView;
  columns: GridColumn[];
  intervals: string[];
  /** Whether this user may type this row's weekly numbers now. */
  canEnter: boolean;
  locale: string;
  /** A phone: the goal goes under the name, so this week's number fits beside it. */
  narrow?: boolean;
  onSave: SaveValue;
  onTrend: (measurable: GridMeasurable) => void;
  /** Given when the row can be dragged to another place. */
  drag?: DraggableProvided;
}

/** One measurable: handle, owner, title (opens it), goal, a number per column, total, average, menu. */
export function ScorecardRow({
  measurable: m,
  index,
  view,
  columns,
  intervals,
  canEnter,
  locale,
  narrow = false,
  onSave,
  onTrend,
  drag,
}: ScorecardRowProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const { total, average } = totals(m, intervals);
  const ownerName = m.owner ? displayName(m.owner, user.nameDisplayStyle) : '';
  return (
    <tr ref={drag?.innerRef} {...drag?.draggableProps} style={drag?.draggableProps.style}>
      <th scope="row" style={{ ...STICKY_CELL, fontWeight: 'normal', textAlign: 'left' }}>
        <Group gap={6} wrap="nowrap">
          {drag && (
            <Box
              {...drag.dragHandleProps}
              aria-label={t('SCORECARD_DRAG_HANDLE', { 0: m.title })}
              style={{ cursor: 'grab', display: 'flex' }}
              c="dimmed"
            >
              <IconGripVertical size={16} aria-hidden />
            </Box>
          )}
          {m.owner && (
            <PersonAvatar
              person={m.owner}
              size={26}
              role="img"
              aria-label={t('SCORECARD_OWNER', { 0: ownerName })}
              title={ownerName}
            />
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <UnstyledButton onClick={() => openItemPopup({ kind: 'measurable', id: m.id, scorecardId: m.scorecardId })}>
              {/* Two lines at most within the kept column's width. */}
              <Text size="sm" lineClamp={2} title={m.title} style={{ wordBreak: 'break-word' }}>
                {m.title}
              </Text>
            </UnstyledButton>
            {narrow && (
              <Text size="xs" c="dimmed">
                {t('SCORECARD_GOAL_INLINE', { 0: formatGoal(m.goalValue, m.comparison, m, locale) })}
              </Text>
            )}
          </Stack>
        </Group>
      </th>
      {!narrow && (
        <td style={GOAL_CELL}>
          <Text size="sm">{formatGoal(m.goalValue, m.comparison, m, locale)}</Text>
        </td>
      )}
      {columns.map((column, col) => {
        const value = columnValue(m, column);
        const status = cellStatus(m, view, value);
        const intervalId = column.intervalIds[0];
        return canEnter && view === 'weekly' && intervalId ? (
          <ValueCell
            key={column.key}
            measurable={m}
            intervalId={intervalId}
            value={value}
            status={status}
            label={t('SCORECARD_CELL_LABEL', { 0: m.title, 1: column.label })}
            row={index}
            col={col}
            locale={locale}
            onSave={onSave}
          />
        ) : (
          <ReadOnlyCell key={column.key} measurable={m} value={value} status={status} locale={locale} />
        );
      })}
      <ReadOnlyCell measurable={m} value={total} status={null} locale={locale} />
      <ReadOnlyCell measurable={m} value={average} status={null} locale={locale} />
      <td style={{ padding: '0 4px' }}>
        <MeasurableRowMenu measurable={m} onTrend={() => onTrend(m)} />
      </td>
    </tr>
  );
}
