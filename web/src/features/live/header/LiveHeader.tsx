import { Group } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { GuideLink } from '../../learning/GuideLink';
import { ReactionBar } from '../reactions/ReactionBar';
import { MeetingClock } from './MeetingClock';
import { MeetingControls } from './MeetingControls';
import { StatusBadge } from './StatusBadge';

/** The meeting's clock and status, its controls and the reactions; wraps onto more lines on a phone. */
export function LiveHeader() {
  const { t } = useTranslation();
  return (
    <Group component="header" aria-label={t('LIVE_CONTROLS')} justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <MeetingClock />
        <StatusBadge />
        <GuideLink guide="level-10-meeting" newTab />
      </Group>
      <ReactionBar />
      <MeetingControls />
    </Group>
  );
}
