import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for a publishable key, loaded on first use only (the package and the script it adds are
 * needed by the card forms of a Stripe deployment, nowhere else), once per key.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is not available');
        return stripe;
      });
    // A failed load (offline) may be tried again when the form opens again.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
