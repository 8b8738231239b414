import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n';
import { SCORECARD_VIEWS, type ScorecardView } from './gridColumns';

const VIEW_LABELS: Record<ScorecardView, string> = {
  weekly: 'SCORECARD_VIEW_WEEKLY',
  monthly: 'SCORECARD_VIEW_MONTHLY',
  quarterly: 'SCORECARD_VIEW_QUARTERLY',
};

interface ScorecardToolbarProps {
  view: ScorecardView;
  onViewChange: (view: ScorecardView) => void;
  onOlder: () => void;
  /** Absent when the window already ends with this week. */
  onNewer?: () => void;
  /** 'Weeks of Oct 7 to Dec 30', once the grid is in. */
  range?: string;
}

/** Weekly / Monthly / Quarterly, and the window of 13 weeks moved back or forward. */
export function ScorecardToolbar({ view, onViewChange, onOlder, onNewer, range }: ScorecardToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mb="sm" justify="space-between" wrap="wrap">
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(value) => onViewChange(value as ScorecardView)}
        aria-label={t('SCORECARD_VIEW')}
        data={SCORECARD_VIEWS.map((v) => ({ value: v, label: t(VIEW_LABELS[v]) }))}
      />
      <Group gap={4} wrap="nowrap" aria-label={range} role="group">
        <Button size="xs" variant="subtle" leftSection={<IconChevronLeft size={14} aria-hidden />} onClick={onOlder}>
          {t('SCORECARD_OLDER_WEEKS')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          onClick={onNewer}
          disabled={!onNewer}
        >
          {t('SCORECARD_NEWER_WEEKS')}
        </Button>
      </Group>
    </Group>
  );
}
