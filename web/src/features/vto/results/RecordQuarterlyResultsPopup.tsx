import { formatMeasuredValue, type VtoRevision, valueAffixes } from '@eos/domain';
import { Accordion, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { readDraft } from '../../scorecard/numberDraft';
import { recordActualValues } from '../issues/vtoIssueApi';
import { actualResults, actualText, type ResultsPlan, recordable } from './actuals';

interface Props {
  vto: VtoRevision;
  onClose: () => void;
}

function PlanInputs({
  plan,
  typed,
  onType,
}: {
  plan: ResultsPlan;
  typed: Record<string, string>;
  onType: (id: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const figures = recordable(plan);
  if (figures.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('VTO_RESULTS_NONE')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {figures.map(({ metric }) => {
        const { prefix, suffix } = valueAffixes(metric);
        const text = typed[metric.id] ?? '';
        const target =
          metric.value === null ? t('VTO_NOT_SET') : formatMeasuredValue(metric.value, metric, user.userLocale);
        return (
          <TextInput
            key={metric.id}
            label={t('VTO_RESULTS_ACTUAL', { title: metric.title })}
            description={t('VTO_RESULTS_TARGET', { value: target })}
            inputMode="decimal"
            leftSection={prefix || undefined}
            rightSection={suffix || undefined}
            value={text}
            onChange={(e) => onType(metric.id, e.currentTarget.value)}
            error={readDraft(text).kind === 'invalid' ? t('VAL_NUMBER') : undefined}
          />
        );
      })}
    </Stack>
  );
}

/**
 * Record quarterly results (001 §2, §3, §7): an actual for each figure of the quarterly plan, then of
 * the one-year plan (collapsed), saved in one POST .../metrics/actual-values.
 */
export function RecordQuarterlyResultsPopup({ vto, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { quarterlyPlan, oneYearPlan } = vto.traction;
  const plans = [quarterlyPlan, oneYearPlan].filter((p): p is NonNullable<typeof p> => p !== null);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(plans.flatMap((p) => recordable(p).map(({ metric }) => [metric.id, actualText(metric)]))),
  );
  const [saving, setSaving] = useState(false);
  const invalid = Object.values(typed).some((text) => readDraft(text).kind === 'invalid');
  const onType = (id: string, text: string) => setTyped((prev) => ({ ...prev, [id]: text }));

  const save = async () => {
    setSaving(true);
    try {
      const ids = { collectionId: vto.collectionId, revisionId: vto.revisionId };
      await recordActualValues(queryClient, ids, actualResults(plans, typed));
      showSuccess(t('VTO_RESULTS_SAVED'));
      onClose();
    } catch (error) {
      showSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('VTO_RECORD_RESULTS')} size="lg">
      <Stack gap="md">
        {quarterlyPlan && (
          <section aria-label={t('VTO_RESULTS_QUARTER')}>
            <Text fw={600} mb="xs">
              {t('VTO_RESULTS_QUARTER')}
            </Text>
            <PlanInputs plan={quarterlyPlan} typed={typed} onType={onType} />
          </section>
        )}
        {oneYearPlan && (
          <Accordion variant="contained">
            <Accordion.Item value="one-year">
              <Accordion.Control>{t('VTO_ONE_YEAR_PLAN')}</Accordion.Control>
              <Accordion.Panel>
                <PlanInputs plan={oneYearPlan} typed={typed} onType={onType} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('VTO_CANCEL')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={invalid}>
            {t('VTO_RESULTS_SAVE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
