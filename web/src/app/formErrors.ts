import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../api/client';
import { messageText } from './i18n';
import { showSaveError } from './toasts';

/**
 * A failed form save: the server's messages that name a field of this form go inline under it
 * (translated by id); anything else is the ERROR toast with the first message.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form shape.
export function applyServerErrors(form: UseFormReturnType<any>, error: unknown): void {
  if (error instanceof ApiError) {
    const fieldMessages = error.messages.filter((m) => m.field && m.field in form.getValues());
    if (fieldMessages.length > 0) {
      form.setErrors(Object.fromEntries(fieldMessages.map((m) => [m.field as string, messageText(m)])));
      return;
    }
  }
  showSaveError(error);
}
