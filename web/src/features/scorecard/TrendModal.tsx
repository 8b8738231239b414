import '@mantine/charts/styles.layer.css';
import { formatGoal, formatMeasuredValue } from '@eos/domain';
import { LineChart } from '@mantine/charts';
import { Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import { weekLabel, weekValue } from './gridColumns';
import type { GridMeasurable } from './scorecardApi';

interface TrendModalProps {
  /** The measurable to chart; null keeps the modal closed. */
  measurable: GridMeasurable | null;
  intervals: string[];
  locale: string;
  onClose: () => void;
}

/**
 * A measurable's trend (issue 5 §3): its numbers over the weeks shown as a line, the goal as a
 * reference line. The same numbers follow as a table for screen readers.
 */
export function TrendModal({ measurable: m, intervals, locale, onClose }: TrendModalProps) {
  const { t } = useTranslation();
  if (!m) return null;
  const format = (value: number) => formatMeasuredValue(value, m, locale);
  const goal = formatGoal(m.goalValue, m.comparison, m, locale);
  const data = intervals.map((id) => ({ week: weekLabel(id), value: weekValue(m, id) }));
  const hasValues = data.some((d) => d.value !== null);
  return (
    <Modal opened onClose={onClose} title={t('MEASURABLE_TREND_TITLE', { 0: m.title })} size="xl" centered>
      {!hasValues && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('MEASURABLE_TREND_EMPTY')}
        </Text>
      )}
      <div role="img" aria-label={t('MEASURABLE_TREND_CHART', { 0: m.title, 1: goal })}>
        <LineChart
          h={280}
          data={data}
          dataKey="week"
          series={[{ name: 'value', label: t('MEASURABLE_TREND_VALUE'), color: 'blue.7' }]}
          referenceLines={[
            // extendDomain: a goal far above or below the numbers still shows.
            { y: m.goalValue, label: t('MEASURABLE_PREVIEW', { 0: goal }), color: 'red.7', ifOverflow: 'extendDomain' },
          ]}
          valueFormatter={format}
          connectNulls={false}
          curveType="linear"
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('MEASURABLE_TREND_TITLE', { 0: m.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('MEASURABLE_TREND_WEEK')}</th>
              <th scope="col">{t('MEASURABLE_TREND_VALUE')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.week}>
                <th scope="row">{d.week}</th>
                <td>{d.value === null ? '' : format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Modal>
  );
}
