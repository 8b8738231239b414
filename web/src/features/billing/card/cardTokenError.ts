import { BillingToasts, TIMINGS } from '@eos/domain';
import { notifications } from '@mantine/notifications';
import i18n from '../../../app/i18n';

/** The card form refused the card; its message has been shown already. */
export class CardTokenError extends Error {}

/**
 * 002 §8: a card the card form cannot turn into a token shows the provider's message (or its first
 * error, or 'An unknown error occurred.') as an error notice for 4 s. Returns the error to throw.
 */
export function cardTokenFailed(message: string | null | undefined): CardTokenError {
  const text = message?.trim() || i18n.t(BillingToasts.cardTokenFallback);
  notifications.show({
    color: 'red',
    title: i18n.t('ERROR_TITLE'),
    message: text,
    autoClose: TIMINGS.cardTokenErrorMs,
  });
  return new CardTokenError(text);
}
