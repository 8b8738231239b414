import { DATE_FORMATS, formatMeasuredValue, type VtoMetric } from '@eos/domain';
import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { ActualValue } from '../results/ActualValue';
import { Labelled, NumberedList } from './VtoPart';

/** A plan's date as the paper V/TO writes it ('December 31, 2030'); a calendar date, no time zone. */
export function formatFutureDate(date: string): string {
  return dayjs(date.slice(0, 10)).format(DATE_FORMATS.longWithYear);
}

/** One figure with the Scorecard's units, scale and decimals; an LT-only figure hidden from this user says so. */
export function MetricLine({ metric }: { metric: VtoMetric }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  let value = (
    <Text size="sm" c="dimmed" component="span">
      {t('VTO_NOT_SET')}
    </Text>
  );
  if (metric.hidden)
    value = (
      <Group gap={4} component="span" wrap="nowrap">
        <IconLock size={14} aria-hidden />
        <Text size="sm" c="dimmed" component="span" fs="italic">
          {t('VTO_LT_ONLY')}
        </Text>
      </Group>
    );
  else if (metric.value !== null)
    value = (
      <Text size="sm" fw={600} component="span">
        {formatMeasuredValue(metric.value, metric, user.userLocale)}
      </Text>
    );
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" component="li">
      <Text size="sm" component="span">
        {metric.title}
      </Text>
      <Group gap="xs" component="span" wrap="wrap">
        {value}
        <ActualValue metric={metric} />
      </Group>
    </Group>
  );
}

interface PlanLike {
  futureDate: string | null;
  financialMetrics: VtoMetric[];
  measurables: VtoMetric[];
}

/** The figures at the top of a plan: the date, revenue and profit, then the measurables. */
export function PlanFigures({ plan }: { plan: PlanLike }) {
  const { t } = useTranslation();
  const metrics = [...plan.financialMetrics, ...plan.measurables];
  return (
    <>
      <Labelled label={t('VTO_FUTURE_DATE')}>
        <Text size="sm">{plan.futureDate ? formatFutureDate(plan.futureDate) : t('VTO_NOT_SET')}</Text>
      </Labelled>
      {metrics.length > 0 && (
        <ul aria-label={t('VTO_FIGURES')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {metrics.map((metric) => (
            <MetricLine key={metric.id} metric={metric} />
          ))}
        </ul>
      )}
    </>
  );
}

/** A plan's goals ('What does it look like?', the year's goals), numbered. */
export function PlanGoals({ label, goals }: { label: string; goals: { id: string; title: string }[] }) {
  const { t } = useTranslation();
  return (
    <Labelled label={label}>
      {goals.length > 0 ? (
        <NumberedList items={goals} label={label} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('VTO_NO_GOALS')}
        </Text>
      )}
    </Labelled>
  );
}
