import type { ApiFailure } from '@eos/domain';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { App } from '../context.ts';
import { PaymentDeclined } from '../integrations/payments/types.ts';
import { isForeignKeyViolation } from '../lib/db-errors.ts';
import { AppError, message, messageText } from '../lib/errors.ts';
import { RETRY_AFTER_SECONDS, unavailableDependency } from '../lib/unavailable.ts';

/** Turns every failure into the spec's envelope. Nothing internal (stack, SQL) leaves the server. */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.status).send({ succeeded: false, messages: error.messages } satisfies ApiFailure);
    }
    // A card the provider refused (declined, expired, a used token): 422 with the provider's own words.
    if (error instanceof PaymentDeclined) {
      request.log.info({ code: error.code }, 'payment declined');
      const refused = {
        ...message('BILLING_PAYMENT_DECLINED'),
        text: error.message || messageText('BILLING_PAYMENT_DECLINED'),
      };
      return reply.status(422).send({ succeeded: false, messages: [refused] } satisfies ApiFailure);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return message(issue.message ?? 'VAL_INVALID', [], field || undefined);
      });
      return reply.status(422).send({ succeeded: false, messages } satisfies ApiFailure);
    }
    // The database or Redis is down or too slow: the caller did nothing wrong and may retry.
    const dependency = unavailableDependency(error);
    if (dependency) {
      request.log.warn({ err: error, dependency }, 'dependency unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ succeeded: false, messages: [message('ERR_SERVICE_UNAVAILABLE')] } satisfies ApiFailure);
    }
    // What the request pointed at was removed by another one committing meanwhile (a person removed
    // while an item was assigned to them): the request lost a race, it is not the server's fault.
    if (isForeignKeyViolation(error)) {
      request.log.warn({ err: error }, 'a write lost a race with a removal');
      return reply.status(409).send({ succeeded: false, messages: [message('ERR_REFERENCE_GONE')] });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ succeeded: false, messages: [message('ERR_PAYLOAD_TOO_LARGE')] });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ succeeded: false, messages: [message('ERR_BAD_REQUEST')] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ succeeded: false, messages: [message('ERR_INTERNAL')] });
  });
}
