import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressLists } from '../rules/countries.ts';
import {
  ApplyCouponResponse,
  BillingAddress,
  BillingAddressResponse,
  BillingAddressUpdateRequest,
  billingAddressSchema,
  billingRequests,
  CalculateTaxRequest,
  CalculateTaxResponse,
  CheckoutRequest,
  CouponCodeParams,
  InvoiceIdsQuery,
  InvoicesResponse,
  NewPaymentMethod,
  PaymentAddResponse,
  PaymentMethodIdParams,
  PaymentMethodsResponse,
  PaymentPlansResponse,
  PaymentTokenResponse,
  SeatCountResponse,
  SubscriptionCustomerRequest,
  SubscriptionCustomerResponse,
  SubscriptionResponse,
} from './billing.ts';
import { SubscriptionAddRequest, SubscriptionAddResponse } from './invitations.ts';

const address = {
  countryCode: 'US',
  addressLine1: '1 Main St',
  addressLine2: 'Suite 200',
  addressLine3: null,
  city: 'Austin',
  stateOrProvince: 'TX',
  postalCode: '78701-1234',
};
const profile = {
  id: 'pm_1Abc',
  cardType: 'Visa',
  lastFour: '4242',
  expirationMonth: 12,
  expirationYear: 2030,
  isPrimary: true,
  isExpired: false,
};
const subscription = {
  succeeded: true,
  status: 'Trial',
  paymentStatus: 'None',
  plan: null,
  seatCount: 2,
  freeCount: 1,
  nextBillingDate: null,
  nextBillingAmount: null,
  trialEndsAt: '2026-05-01T00:00:00.000Z',
  remainingTrialDays: 12,
  canceledAt: null,
  isInGracePeriod: false,
  couponCodes: [],
  discount: null,
};
const invitation = {
  id: '0b9a4c52-8f0a-4e7c-9a51-3f4a1f0e2d11',
  personId: null,
  email: 'ann@acme.com',
  role: 'Member',
  isImplementer: false,
  status: 'Pending',
  invitedById: null,
  created: '2026-04-01T00:00:00.000Z',
  sentAt: null,
  expiresAt: '2026-04-15T00:00:00.000Z',
  acceptedAt: null,
};

/** The field paths a value is refused for, with their messages. */
function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

