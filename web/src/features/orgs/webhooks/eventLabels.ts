import type { TFunction } from '../../../app/i18n';

/** 'todo.added' as people read it: "To-Do added" (the type's and the change's names from the pack). */
export function eventLabel(t: TFunction, event: string): string {
  const [type = '', change = ''] = event.split('.');
  return t('WEBHOOKS_EVENT_LABEL', { 0: t(`WEBHOOKS_TYPE_${type}`), 1: t(`WEBHOOKS_CHANGE_${change}`) });
}
