import { TIMINGS } from '@eos/domain';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import i18n, { messageText } from '../../app/i18n';
import { showApiUnavailable } from '../../app/toasts';
import { errorMessage } from '../../components/forms/serverErrors';

const DECLINED = 'BILLING_PAYMENT_DECLINED';

/**
 * A failed billing call in words. A declined payment carries the provider's own reason in its text
 * ('Your card has insufficient funds.'), which tells the user more than the pack's general sentence,
 * so that text is shown as it came; every other message as the language pack has it.
 */
export function billingErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.messages.length === 0) return errorMessage(error);
  return error.messages.map((m) => (m.id === DECLINED && m.text ? m.text : messageText(m))).join(' ');
}

/** The provider's reason of a declined payment, if that is what the call came to. */
export function declinedReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.messages.find((m) => m.id === DECLINED && m.text)?.text ?? null;
}

/** A failed billing action as the ERROR toast of 002 §8, with the provider's reason for a declined charge. */
export function showBillingError(error: unknown): void {
  if (error instanceof ApiError && error.status === 0) {
    showApiUnavailable();
    return;
  }
  notifications.show({
    color: 'red',
    title: i18n.t('ERROR_TITLE'),
    message: billingErrorText(error),
    autoClose: TIMINGS.toastDefaultMs,
  });
}
