import { SandboxClockRequest, SandboxClockResponse, SandboxTokenizeRequest, SandboxTokenResponse } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { SandboxProvider } from '../../integrations/payments/sandbox/provider.ts';
import { PaymentDeclined } from '../../integrations/payments/types.ts';
import { memberOf } from '../../plugins/access.ts';
import { findBilling } from './service.ts';

/**
 * BILLING_PROVIDER=sandbox only: the sandbox's card form posts the card here, in place of Stripe
 * Elements, with the form secret POST payment/token gave; the answer's token goes to POST payment/add.
 * The secret must be the caller's organization's own: another organization's secret reads as an
 * expired form, like a wrong or used one.
 */
export async function sandboxRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/payment/sandbox/tokenize',
    {
      config: { access: 'billing.update', secretAnswer: true },
      schema: { body: SandboxTokenizeRequest, response: { 200: SandboxTokenResponse } },
    },
    async (request) => {
      const { secret, ...card } = request.body;
      const billing = await findBilling(ctx, memberOf(request).orgId);
      if (!billing || !secret.startsWith(`${billing.customerId}_secret_`))
        throw new PaymentDeclined('This card form has expired. Open it again.', 'invalid_form_secret');
      const { token } = await SandboxProvider.tokenize(ctx.db, { ...card, secret }, ctx.sandboxClock ?? undefined);
      return { succeeded: true as const, token };
    },
  );

  // Trying renewals without waiting a month: the caller moves its own organization's clock only, and
  // what fell due is done for its own organization only; every other organization's time stays as it
  // was (issue 34 item 6).
  api.post(
    '/payment/sandbox/clock',
    {
      config: { access: 'billing.update' },
      schema: { body: SandboxClockRequest, response: { 200: SandboxClockResponse } },
    },
    async (request) => {
      const { orgId } = memberOf(request);
      const provider = (ctx.payments as SandboxProvider).forOrg(orgId);
      const clock = ctx.sandboxClock;
      if (!clock) throw new Error('the sandbox runs without its clock');
      const now = clock.advance(orgId, request.body.days * 24 * 60 * 60 * 1000);
      request.log.info({ orgId, days: request.body.days, now }, 'sandbox clock moved');
      const done = await provider.runDue();
      return { succeeded: true as const, now: now.toISOString(), ...done };
    },
  );
}
