import { z } from 'zod';
import { BILLING, LIMITS, PLAN_HANDLES } from '../constants.ts';
import { InvoiceStatuses, PaymentStatuses, PromoResults, SubscriptionStatuses } from '../enums.ts';
import { type AddressLists, billingAddressProblems } from '../rules/billing-address.ts';
import { Email, M, Succeeded, safeText } from './common.ts';

// Billing and account contracts (002 §3, §5, §7; 001 §7, §9; issue 20). POST subscription/add lives
// with the invitations (schemas/invitations.ts SubscriptionAddRequest, SubscriptionAddResponse).

/**
 * A plan of 001 §9 (eos-one-monthly, eos-one-annual): priceInCents is one seat for one billing period of
 * the plan (the monthly plan's a month, the annual plan's a year), in cents of currencyCode.
 */
export const PaymentPlan = z.object({ handle: z.string(), priceInCents: z.number().int().min(0) });
export type PaymentPlan = z.infer<typeof PaymentPlan>;

/** GET payment/plans (002 §3: plan response has currencyCode and paymentPlans). */
export const PaymentPlansResponse = Succeeded.extend({ currencyCode: z.string(), paymentPlans: z.array(PaymentPlan) });
export type PaymentPlansResponse = z.infer<typeof PaymentPlansResponse>;

export const PlanHandle = z.enum([PLAN_HANDLES.monthly, PLAN_HANDLES.annual]);
export type PlanHandle = z.infer<typeof PlanHandle>;

/** A payment provider's id (a card, an invoice): Stripe's pm_…/in_…, the sandbox's own. */
export const ProviderId = z
  .string({ error: M.required })
  .min(1, { error: M.required, abort: true })
  .max(255, { error: M.invalid, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: M.invalid });
/** payment/primary/{id}, DELETE payment/{id}, payment/billing-address/{id}: a payment method's id. */
export const PaymentMethodIdParams = z.object({ id: ProviderId });

// ---------------------------------------------------------------------------------------------------
// Billing address (002 §3, §5)

/** An address text field: safe text, trimmed, at most `max` characters; whether it is required depends on the country. */
const addressText = (max: number = LIMITS.inlineTextMax) =>
  safeText().trim().max(max, { error: M.maxLength }).nullable().default(null);

const addressFields = z.object({
  countryCode: z.string({ error: M.required }).trim().toUpperCase().default(BILLING.defaultCountryCode),
  addressLine1: addressText(),
  addressLine2: addressText(),
  addressLine3: addressText(),
  city: addressText(),
  stateOrProvince: addressText(),
  postalCode: addressText(BILLING.postalCodeMax),
});

/**
 * A billing or card address, with the rules of 002 §5 (rules/billing-address.ts): country (default
 * US), street, city except DE/KY/MC, state for CA/GB/US/AU/DE, postal code except AE/MC and its format
 * by country. The requiredness of each field depends on the country, so the fields are checked
 * together rather than with requiredText. With `lists` (rules/countries.ts addressLists) the country
 * must be a known one and the state one of its list; the server passes them, and so do the billing
 * forms once they have loaded the list; `BillingAddress` checks everything else.
 */
