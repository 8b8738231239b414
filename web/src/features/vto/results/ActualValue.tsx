import { formatMeasuredValue, type VtoMetric } from '@eos/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { targetMet } from './actuals';

/** A figure's recorded actual beside its target (001 §3): green when met (actual ≥ target), red when not. */
export function ActualValue({ metric }: { metric: VtoMetric }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  if (metric.hidden || !metric.actual) return null;
  const met = targetMet(metric);
  const value = formatMeasuredValue(metric.actual.value, { ...metric, ...metric.actual }, user.userLocale);
  return (
    <Text size="sm" component="span" c={met === null ? 'dimmed' : met ? 'green.8' : 'red.8'}>
      {t(met === false ? 'VTO_ACTUAL_MISSED' : 'VTO_ACTUAL', { value })}
    </Text>
  );
}
