import {
  BillingAddressResponse,
  billingAddressSchema,
  billingRequests,
  CalculateTaxResponse,
  PaymentAddResponse,
  PaymentMethodIdParams,
  PaymentMethodsResponse,
  PaymentTokenResponse,
  SubscriptionCustomerRequest,
  SubscriptionCustomerResponse,
  Succeeded,
  taxFor,
} from '@eos/domain';
import { addressLists } from '@eos/domain/rules/countries';
import type { App, AppContext } from '../../context.ts';
import { memberOf } from '../../plugins/access.ts';
import { retryOpenInvoice } from '../subscription/service.ts';
import {
  addCard,
  ensureCustomer,
  findBilling,
  listCards,
  makePrimary,
  present,
  providerFor,
  readAddress,
  removeCard,
  setAccountEmail,
  updateAddress,
} from './service.ts';

// The payment-method and account calls of 002 §7 'Billing and account' (issue 20 item 3). Registered
// only when BILLING_PROVIDER is sandbox or stripe (modules/index.ts): with none they do not exist (404).
// Only the Owner and people holding 'Update|Billing' may call them ('billing.update').

/** The requests that carry an address, checked against the country and state lists (docs/decisions.md). */
const { NewPaymentMethod, BillingAddressUpdateRequest, CalculateTaxRequest } = billingRequests(
  billingAddressSchema(addressLists),
);

const access = { access: 'billing.update' } as const;

export async function billingRoutes(api: App, ctx: AppContext): Promise<void> {
  // The card form's secret (a Stripe SetupIntent's client secret; the sandbox's form secret). The
  // organization's provider customer is made on first use, with the Owner's email.
  api.post(
    '/payment/token',
    { config: { ...access, secretAnswer: true }, schema: { response: { 200: PaymentTokenResponse } } },
    async (request) => {
      const { orgId } = memberOf(request);
      const billing = await ensureCustomer(ctx, orgId);
      const provider = providerFor(ctx, orgId);
      const token = await provider.cardFormSecret(billing.customerId);
      return {
        succeeded: true as const,
        token,
        provider: provider.kind,
        publishableKey: ctx.config.billing.publishableKey ?? null,
      };
    },
  );

  api.post(
    '/payment/add',
    { config: access, schema: { body: NewPaymentMethod, response: { 200: PaymentAddResponse } } },
    async (request) => {
      const { orgId } = memberOf(request);
      const profile = await addCard(ctx, orgId, request.body);
      // Inside the grace period a new primary card pays the open invoice at once (/view-payment).
      if (profile.isPrimary) await retryOpenInvoice(ctx, orgId);
      return { succeeded: true as const, paymentProfile: present(ctx, orgId, profile) };
    },
  );

  api.get(
    '/payment/methods',
    { config: access, schema: { response: { 200: PaymentMethodsResponse } } },
    async (request) => {
      const { orgId } = memberOf(request);
      const cards = await listCards(ctx, orgId);
      return { succeeded: true as const, paymentProfiles: cards.map((card) => present(ctx, orgId, card)) };
    },
  );

  api.post(
    '/payment/primary/:id',
    { config: access, schema: { params: PaymentMethodIdParams, response: { 200: Succeeded } } },
    async (request) => {
      await makePrimary(ctx, memberOf(request).orgId, request.params.id);
      return { succeeded: true as const };
    },
  );

  api.delete(
    '/payment/:id',
    { config: access, schema: { params: PaymentMethodIdParams, response: { 200: Succeeded } } },
    async (request) => {
      await removeCard(ctx, memberOf(request).orgId, request.params.id);
      return { succeeded: true as const };
    },
  );

  api.get(
    '/payment/billing-address/:id',
    { config: access, schema: { params: PaymentMethodIdParams, response: { 200: BillingAddressResponse } } },
    async (request) => {
      const { id } = request.params;
      return { succeeded: true as const, id, address: await readAddress(ctx, memberOf(request).orgId, id) };
    },
  );

  // The body's id (002 §7 sends one) is ignored: the path names the card.
  api.post(
    '/payment/billing-address/:id',
    {
      config: access,
      schema: { params: PaymentMethodIdParams, body: BillingAddressUpdateRequest, response: { 200: Succeeded } },
    },
    async (request) => {
      await updateAddress(ctx, memberOf(request).orgId, request.params.id, request.body.address);
      return { succeeded: true as const };
    },
  );

  // The operator's rate table (BILLING_TAX_RATES); no table, no tax. With Stripe Tax on, Stripe works
  // the charged tax out itself and this stays the table's estimate.
  api.post(
    '/payment/calculate-tax',
    { config: access, schema: { body: CalculateTaxRequest, response: { 200: CalculateTaxResponse } } },
    async (request) => {
      const { subTotal, address } = request.body;
      return { succeeded: true as const, taxAmount: taxFor(subTotal, address, ctx.config.billing.taxRates) };
    },
  );

  api.get(
    '/subscription/customer',
    { config: access, schema: { response: { 200: SubscriptionCustomerResponse } } },
    async (request) => {
      const billing = await findBilling(ctx, memberOf(request).orgId);
      return { succeeded: true as const, email: billing?.accountEmail ?? null };
    },
  );

  api.post(
    '/subscription/customer',
    { config: access, schema: { body: SubscriptionCustomerRequest, response: { 200: Succeeded } } },
    async (request) => {
      await setAccountEmail(ctx, memberOf(request).orgId, request.body.email);
      return { succeeded: true as const };
    },
  );

  // The sandbox's card form endpoint (loaded with the sandbox only).
  if (ctx.payments?.kind === 'sandbox') await (await import('./sandbox-routes.ts')).sandboxRoutes(api, ctx);
}
