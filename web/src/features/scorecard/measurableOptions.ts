import {
  allowedDecimalPlaces,
  ComparisonGoals,
  CURRENCY_PREFIXES,
  type MeasurableUnit,
  MeasurableUnits,
  Rollups,
  type ValueScale,
  ValueScales,
} from '@eos/domain';
import type { TFunction } from '../../app/i18n';

/** '>= Greater or equal', '<= Less or equal', '> Greater', '< Less', '= Equal'. */
export function comparisonOptions(t: TFunction) {
  return ComparisonGoals.map((value) => ({ value, label: t(`MEASURABLE_COMPARISON_${value}`) }));
}

/** Units; a currency shows its prefix: 'Dollar ($)', 'Yen (¥)'. */
export function unitOptions(t: TFunction) {
  return MeasurableUnits.map((value) => {
    const name = t(`MEASURABLE_UNIT_${value}`);
    const prefix = (CURRENCY_PREFIXES as Partial<Record<MeasurableUnit, string>>)[value]?.trim();
    return { value, label: prefix ? t('MEASURABLE_UNIT_CURRENCY', { 0: name, 1: prefix }) : name };
  });
}

/** One, Thousand (k), Million (M), Billion (B). */
export function scaleOptions(t: TFunction) {
  return ValueScales.map((value) => ({ value, label: t(`MEASURABLE_SCALE_${value}`) }));
}

export function rollupOptions(t: TFunction) {
  return Rollups.map((value) => ({ value, label: t(`MEASURABLE_ROLLUP_${value}`) }));
}

/** The decimal places this unit and scale allow (001 §5): Yen and Dong none, currencies 0 or 2, else 0–3. */
export function decimalOptions(unit: MeasurableUnit, scale: ValueScale) {
  return allowedDecimalPlaces(unit, scale).map((n) => ({ value: String(n), label: String(n) }));
}
