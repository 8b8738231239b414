import i18n from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';

/** The Issue success toasts of 000 §8 and 002 §8 that the shared item toasts do not cover (2 s each). */
export const issueToasts = {
  solved: (title: string) => showSuccess(i18n.t('ISSUE_SOLVED', { 0: title })),
  removed: () => showSuccess(i18n.t('ISSUE_REMOVED')),
  moved: (destination: string) => showSuccess(i18n.t('ISSUE_MOVED', { 0: destination })),
};
