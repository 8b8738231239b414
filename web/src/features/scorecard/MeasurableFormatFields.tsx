import {
  allowedDecimalPlaces,
  type ComparisonGoal,
  defaultRollup,
  keepNumberCharacters,
  LIMITS,
  type MeasurableUnit,
  type Rollup,
  type ValueScale,
} from '@eos/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n';
import type { MeasurableForm } from './measurableFormValues';
import { comparisonOptions, decimalOptions, rollupOptions, scaleOptions, unitOptions } from './measurableOptions';

interface MeasurableFormatFieldsProps {
  form: MeasurableForm;
  readOnly?: boolean;
  /** Beside the roll-up: the assistant field. */
  assistant: ReactNode;
}

const COMBOBOX = { withinPortal: true } as const;

/**
 * The goal and how numbers read: comparison, goal value (a number field: digits, one dot, a leading
 * minus, at most 15 characters), unit, scale, decimal places and roll-up. A unit or scale that no
 * longer allows the chosen decimals puts them back to 0 (001 §5).
 */
export function MeasurableFormatFields({ form, readOnly = false, assistant }: MeasurableFormatFieldsProps) {
  const { t } = useTranslation();
  const { values } = form;

  const setFormat = (unitOfMeasure: MeasurableUnit, valueScale: ValueScale) => {
    const keeps = allowedDecimalPlaces(unitOfMeasure, valueScale).includes(values.decimalPlaces);
    // A roll-up nobody changed from the unit's default follows the new unit's default.
    const followsUnit = values.rollup === defaultRollup(values.unitOfMeasure);
    form.setValues({
      unitOfMeasure,
      valueScale,
      ...(keeps ? {} : { decimalPlaces: 0 }),
      ...(followsUnit ? { rollup: defaultRollup(unitOfMeasure) } : {}),
    });
  };

  const select = (field: 'comparison' | 'unitOfMeasure' | 'valueScale' | 'rollup' | 'decimalPlaces') => ({
    ...form.getInputProps(field),
    allowDeselect: false,
    withAsterisk: !readOnly,
    disabled: readOnly,
    comboboxProps: COMBOBOX,
  });

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('MEASURABLE_FIELD_COMPARISON')}
          data={comparisonOptions(t)}
          {...select('comparison')}
          onChange={(value) => value && form.setFieldValue('comparison', value as ComparisonGoal)}
        />
        <TextInput
          label={t('MEASURABLE_FIELD_GOAL')}
          withAsterisk={!readOnly}
          disabled={readOnly}
          inputMode="decimal"
          autoComplete="off"
          maxLength={LIMITS.numberMax}
          {...form.getInputProps('goalValue')}
          onChange={(event) => form.setFieldValue('goalValue', keepNumberCharacters(event.currentTarget.value))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('MEASURABLE_FIELD_UNIT')}
          data={unitOptions(t)}
          maxDropdownHeight="22rem"
          {...select('unitOfMeasure')}
          onChange={(value) => value && setFormat(value as MeasurableUnit, values.valueScale)}
        />
        <Select
          label={t('MEASURABLE_FIELD_SCALE')}
          data={scaleOptions(t)}
          {...select('valueScale')}
          onChange={(value) => value && setFormat(values.unitOfMeasure, value as ValueScale)}
        />
        <Select
          label={t('MEASURABLE_FIELD_DECIMALS')}
          data={decimalOptions(values.unitOfMeasure, values.valueScale)}
          {...select('decimalPlaces')}
          value={String(values.decimalPlaces)}
          onChange={(value) => value !== null && form.setFieldValue('decimalPlaces', Number(value))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('MEASURABLE_FIELD_ROLLUP')}
          description={t('MEASURABLE_ROLLUP_HINT')}
          // Under the input, as the assistant's hint is: the two inputs stay level.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={rollupOptions(t)}
          {...select('rollup')}
          onChange={(value) => value && form.setFieldValue('rollup', value as Rollup)}
        />
        {assistant}
      </SimpleGrid>
    </>
  );
}
