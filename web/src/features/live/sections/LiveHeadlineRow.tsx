import type { Headline } from '@eos/domain';
import { Badge, Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { isReviewed } from '../../items/headlines/headlineApi';
import { openItemPopup } from '../../items/popups/store';
import { AddAsIssueButton } from '../items/AddAsIssueButton';
import { LiveItemRow } from '../items/LiveItemRow';
import { useLiveItemCall } from '../items/useLiveItemCall';
import { useLive } from '../LiveMeetingContext';

/** A headline in the meeting: reviewed through the hub (review-headline), and Add as issue. */
export function LiveHeadlineRow({ headline }: { headline: Headline }) {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const { call, busy } = useLiveItemCall('headline');
  const reviewed = isReviewed(headline) || state.reviewedHeadlineIds.includes(headline.id);
  let control = (
    <Badge variant="light" color="gray">
      {t('HEADLINE_TO_REVIEW')}
    </Badge>
  );
  if (reviewed) {
    control = (
      <Badge variant="light" color="green" leftSection={<IconCheck size={12} aria-hidden />}>
        {t('HEADLINE_REVIEWED')}
      </Badge>
    );
  } else if (canWrite && headline.abilities.canEdit) {
    control = (
      <Button
        size="compact-xs"
        variant="default"
        loading={busy}
        aria-label={t('LIVE_MARK_REVIEWED_OF', { 0: headline.title })}
        onClick={() => void call(headline.id, (send) => send('review-headline', { headlineId: headline.id }))}
      >
        {t('LIVE_MARK_REVIEWED')}
      </Button>
    );
  }
  return (
    <LiveItemRow
      control={control}
      title={headline.title}
      dimmed={reviewed}
      onOpen={() => openItemPopup({ kind: 'headline', id: headline.id })}
      owner={headline.owner}
      actions={<AddAsIssueButton source="headline" id={headline.id} title={headline.title} />}
    />
  );
}
