import type { App, AppContext } from '../../context.ts';
import { AppError, message } from '../../lib/errors.ts';
import { processProviderEvent } from './events.ts';

/**
 * POST billing/stripe/webhook (BILLING_PROVIDER=stripe): Stripe's deliveries, verified with the
 * endpoint's signing secret over the raw body (so this scope reads JSON as bytes), each event acted on
 * once (a repeated delivery answers 200 and changes nothing). A bad signature answers 400 and changes
 * nothing; an event for a customer that is not ours answers 200 so Stripe stops sending it.
 */
export async function stripeWebhookRoutes(api: App, ctx: AppContext): Promise<void> {
  const provider = ctx.payments;
  if (provider?.kind !== 'stripe' || !provider.parseWebhook) return;
  const parseWebhook = provider.parseWebhook.bind(provider);
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/billing/stripe/webhook',
      // Public: Stripe signs, it does not sign in. Its body is Stripe's event, read raw: documented by hand
      // (lib/openapi.ts HAND_BODIES).
      {
        config: { access: 'public', sessionless: true },
        schema: { description: "Stripe's event deliveries, signed in the Stripe-Signature header." },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<typeof parseWebhook>;
        try {
          event = parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
        } catch (err) {
          request.log.warn({ err }, 'stripe webhook refused');
          throw new AppError('badRequest', [message('ERR_WEBHOOK_SIGNATURE')]);
        }
        if (event) await processProviderEvent(ctx, 'stripe', event);
        return { succeeded: true as const };
      },
    );
  });
}
