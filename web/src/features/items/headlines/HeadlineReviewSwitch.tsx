import type { Headline } from '@eos/domain';
import { Switch } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { isReviewed } from './headlineApi';
import { useHeadlineReview } from './useHeadlineReview';

/**
 * The edit popup's review toggle (To review <-> Reviewed). It saves at once, apart from the form:
 * reviewing is what the meeting does to a headline, not an edit of its text.
 */
export function HeadlineReviewSwitch({ headline }: { headline: Headline }) {
  const { t } = useTranslation();
  const { toggle, pending } = useHeadlineReview();
  const asked = pending.get(headline.id);
  return (
    <Switch
      label={t('HEADLINE_REVIEWED')}
      checked={asked ?? isReviewed(headline)}
      disabled={asked !== undefined}
      onChange={(event) => void toggle(headline, event.currentTarget.checked)}
    />
  );
}
