import { FinancialUnits, keepNumberCharacters, LIMITS, type VtoMetric, valueAffixes } from '@eos/domain';
import { ActionIcon, Box, Group, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { decimalOptions, scaleOptions, unitOptions } from '../../scorecard/measurableOptions';
import { MetricLine } from '../parts/PlanFigures';
import { ActualValue } from '../results/ActualValue';
import { AutosaveConflict } from './ConflictNotice';
import { metricRequest, metricToValues, validateMetric, withFormat } from './metricValues';
import { useAutosave } from './useAutosave';
import { useVtoWrite } from './vtoWrites';

interface MetricRowProps {
  metric: VtoMetric;
  /** Below the revision: PUT and DELETE {path}/{id}. */
  path: string;
  parentIds: readonly string[];
  /** Revenue and profit: money only, and they may be kept to the leadership team. */
  financial?: boolean;
  onRemove?: () => void;
  busy?: boolean;
}

const COMBOBOX = { withinPortal: true } as const;

/**
 * One figure of a plan in place: its name, its value between the unit's prefix and suffix as the
 * Scorecard's cell shows them ('$' 12.5 'M') with its recorded actual below, unit, scale and the
 * decimals these allow.
 */
export function MetricRow({ metric, path, parentIds, financial = false, onRemove, busy }: MetricRowProps) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const autosave = useAutosave({
    server: metricToValues(metric),
    save: (values) => write('put', `${path}/${metric.id}`, metricRequest(values)),
    validate: validateMetric,
    partIds: [...parentIds, metric.id],
  });
  // A figure this user may not see cannot be edited either: saving it would overwrite what they cannot read.
  if (metric.hidden) return <MetricLine metric={metric} />;
  const { values, set, errors } = autosave;
  const { prefix, suffix } = valueAffixes(values);
  const units = unitOptions(t).filter((o) => !financial || (FinancialUnits as readonly string[]).includes(o.value));
  const name = values.title || metric.title;
  return (
    // The list item stays a list item for screen readers; the fieldset inside names the figure's fields.
    <Paper component="li" withBorder radius="sm" p="xs" {...autosave.focusProps}>
      <Box component="fieldset" aria-label={name} p={0} m={0} style={{ border: 0, minWidth: 0 }}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
            <LimitedTextInput
              label={t('VTO_METRIC_NAME')}
              size="sm"
              maxLength={100}
              value={values.title}
              onChange={(e) => set('title', e.currentTarget.value)}
              error={errors.title && t(errors.title)}
            />
            <TextInput
              label={t('VTO_METRIC_VALUE')}
              size="sm"
              inputMode="decimal"
              autoComplete="off"
              maxLength={LIMITS.numberMax}
              leftSection={prefix.trim() || undefined}
              rightSection={suffix || undefined}
              value={values.value}
              // The quarter's recorded result under its target, as the read-only page shows it.
              description={metric.actual ? <ActualValue metric={metric} /> : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              onChange={(e) => set('value', keepNumberCharacters(e.currentTarget.value))}
              error={errors.value && t(errors.value)}
            />
          </SimpleGrid>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('VTO_REMOVE_ENTRY', { title: name })}
              disabled={busy}
              onClick={onRemove}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt="xs">
          <Select
            label={t('MEASURABLE_FIELD_UNIT')}
            size="sm"
            data={units}
            value={values.unitOfMeasure}
            allowDeselect={false}
            comboboxProps={COMBOBOX}
            maxDropdownHeight="22rem"
            onChange={(v) =>
              v && autosave.setAll((all) => withFormat(all, v as typeof all.unitOfMeasure, all.valueScale))
            }
          />
          <Select
            label={t('MEASURABLE_FIELD_SCALE')}
            size="sm"
            data={scaleOptions(t)}
            value={values.valueScale}
            allowDeselect={false}
            comboboxProps={COMBOBOX}
            onChange={(v) =>
              v && autosave.setAll((all) => withFormat(all, all.unitOfMeasure, v as typeof all.valueScale))
            }
          />
          <Select
            label={t('MEASURABLE_FIELD_DECIMALS')}
            size="sm"
            data={decimalOptions(values.unitOfMeasure, values.valueScale)}
            value={String(values.decimalPlaces)}
            allowDeselect={false}
            comboboxProps={COMBOBOX}
            onChange={(v) => v !== null && set('decimalPlaces', Number(v))}
          />
        </SimpleGrid>
        {financial && (
          <Switch
            mt="xs"
            size="sm"
            label={t('VTO_LT_ONLY_SWITCH')}
            checked={values.isVisibleToLtOnly}
            onChange={(e) => set('isVisibleToLtOnly', e.currentTarget.checked)}
          />
        )}
        <AutosaveConflict autosave={autosave} />
      </Box>
    </Paper>
  );
}