export function billingAddressSchema(lists?: AddressLists, requireState = false) {
  return addressFields.superRefine((address, ctx) => {
    for (const problem of billingAddressProblems(address, { lists, requireState })) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
}
export const BillingAddress = billingAddressSchema();
export type BillingAddress = z.output<typeof BillingAddress>;

/** An address as the server answers it (no rules: what was stored). */
export const BillingAddressView = z.object({
  countryCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  city: z.string().nullable(),
  stateOrProvince: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export type BillingAddressView = z.infer<typeof BillingAddressView>;

/** GET payment/billing-address/{id}: the payment method's billing address (002 §3 'Billing address: id, address'). */
export const BillingAddressResponse = Succeeded.extend({ id: z.string(), address: BillingAddressView });
export type BillingAddressResponse = z.infer<typeof BillingAddressResponse>;

// ---------------------------------------------------------------------------------------------------
// Payment methods (002 §3, §5)

/** A card on file (002 §3 payment profile); isExpired by rules/billing.ts isCardExpired. */
export const PaymentProfile = z.object({
  id: z.string(),
  cardType: z.string(),
  lastFour: z.string().regex(/^\d{4}$/),
  expirationMonth: z.number().int().min(1).max(12),
  expirationYear: z.number().int().min(2000).max(2200),
  isPrimary: z.boolean(),
  isExpired: z.boolean(),
});
export type PaymentProfile = z.infer<typeof PaymentProfile>;

/** POST payment/add answer. */
export const PaymentAddResponse = Succeeded.extend({ paymentProfile: PaymentProfile });
export type PaymentAddResponse = z.infer<typeof PaymentAddResponse>;
/** GET payment/methods. */
export const PaymentMethodsResponse = Succeeded.extend({ paymentProfiles: z.array(PaymentProfile) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;
/** POST payment/token: what the card form needs to make a token (a Stripe SetupIntent secret; the sandbox's form secret). */
export const PaymentTokenResponse = Succeeded.extend({
  token: z.string(),
  /** Which card form to show: the sandbox's own fields, or Stripe Elements loaded with publishableKey. */
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentTokenResponse = z.infer<typeof PaymentTokenResponse>;

/**
 * POST payment/sandbox/tokenize (BILLING_PROVIDER=sandbox only): what the sandbox's card form posts in
 * place of Stripe Elements, with the form secret of POST payment/token. The card itself is judged by the
 * sandbox like a card form (its number by Luhn, the expiry, the CVC) and refused with its own message;
 * here only the shape: a number of digits, spaces and dashes, whole months and years, a CVC of digits.
 */
export const SandboxTokenizeRequest = z.object({
  secret: z
    .string({ error: M.required })
    .min(1, { error: M.required, abort: true })
    .max(255, { error: M.invalid, abort: true })
    .regex(/^[A-Za-z0-9_]+$/, { error: M.invalid }),
  number: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(30, { error: M.invalid, abort: true })
    .regex(/^[\d -]+$/, { error: M.invalid }),
  expMonth: z
    .number({ error: M.required })
    .int({ error: M.invalid })
    .min(0, { error: M.invalid })
    .max(99, { error: M.invalid }),
  expYear: z
    .number({ error: M.required })
    .int({ error: M.invalid })
    .min(0, { error: M.invalid })
    .max(9999, { error: M.invalid }),
  cvc: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(4, { error: M.invalid, abort: true })
    .regex(/^\d+$/, { error: M.invalid }),
});
export type SandboxTokenizeRequest = z.infer<typeof SandboxTokenizeRequest>;

/** POST payment/sandbox/tokenize's answer: the card's token for POST payment/add. */
export const SandboxTokenResponse = Succeeded.extend({ token: z.string() });

/**
 * POST payment/sandbox/clock (BILLING_PROVIDER=sandbox only): moves the caller's organization's sandbox
 * clock forward by whole days and does what fell due for it (renewals, retries, cancellations at period
 * end, an ended trial); no other organization's clock moves.
 */
export const SandboxClockRequest = z.object({
  days: z
    .number({ error: M.required })
    .int({ error: M.invalid })
    .min(0, { error: M.invalid })
    .max(800, { error: M.invalid }),
});
export const SandboxClockResponse = Succeeded.extend({
  now: z.string(),
  paid: z.number().int(),
  failed: z.number().int(),
  ended: z.number().int(),
});
export type SandboxClockResponse = z.infer<typeof SandboxClockResponse>;

/** A card token from the card form (payment/add's `token`). */
const CardToken = z
  .string({ error: M.required })
  .min(1, { error: M.required, abort: true })
  .max(512, { error: M.invalid, abort: true })
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: M.invalid });

// ---------------------------------------------------------------------------------------------------
// Tax (issue 20: a rate table the operator configures)

/** A tax rate in percent, 0 to 100, with at most 4 decimals (8.875). */
export const TaxRate = z
  .number()
  .min(0)
  .max(100)
  .refine((rate) => Math.abs(rate * 10_000 - Math.round(rate * 10_000)) < 1e-6, { error: M.invalid });

/**
 * The operator's tax table: by ISO country code, a default rate and optional rates by state code (the
 * codes of rules/countries.ts, e.g. US 'CA', CA 'ON'). A state's rate replaces the country's default;
 * a country not in the table is not taxed. Example:
 * `{ "US": { "default": 0, "states": { "CA": 7.25, "NY": 4 } }, "GB": { "default": 20 } }`.
 */
export const TaxRateTable = z.record(
  z.string().regex(/^[A-Z]{2}$/),
  z.strictObject({ default: TaxRate, states: z.record(z.string().min(1).max(100), TaxRate).optional() }),
);
export type TaxRateTable = z.infer<typeof TaxRateTable>;

/** Amounts in cents, up to ten million dollars. */
const Cents = z.number({ error: M.required }).int({ error: M.invalid }).min(0, { error: M.invalid }).max(1_000_000_000);

export const CalculateTaxResponse = Succeeded.extend({ taxAmount: z.number().int().min(0) });
export type CalculateTaxResponse = z.infer<typeof CalculateTaxResponse>;

// ---------------------------------------------------------------------------------------------------
// Subscription and account (001 §7, 002 §3, §4, §7)

/** POST subscription/customer: the account (billing) email (002 §5: required and valid, VAL_INVALID_EMAIL). */
export const SubscriptionCustomerRequest = z.object({ email: Email });
export type SubscriptionCustomerRequest = z.infer<typeof SubscriptionCustomerRequest>;
/** GET subscription/customer: null before an account email is set. */
export const SubscriptionCustomerResponse = Succeeded.extend({ email: z.string().nullable() });
export type SubscriptionCustomerResponse = z.infer<typeof SubscriptionCustomerResponse>;

/** A promo code's discount: percentOff or amountOffCents (domain discountFor works it out). */
export const CouponDiscount = z.object({
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
});
export type CouponDiscount = z.infer<typeof CouponDiscount>;

/**
 * GET subscription. seatCount is the paid licenses, freeCount the free ones (001 §6). Dates are ISO
 * 8601; nextBillingAmount is in cents. remainingTrialDays is null outside a trial; with status Trial or
 * Suspended, payment status None and fewer than 1 day left the trial has expired (002 §4).
 */
export const SubscriptionView = z.object({
  status: z.enum(SubscriptionStatuses),
  paymentStatus: z.enum(PaymentStatuses),
  plan: PlanHandle.nullable(),
  seatCount: z.number().int().min(0),
  freeCount: z.number().int().min(0),
  nextBillingDate: z.string().nullable(),
  nextBillingAmount: z.number().int().min(0).nullable(),
  trialEndsAt: z.string().nullable(),
  remainingTrialDays: z.number().int().nullable(),
  canceledAt: z.string().nullable(),
  isInGracePeriod: z.boolean(),
  /** Promo codes applied and waiting for the checkout (or on the subscription). */
  couponCodes: z.array(z.string()),
  /** What the waiting promo code takes off the checkout, while it is still good; null otherwise. */
  discount: CouponDiscount.nullable(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;
export const SubscriptionResponse = Succeeded.extend(SubscriptionView.shape);
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** GET subscription/seat-count: paid and free licenses (001 §6). */
export const SeatCountResponse = Succeeded.extend({ paid: z.number().int().min(0), free: z.number().int().min(0) });
export type SeatCountResponse = z.infer<typeof SeatCountResponse>;

/** POST subscription/apply-coupon/{code}. */
export const CouponCodeParams = z.object({
  code: safeText().trim().min(1, { error: M.required }).max(BILLING.couponCodeMax, { error: M.maxLength }),
});
/**
 * Its answer: success when couponCodes is returned (002 §7), the codes now applied; `result` is one of
 * the five promo results of 002 §5 (rules/billing.ts PROMO_MESSAGES has their texts).
 */
export const ApplyCouponResponse = Succeeded.extend({
  couponCodes: z.array(z.string()),
  /** The applied code's discount (Applied); null for the other results. */
  discount: CouponDiscount.nullable(),
  result: z.enum(PromoResults),
});
export type ApplyCouponResponse = z.infer<typeof ApplyCouponResponse>;

// ---------------------------------------------------------------------------------------------------
// Invoices (002 §3 'invoice: id, totalAmount, dueDate, issueDate, invoiceStatus, source')

/** totalAmount in cents; dates ISO 8601; source is what it charged for (subscription_create, subscription_cycle…). */
export const Invoice = z.object({
  id: z.string(),
  totalAmount: z.number().int(),
  dueDate: z.string(),
  issueDate: z.string(),
  invoiceStatus: z.enum(InvoiceStatuses),
  source: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

/** GET invoice?ids=a,b (the entity cache's batch load; provider ids, so not IdsQuery's uuids). */
export const InvoiceIdsQuery = z.object({
  ids: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : undefined))
    .pipe(z.array(ProviderId).max(500).optional()),
});
export const InvoicesResponse = Succeeded.extend({ items: z.array(Invoice) });
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

// ---------------------------------------------------------------------------------------------------
// The requests that carry an address

/**
 * Built on an address schema, so that the server can check the state against its country's list
 * (`billingRequests(billingAddressSchema(addressLists))`) while the web's shared schemas stay small.
 */
export function billingRequests(address: ReturnType<typeof billingAddressSchema>) {
  return {
    /** POST payment/billing-address/{id} (002 §7: id, address; the path's id is the one used). */
    BillingAddressUpdateRequest: z.object({ id: ProviderId.optional(), address }),
    /** POST payment/add (002 §3 new payment method): country defaults to US, isPrimary to false. */
    NewPaymentMethod: z.object({ address, token: CardToken, isPrimary: z.boolean().default(false) }),
    /** POST payment/calculate-tax: subTotal in cents -> taxAmount in cents. */
    CalculateTaxRequest: z.object({ subTotal: Cents, address }),
  };
}

export const { BillingAddressUpdateRequest, NewPaymentMethod, CalculateTaxRequest } = billingRequests(BillingAddress);
export type BillingAddressUpdateRequest = z.infer<typeof BillingAddressUpdateRequest>;
export type NewPaymentMethod = z.infer<typeof NewPaymentMethod>;
export type CalculateTaxRequest = z.infer<typeof CalculateTaxRequest>;
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
/**
 * POST subscription/checkout (our path: the spec names the page, not its call): the plan; the card
 * charged is the primary payment method and the tax follows its billing address, so neither is sent.
 * Coupons applied before (POST subscription/apply-coupon/{code}) go with it.
 */
export const CheckoutRequest = z.object({ plan: PlanHandle });
/** The checkout's answer: the subscription as it now is. */
export const CheckoutResponse = SubscriptionResponse;
export type CheckoutResponse = SubscriptionResponse;
