import type { VtoMetric } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { Labelled } from '../parts/VtoPart';
import { AddEntryForm } from './AddEntryForm';
import { MetricRow } from './MetricRow';
import { financialPath, type PlanKind } from './planPaths';
import { usePartAction } from './usePartAction';
import { useVtoWrite } from './vtoWrites';

interface PlanMetricsProps {
  kind: PlanKind;
  planId: string;
  financialMetrics: VtoMetric[];
  measurables: VtoMetric[];
}

const LIST = { m: 0, p: 0, style: { listStyle: 'none' } } as const;

/** A plan's figures: revenue and profit (which come with the plan), then its measurables, added by name. */
export function PlanMetrics({ kind, planId, financialMetrics, measurables }: PlanMetricsProps) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const action = usePartAction();
  const measurablePath = `${kind}/${planId}/measurable`;
  return (
    <>
      {financialMetrics.length > 0 && (
        <Stack component="ul" aria-label={t('VTO_FINANCIALS')} gap="xs" {...LIST}>
          {financialMetrics.map((metric) => (
            <MetricRow
              key={metric.id}
              metric={metric}
              path={financialPath(kind, planId)}
              parentIds={[planId]}
              financial
            />
          ))}
        </Stack>
      )}
      <Labelled label={t('VTO_MEASURABLES')}>
        <Stack gap="xs">
          {measurables.length > 0 && (
            <Stack component="ul" aria-label={t('VTO_MEASURABLES')} gap="xs" {...LIST}>
              {measurables.map((metric) => (
                <MetricRow
                  key={metric.id}
                  metric={metric}
                  path={measurablePath}
                  parentIds={[planId]}
                  busy={action.busy}
                  onRemove={() => void action.run(() => write('del', `${measurablePath}/${metric.id}`))}
                />
              ))}
            </Stack>
          )}
          <AddEntryForm
            label={t('VTO_ADD_MEASURABLE')}
            maxLength={100}
            busy={action.busy}
            onAdd={(title) => action.run(() => write('post', measurablePath, { title }))}
          />
        </Stack>
      </Labelled>
    </>
  );
}
