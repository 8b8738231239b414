import type { BillingAddressInput } from '@eos/domain';

/** What the card part of a form offers its form: turning the card typed into a token for POST payment/add. */
export interface CardEntryHandle {
  /** Resolves with the token; rejects with CardTokenError after telling the user why. */
  tokenize(address: BillingAddressInput & { countryCode: string }): Promise<string>;
}

/** The card form's secret of POST payment/token, and which card form it is for. */
export interface CardFormSecret {
  provider: 'sandbox' | 'stripe';
  publishableKey: string | null;
  /** A fresh secret for each attempt: a Stripe SetupIntent cannot be confirmed twice. */
  take(): Promise<string>;
}
