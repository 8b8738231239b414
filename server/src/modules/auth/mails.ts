import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Mail } from '../../mail/mailer.ts';
import { recordHit, throttleKeys } from './throttle.ts';

/** Mails to one address within the throttle window, all kinds together: stops mail bombing. */
const MAILS_PER_ADDRESS = 5;

/** Whether another mail may go to this address now. Over the limit, callers stay silent (same answer). */
export async function mayMail(ctx: AppContext, email: string): Promise<boolean> {
  return (await recordHit(ctx.db, throttleKeys.mail(email), MAILS_PER_ADDRESS)) <= MAILS_PER_ADDRESS;
}

/**
 * Hands the mail over without waiting for delivery: the answer then takes as long whether or not a
 * mail was due (no account-probing by timing), and a slow SMTP server never slows a request.
 * The mailer records failures in the outbox itself.
 */
export function dispatch(ctx: AppContext, log: FastifyBaseLogger, mail: Mail): void {
  ctx.mailer.send(mail).catch((err) => log.error({ err }, 'mail could not be queued'));
}
