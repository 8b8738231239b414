import type { IssueSource } from '@eos/domain';
import { Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useAddAsIssue } from './useAddAsIssue';

/** 'Add as issue' on a row of the live meeting; not shown to Observers. */
export function AddAsIssueButton({ source, id, title }: { source: IssueSource; id: string; title: string }) {
  const { t } = useTranslation();
  const { canWrite } = useLive();
  const { add, busy } = useAddAsIssue();
  if (!canWrite) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconAlertCircle size={12} aria-hidden />}
      loading={busy}
      aria-label={t('LIVE_ADD_AS_ISSUE_OF', { 0: title })}
      onClick={() => void add(source, id)}
    >
      {t('LIVE_ADD_AS_ISSUE')}
    </Button>
  );
}
