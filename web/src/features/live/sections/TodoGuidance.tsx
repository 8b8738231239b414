import { Alert } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { TODO_WEEKLY_GOAL_PERCENT } from '../constants';
import { useLiveRecap } from '../useLiveRecap';

/** The 90% guidance (001 §9) with this week's To-Do completion rate. */
export function TodoGuidance() {
  const { t } = useTranslation();
  const recap = useLiveRecap();
  const rate = recap.data?.todoCompletionRate;
  const met = rate !== undefined && rate !== null && rate >= TODO_WEEKLY_GOAL_PERCENT;
  let figure = '';
  if (rate === null) figure = t('LIVE_TODO_RATE_NONE');
  else if (rate !== undefined) figure = t('LIVE_TODO_RATE', { 0: Math.round(rate) });
  return (
    <Alert color={met ? 'green' : rate === undefined || rate === null ? 'blue' : 'orange'} variant="light" mb="sm">
      {t('LIVE_TODO_GUIDANCE', { 0: TODO_WEEKLY_GOAL_PERCENT })} {figure}
    </Alert>
  );
}
