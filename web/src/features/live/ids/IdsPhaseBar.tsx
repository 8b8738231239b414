import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';
import { IDS_PHASE_LABEL, isDone, isPicking } from './idsPhases';

/** Where IDS stands (state.idsStatus) and the one step that moves it on from there. */
export function IdsPhaseBar() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const { send, busy } = useLiveSend();
  const status = state.idsStatus;
  let hint = '';
  let step: { label: string; run: () => void; disabled?: boolean } | null = null;
  if (status === 'Reviewing') {
    hint = t('LIVE_IDS_REVIEWING_HINT');
    step = { label: t('LIVE_IDS_START_PRIORITIZING'), run: () => void send('start-prioritization', {}) };
  } else if (isPicking(status)) {
    hint = t('LIVE_IDS_PICK_HINT');
    step = {
      label: t('LIVE_IDS_START_DISCUSSING'),
      run: () => void send('start-focus-group', {}),
      disabled: state.focusIssueIds.length === 0,
    };
  } else if (status === 'DiscussSolve') {
    step = { label: t('LIVE_IDS_END_DISCUSSION'), run: () => void send('end-focus-group', {}) };
  } else if (isDone(status)) {
    hint = status === 'Complete' ? t('LIVE_IDS_COMPLETE_HINT') : t('LIVE_IDS_DISCUSSED_HINT');
    step = { label: t('LIVE_IDS_PRIORITIZE_AGAIN'), run: () => void send('start-prioritization', {}) };
  }
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mb="sm">
      <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
        <Badge size="lg" variant="light">
          {t(IDS_PHASE_LABEL[status])}
        </Badge>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Group>
      {canWrite && step && (
        <Button onClick={step.run} disabled={busy || step.disabled}>
          {step.label}
        </Button>
      )}
    </Group>
  );
}
