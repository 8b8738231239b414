import {
  ApplyCouponResponse,
  CheckoutRequest,
  CouponCodeParams,
  IdParams,
  type Invoice,
  InvoiceIdsQuery,
  InvoicesResponse,
  SeatCountResponse,
  SubscriptionResponse,
  Succeeded,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import type { ProviderInvoice } from '../../integrations/payments/types.ts';
import { memberOf } from '../../plugins/access.ts';
import { findBilling, providerFor } from '../billing/service.ts';
import { changeRole } from '../people/roles.ts';
import { countSeats, seatsChanged } from './seats.ts';
import { applyCoupon, cancel, checkout, renew } from './service.ts';
import { subscriptionView } from './state.ts';

// The subscription calls of 002 §7 and the checkout (issue 20 item 2). Registered only when the
// deployment bills (BILLING_PROVIDER sandbox or stripe); with none they answer 404.

const access = { access: 'billing.update' } as const;
const ok = { succeeded: true as const };

function presentInvoice(invoice: ProviderInvoice): Invoice {
  return {
    id: invoice.id,
    totalAmount: invoice.totalAmount,
    dueDate: invoice.dueDate.toISOString(),
    issueDate: invoice.issueDate.toISOString(),
    invoiceStatus: invoice.invoiceStatus,
    source: invoice.source,
  };
}

async function orgInvoices(ctx: AppContext, orgId: string): Promise<ProviderInvoice[]> {
  const billing = await findBilling(ctx, orgId);
  if (!billing) return [];
  return providerFor(ctx, orgId).listInvoices(billing.customerId);
}

export async function subscriptionBillingRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/subscription',
    { config: access, schema: { response: { 200: SubscriptionResponse } } },
    async (request) => ({
      ...ok,
      ...(await subscriptionView(ctx, memberOf(request).orgId)),
    }),
  );

  // The Upgrade button's license check (002 §4) is made by anyone who sees the banner's button.
  api.get(
    '/subscription/seat-count',
    { config: access, schema: { response: { 200: SeatCountResponse } } },
    async (request) => ({ ...ok, ...(await countSeats(ctx.db, memberOf(request).orgId)) }),
  );

  api.post(
    '/subscription/checkout',
    { config: access, schema: { body: CheckoutRequest, response: { 200: SubscriptionResponse } } },
    async (request) => ({ ...ok, ...(await checkout(ctx, memberOf(request).orgId, request.body.plan)) }),
  );

  api.post(
    '/subscription/cancel',
    { config: access, schema: { response: { 200: SubscriptionResponse } } },
    async (request) => ({
      ...ok,
      ...(await cancel(ctx, memberOf(request).orgId)),
    }),
  );

  api.post(
    '/subscription/renew',
    { config: access, schema: { response: { 200: SubscriptionResponse } } },
    async (request) => ({
      ...ok,
      ...(await renew(ctx, memberOf(request).orgId)),
    }),
  );

  api.post(
    '/subscription/apply-coupon/:code',
    { config: access, schema: { params: CouponCodeParams, response: { 200: ApplyCouponResponse } } },
    async (request) => ({ ...ok, ...(await applyCoupon(ctx, memberOf(request).orgId, request.params.code)) }),
  );

  // A person's seat given up: they become a Free Observer (the role change's own rules and events).
  api.post(
    '/subscription/remove/:id',
    { config: { access: 'license.update' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      await changeRole(ctx, { member, personId: request.params.id, role: 'Observer' });
      seatsChanged(ctx, member.orgId);
      return ok;
    },
  );

  // The Billing tab's list, newest first, and the entity cache's batch load (002 §7 invoice?ids=).
  api.get('/invoices', { config: access, schema: { response: { 200: InvoicesResponse } } }, async (request) => ({
    ...ok,
    items: (await orgInvoices(ctx, memberOf(request).orgId)).map(presentInvoice),
  }));

  api.get(
    '/invoice',
    { config: access, schema: { querystring: InvoiceIdsQuery, response: { 200: InvoicesResponse } } },
    async (request) => {
      const ids = new Set(request.query.ids ?? []);
      const invoices = await orgInvoices(ctx, memberOf(request).orgId);
      return { ...ok, items: invoices.filter((invoice) => ids.has(invoice.id)).map(presentInvoice) };
    },
  );
}
