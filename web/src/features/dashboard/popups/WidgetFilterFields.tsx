import type { WidgetType } from '@eos/domain';
import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { type FilterChoice, isChoiceComplete } from '../filters';

const STATUSES = ['ToReview', 'Reviewed'] as const;

interface WidgetFilterFieldsProps {
  type: WidgetType;
  value: FilterChoice;
  onChange: (value: FilterChoice) => void;
}

/**
 * The filter options of step 2 and of Apply Filter (000 §3): Mine and Others, and for headlines the
 * review states behind the headline-status-filter flag. At least one of each group must stay on.
 */
export function WidgetFilterFields({ type, value, onChange }: WidgetFilterFieldsProps) {
  const { t } = useTranslation();
  const reviewStates = useFeatureFlag('headline-status-filter') && type === 'headlines';
  const toggleStatus = (status: (typeof STATUSES)[number], on: boolean) =>
    onChange({
      ...value,
      statuses: STATUSES.filter((s) => (s === status ? on : value.statuses.includes(s))),
    });
  return (
    <Stack gap="md">
      <Fieldset variant="unstyled" legend={t('WIDGET_FILTER_OWNER')}>
        <Stack gap="xs" mt={6}>
          <Checkbox
            label={t('WIDGET_FILTER_MINE')}
            checked={value.mine}
            onChange={(e) => onChange({ ...value, mine: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('WIDGET_FILTER_OTHERS')}
            checked={value.others}
            onChange={(e) => onChange({ ...value, others: e.currentTarget.checked })}
          />
        </Stack>
      </Fieldset>
      {reviewStates && (
        <Fieldset variant="unstyled" legend={t('WIDGET_FILTER_REVIEW')}>
          <Stack gap="xs" mt={6}>
            {STATUSES.map((status) => (
              <Checkbox
                key={status}
                label={t(`WIDGET_STATUS_${status}`)}
                checked={value.statuses.includes(status)}
                onChange={(e) => toggleStatus(status, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        </Fieldset>
      )}
      {!isChoiceComplete(type, value) && (
        <Text size="sm" c="dimmed" role="status">
          {t('WIDGET_FILTER_PICK_ONE')}
        </Text>
      )}
    </Stack>
  );
}
