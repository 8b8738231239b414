import { PLAN_HANDLES, type PlanHandle } from '@eos/domain';
import { Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { planNameKey, planPeriodKey } from '../format';

interface PlanChoiceProps {
  value: PlanHandle;
  onChange: (plan: PlanHandle) => void;
  /** A plan's price per seat for its own period, written out. */
  priceOf: (plan: PlanHandle) => string | null;
}

const PLANS: readonly PlanHandle[] = [PLAN_HANDLES.monthly, PLAN_HANDLES.annual];

/** Monthly or annual, each with its price per user for its period (a month, or a year). */
export function PlanChoice({ value, onChange, priceOf }: PlanChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('BILLING_CHOOSE_PLAN')} value={value} onChange={(next) => onChange(next as PlanHandle)}>
      <Stack gap="xs" mt="xs">
        {PLANS.map((plan) => {
          const price = priceOf(plan);
          return (
            <Paper key={plan} withBorder p="sm">
              <Radio
                value={plan}
                label={t(planNameKey(plan))}
                description={price ? t(planPeriodKey(plan), { 0: price }) : undefined}
                disabled={!price}
              />
            </Paper>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt={4}>
        {t('BILLING_PLAN_HELP')}
      </Text>
    </Radio.Group>
  );
}
