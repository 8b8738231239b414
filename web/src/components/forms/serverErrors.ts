import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../api/client';
import i18n, { messageText } from '../../app/i18n';
import { errorKey } from './errorText';

function translate(key: string): string {
  return i18n.exists(key) ? i18n.t(key) : key;
}

/** One readable line for a failed call, for an alert: throttling with its wait, else the server's words. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return translate('AUTH_ERROR_GENERIC');
  // The pack's text has a {0} for the seconds; the Retry-After header carries them.
  if (error.status === 429 && error.retryAfter) return i18n.t('ERR_TOO_MANY_ATTEMPTS', { 0: error.retryAfter });
  if (error.messages.length === 0) return translate('AUTH_ERROR_GENERIC');
  return error.messages.map(messageText).join(' ');
}

/**
 * Puts a failed call's messages where the user looks: a message naming a field shown in this form
 * goes under that field (as a language-pack id, translated when shown); anything else comes back
 * as text for the form's alert, or as the cue for a save toast (null when none is left).
 * `shownFields` defaults to every value of the form; pass it when some values (an email or code
 * from an earlier step) have no input on screen.
 */
export function applyServerErrors<V extends Record<string, unknown>>(
  form: Pick<UseFormReturnType<V>, 'setFieldError' | 'getValues'>,
  error: unknown,
  shownFields: string[] = Object.keys(form.getValues()),
): string | null {
  if (!(error instanceof ApiError) || error.status === 429) return errorMessage(error);
  const onFields = error.messages.filter((m) => m.field && shownFields.includes(m.field));
  for (const message of onFields) form.setFieldError(message.field as LooseKeys<V>, errorKey(message));
  const rest = error.messages.filter((m) => !onFields.includes(m));
  if (rest.length > 0) return rest.map(messageText).join(' ');
  return onFields.length > 0 ? null : errorMessage(error);
}
