import { formatMeasuredValue } from '@eos/domain';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import { NUMBER_CELL, statusStyle } from './cellStyle';
import type { CellStatus } from './gridColumns';
import type { GridMeasurable } from './scorecardApi';

interface ReadOnlyCellProps {
  measurable: GridMeasurable;
  value: number | null;
  status: CellStatus;
  locale: string;
}

/** A number the user may not change here (someone else's week, a month or quarter, a total). */
export function ReadOnlyCell({ measurable, value, status, locale }: ReadOnlyCellProps) {
  const { t } = useTranslation();
  return (
    <td style={{ ...NUMBER_CELL, padding: '0 8px', ...statusStyle(status) }}>
      {value === null ? '' : formatMeasuredValue(value, measurable, locale)}
      {status && <VisuallyHidden> {t(status === 'on' ? 'SCORECARD_ON_TRACK' : 'SCORECARD_OFF_TRACK')}</VisuallyHidden>}
    </td>
  );
}
