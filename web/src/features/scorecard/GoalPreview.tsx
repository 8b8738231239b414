import { formatGoal, NUMBER_PATTERN } from '@eos/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import { useShellContext } from '../../shell/useShellContext';
import type { MeasurableFormValues } from './measurableFormValues';

/**
 * The live preview of the goal as the grid will show it ('Goal: >= $1.50M'), once comparison, goal,
 * unit, scale and scorecard exist (001 §5). Announced politely as it changes.
 */
export function GoalPreview({ values }: { values: MeasurableFormValues }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const goal = values.goalValue.trim();
  const ready =
    Boolean(values.scorecardId && values.comparison && values.unitOfMeasure && values.valueScale) &&
    NUMBER_PATTERN.test(goal);
  return (
    <Text size="sm" fw={500} aria-live="polite" mih={20}>
      {ready
        ? t('MEASURABLE_PREVIEW', { 0: formatGoal(Number(goal), values.comparison, values, user.userLocale) })
        : ''}
    </Text>
  );
}
