import i18n from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';

/** The item success toasts of 002 §8, 2 s each. */
export const itemToasts = {
  created: (title: string) => showSuccess(i18n.t('ITEM_CREATED', { 0: title })),
  updated: (title: string) => showSuccess(i18n.t('ITEM_UPDATED', { 0: title })),
  reassigned: (title: string) => showSuccess(i18n.t('ITEM_REASSIGNED', { 0: title })),
  statusUpdated: (title: string) => showSuccess(i18n.t('ITEM_STATUS_UPDATED', { 0: title })),
};
