import type { Db } from '../../db/client.ts';
import type { SandboxClock } from './sandbox/clock.ts';
import type { BillingConfig } from './settings.ts';
import type { PaymentProvider, PlanHandle, ProviderEvent } from './types.ts';

export interface PaymentsSetup {
  /** null with BILLING_PROVIDER=none: there is no billing. */
  provider: PaymentProvider | null;
  /** The sandbox's clocks, one per organization (tests and an Owner trying renewals advance one); null for the others. */
  sandboxClock: SandboxClock | null;
  /** The sandbox's renewals, retries and period ends that fell due, each organization by its own clock; null for the others. */
  runDue: (() => Promise<unknown>) | null;
}

/**
 * The deployment's payment provider, made once when the app is built. Each provider's module is loaded
 * only when it is the configured one (the stripe package on top of that only when its adapter is made).
 * `onEvent` hears what the provider reports (the sandbox clock's renewals; Stripe's webhooks are read by
 * their route and handed to the same function).
 */
export async function createPayments(input: {
  billing: BillingConfig;
  /** Cents per seat per billing period of each plan (config.plans), what the sandbox charges. */
  prices: Record<PlanHandle, number>;
  currencyCode: string;
  db: Db;
  onEvent: (event: ProviderEvent) => void | Promise<void>;
}): Promise<PaymentsSetup> {
  const { billing } = input;
  if (billing.provider === 'sandbox') {
    const [{ SandboxProvider }, { SandboxClock }] = await Promise.all([
      import('./sandbox/provider.ts'),
      import('./sandbox/clock.ts'),
    ]);
    const clock = new SandboxClock();
    const provider = new SandboxProvider({
      db: input.db,
      clock,
      onEvent: input.onEvent,
      prices: input.prices,
      coupons: billing.sandboxCoupons,
      currencyCode: input.currencyCode,
    });
    return { provider, sandboxClock: clock, runDue: () => provider.runDue() };
  }
  if (billing.provider === 'stripe') {
    if (!billing.stripe) throw new Error('BILLING_PROVIDER=stripe without its settings');
    const { createStripeProvider } = await import('./stripe/provider.ts');
    return { provider: await createStripeProvider(billing.stripe), sandboxClock: null, runDue: null };
  }
  return { provider: null, sandboxClock: null, runDue: null };
}
