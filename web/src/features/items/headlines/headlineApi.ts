import type { Headline, ReviewStatus } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import i18n from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { afterItemRemoved, afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';

/** Pending counts as not yet reviewed: the lists show only To review and Reviewed (002 §9 labels). */
export function isReviewed(headline: Pick<Headline, 'status'>): boolean {
  return headline.status === 'Reviewed';
}

/** The batch load answers removed headlines too (status Removed): for the user they are gone. */
export function isRemoved(headline: Pick<Headline, 'status'>): boolean {
  return headline.status === 'Removed';
}

/**
 * PUT headline/{id}/review, then the cache and lists, then the toast: 'Reviewed: {title}' when marked
 * reviewed (002 §8), the generic 'Updated Status: {title}' when put back to To review.
 * Quiet: the caller shows a failure as the ERROR toast.
 */
export async function reviewHeadline(queryClient: QueryClient, headline: Headline, reviewed: boolean): Promise<void> {
  const status: ReviewStatus = reviewed ? 'Reviewed' : 'ToReview';
  const answer = await api.put<{ headline: Headline }>(`headline/${headline.id}/review`, { status }, { quiet: true });
  afterItemWrite(queryClient, 'headline', [answer.headline]);
  if (reviewed) showSuccess(i18n.t('HEADLINE_REVIEWED_TOAST', { 0: answer.headline.title }));
  else itemToasts.statusUpdated(answer.headline.title);
}

/** DELETE headline/{id} (the server marks it Removed), then 'Headline removed'. */
export async function removeHeadline(queryClient: QueryClient, headline: Headline): Promise<void> {
  await api.del(`headline/${headline.id}`, { quiet: true });
  afterItemRemoved(queryClient, 'headline', headline.id);
  showSuccess(i18n.t('HEADLINE_REMOVED'));
}
