import { FreeDomainsResponse, PaymentPlansResponse, PLAN_HANDLES } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { findOrg } from '../orgs/repository.ts';

/** What the seats cost and which addresses are free: GET payment/plans, GET subscription/domains. */
export async function subscriptionRoutes(api: App, ctx: AppContext): Promise<void> {
  // The current organization's free company domains (001 §6): people with these addresses are free.
  api.get(
    '/subscription/domains',
    { config: { access: 'org' }, schema: { response: { 200: FreeDomainsResponse } } },
    async (request) => {
      const org = await findOrg(ctx.db, memberOf(request).orgId);
      if (!org) throw notFound();
      return { succeeded: true as const, domains: org.freeDomains };
    },
  );

  // The two plans of 001 §9, priced by the deployment's configuration (PLAN_* settings).
  api.get(
    '/payment/plans',
    { config: { access: 'org' }, schema: { response: { 200: PaymentPlansResponse } } },
    async () => {
      const { currencyCode, monthlyPriceInCents, annualPriceInCents } = ctx.config.plans;
      return {
        succeeded: true as const,
        currencyCode,
        paymentPlans: [
          { handle: PLAN_HANDLES.monthly, priceInCents: monthlyPriceInCents },
          { handle: PLAN_HANDLES.annual, priceInCents: annualPriceInCents },
        ],
      };
    },
  );
}
