import type { PaymentProfile, SubscriptionView } from '@eos/domain';
import type { Handler } from '../../../test/api-stub';
import { sessionFixture } from '../../../test/fixtures';

/** The Owner's session where the deployment bills (the shared fixture's default is a deployment that does not). */
export function billingSession(billingEnabled = true, overrides: Parameters<typeof sessionFixture>[0] = {}) {
  return { ...sessionFixture(overrides), billingEnabled };
}

export function subscriptionFixture(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    status: 'Active',
    paymentStatus: 'Current',
    plan: 'eos-one-monthly',
    seatCount: 3,
    freeCount: 2,
    nextBillingDate: '2030-02-01T12:00:00.000Z',
    nextBillingAmount: 3600,
    trialEndsAt: null,
    remainingTrialDays: null,
    canceledAt: null,
    isInGracePeriod: false,
    couponCodes: [],
    discount: null,
    ...overrides,
  };
}

export const visa: PaymentProfile = {
  id: 'pm_visa',
  cardType: 'Visa',
  lastFour: '4242',
  expirationMonth: 3,
  expirationYear: 2031,
  isPrimary: true,
  isExpired: false,
};

export const usAddress = {
  countryCode: 'US',
  addressLine1: '1 Main St',
  addressLine2: null,
  addressLine3: null,
  city: 'Albany',
  stateOrProvince: 'NY',
  postalCode: '12207',
};

const ok = (body: object) => () => ({ body: { succeeded: true, ...body } });

/** The calls of the Billing tab and the checkout, answering an Active organization with one Visa card. */
export function billingRoutes(subscription: SubscriptionView = subscriptionFixture()): Record<string, Handler> {
  return {
    'GET subscription': ok(subscription),
    'GET payment/plans': ok({
      currencyCode: 'USD',
      paymentPlans: [
        { handle: 'eos-one-monthly', priceInCents: 1200 },
        { handle: 'eos-one-annual', priceInCents: 12000 },
      ],
    }),
    'GET payment/methods': ok({ paymentProfiles: [visa] }),
    [`GET payment/billing-address/${visa.id}`]: ok({ id: visa.id, address: usAddress }),
    'GET subscription/customer': ok({ email: 'billing@demo.local' }),
    'GET invoices': ok({ items: [] }),
  };
}