// Each contract: a full valid example, and the same with one bad field and where it is refused.
const cases: [string, z.ZodType, unknown, unknown, string][] = [
  ['BillingAddress', BillingAddress, address, { ...address, postalCode: '787' }, 'postalCode: VAL_INVALID_ZIP_CODE'],
  [
    'BillingAddressUpdateRequest',
    BillingAddressUpdateRequest,
    { id: 'pm_1Abc', address },
    { id: 'pm_1Abc', address: { ...address, addressLine1: '' } },
    'address.addressLine1: VAL_REQUIRED',
  ],
  [
    'BillingAddressResponse',
    BillingAddressResponse,
    { succeeded: true, id: 'pm_1Abc', address },
    { succeeded: true, id: 'pm_1Abc', address: { ...address, city: 7 } },
    'address.city: VAL_INVALID',
  ],
  [
    'NewPaymentMethod',
    NewPaymentMethod,
    { address, token: 'tok_visa', isPrimary: true },
    { address, token: '' },
    'token: VAL_REQUIRED',
  ],
  [
    'PaymentAddResponse',
    PaymentAddResponse,
    { succeeded: true, paymentProfile: profile },
    { succeeded: true, paymentProfile: { ...profile, expirationMonth: 13 } },
    'paymentProfile.expirationMonth: VAL_INVALID',
  ],
  [
    'PaymentMethodsResponse',
    PaymentMethodsResponse,
    { succeeded: true, paymentProfiles: [profile] },
    { succeeded: true, paymentProfiles: [{ ...profile, lastFour: '42' }] },
    'paymentProfiles.0.lastFour: VAL_INVALID',
  ],
  [
    'PaymentTokenResponse',
    PaymentTokenResponse,
    { succeeded: true, token: 'seti_123_secret_456', provider: 'stripe', publishableKey: 'pk_test_1' },
    { succeeded: true, provider: 'sandbox', publishableKey: null },
    'token: VAL_REQUIRED',
  ],
  [
    'PaymentPlansResponse',
    PaymentPlansResponse,
    { succeeded: true, currencyCode: 'USD', paymentPlans: [{ handle: 'eos-one-monthly', priceInCents: 1500 }] },
    { succeeded: true, currencyCode: 'USD', paymentPlans: [{ handle: 'eos-one-monthly', priceInCents: -1 }] },
    'paymentPlans.0.priceInCents: VAL_INVALID',
  ],
  ['PaymentMethodIdParams', PaymentMethodIdParams, { id: 'pm_1Abc' }, { id: 'pm 1/../x' }, 'id: VAL_INVALID'],
  [
    'CalculateTaxRequest',
    CalculateTaxRequest,
    { subTotal: 3000, address },
    { subTotal: 29.99, address },
    'subTotal: VAL_INVALID',
  ],
  [
    'CalculateTaxResponse',
    CalculateTaxResponse,
    { succeeded: true, taxAmount: 218 },
    { succeeded: true, taxAmount: -5 },
    'taxAmount: VAL_INVALID',
  ],
  [
    'SubscriptionCustomerRequest',
    SubscriptionCustomerRequest,
    { email: 'billing@acme.com' },
    { email: 'billing@acme' },
    'email: VAL_INVALID_EMAIL',
  ],
  [
    'SubscriptionCustomerResponse',
    SubscriptionCustomerResponse,
    { succeeded: true, email: 'billing@acme.com' },
    { succeeded: true },
    'email: VAL_REQUIRED',
  ],
  [
    'SubscriptionResponse',
    SubscriptionResponse,
    subscription,
    { ...subscription, status: 'Paused' },
    'status: VAL_INVALID',
  ],
  [
    'SeatCountResponse',
    SeatCountResponse,
    { succeeded: true, paid: 3, free: 2 },
    { succeeded: true, paid: 3 },
    'free: VAL_REQUIRED',
  ],
  [
    'SubscriptionAddRequest',
    SubscriptionAddRequest,
    {
      invitees: [{ id: invitation.id, email: 'ann@acme.com' }],
      baseUrl: 'https://eos.example',
      isUpgradeRequest: true,
    },
    { invitees: [] },
    'invitees: VAL_REQUIRED',
  ],
  [
    'SubscriptionAddResponse',
    SubscriptionAddResponse,
    { succeeded: true, invitations: [invitation], shouldRedirectToCheckout: true },
    { succeeded: true, invitations: [invitation] },
    'shouldRedirectToCheckout: VAL_REQUIRED',
  ],
  ['CouponCodeParams', CouponCodeParams, { code: 'SPRING25' }, { code: '   ' }, 'code: VAL_REQUIRED'],
  [
    'ApplyCouponResponse',
    ApplyCouponResponse,
    {
      succeeded: true,
      couponCodes: ['SPRING25'],
      result: 'Applied',
      discount: { code: 'SPRING25', percentOff: 25, amountOffCents: null },
    },
    { succeeded: true, couponCodes: [], result: 'Maybe', discount: null },
    'result: VAL_INVALID',
  ],
  ['CheckoutRequest', CheckoutRequest, { plan: 'eos-one-annual' }, { plan: 'eos-one-weekly' }, 'plan: VAL_INVALID'],
  [
    'InvoicesResponse',
    InvoicesResponse,
    {
      succeeded: true,
      items: [
        {
          id: 'in_1',
          totalAmount: 18_000,
          dueDate: '2026-05-01T00:00:00.000Z',
          issueDate: '2026-05-01T00:00:00.000Z',
          invoiceStatus: 'Paid',
          source: 'subscription_create',
        },
      ],
    },
    {
      succeeded: true,
      items: [
        {
          id: 'in_1',
          totalAmount: 18_000,
          dueDate: '2026-05-01',
          issueDate: '2026-05-01',
          invoiceStatus: 'Refunded',
          source: 'subscription_create',
        },
      ],
    },
    'items.0.invoiceStatus: VAL_INVALID',
  ],
  ['InvoiceIdsQuery', InvoiceIdsQuery, { ids: 'in_1,in_2' }, { ids: 'in_1,in 2' }, 'ids.1: VAL_INVALID'],
];

describe('billing contracts (002 §3, §7)', () => {
  it.each(cases)('%s accepts a full valid example and refuses one bad field', (_name, schema, valid, bad, issue) => {
    const parsed = schema.safeParse(valid);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(refusal(schema, bad)).toEqual([issue]);
  });

  it('a new card’s address defaults to the US and the card is not made primary unless asked', () => {
    const { countryCode: _omitted, ...withoutCountry } = address;
    expect(NewPaymentMethod.parse({ address: withoutCountry, token: 'tok_visa' })).toMatchObject({
      address: { countryCode: 'US' },
      isPrimary: false,
    });
  });

  it('the ids query reads a comma-separated list', () => {
    expect(InvoiceIdsQuery.parse({ ids: 'in_1,,in_2' }).ids).toEqual(['in_1', 'in_2']);
  });

  it('the server’s requests, built with the country lists, refuse a state outside its country’s list', () => {
    const server = billingRequests(billingAddressSchema(addressLists));
    const canadian = { ...address, countryCode: 'CA', stateOrProvince: 'TX', postalCode: 'K1A 0B1', city: 'Ottawa' };
    expect(refusal(server.NewPaymentMethod, { address: canadian, token: 'tok_visa' })).toEqual([
      'address.stateOrProvince: VAL_INVALID',
    ]);
    expect(
      server.NewPaymentMethod.safeParse({ address: { ...canadian, stateOrProvince: 'ON' }, token: 'tok_visa' }).success,
    ).toBe(true);
    // The shared schema, without the lists, leaves that judgement to the server.
    expect(NewPaymentMethod.safeParse({ address: canadian, token: 'tok_visa' }).success).toBe(true);
  });
});
