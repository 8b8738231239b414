import { PassThrough } from 'node:stream';
import type { ApiFailure, ImportStreamEvent } from '@eos/domain';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AppError, message } from '../../lib/errors.ts';

/** A failure as the envelope every other answer uses; anything but an AppError is logged and said as ERR_INTERNAL. */
function envelopeOf(err: unknown, log: FastifyBaseLogger): ApiFailure {
  if (err instanceof AppError) return { succeeded: false, messages: err.messages };
  log.error({ err }, 'the import failed while streaming');
  return { succeeded: false, messages: [message('ERR_INTERNAL')] };
}

/**
 * The import as server-sent events (the help chat's pattern, modules/chat/sse.ts): `progress` events
 * ({ done, total }) while it writes, then `result` with the answer, or `error` with the envelope (the
 * 200 status has gone out by then). The work goes on if the browser leaves: it is one transaction.
 */
export function streamImport(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  run: (send: (event: ImportStreamEvent, data: unknown) => void) => Promise<unknown>,
): FastifyReply {
  const out = new PassThrough();
  const send = (event: ImportStreamEvent, data: unknown) => {
    if (!out.writableEnded && !reply.raw.destroyed) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void run(send)
    .then(
      (final) => send('result', final),
      (err: unknown) => send('error', envelopeOf(err, log)),
    )
    .finally(() => out.end());
  return reply.send(out);
}
