import { PassThrough } from 'node:stream';
import type { ApiFailure, ChatStreamEvent } from '@eos/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, message } from '../../lib/errors.ts';

/** A comment line this often keeps proxies from closing a stream while the tools run. */
const HEARTBEAT_MS = 15_000;

/** Whether the caller asked for server-sent events (Accept: text/event-stream). */
export const wantsEvents = (request: FastifyRequest) => /\btext\/event-stream\b/.test(request.headers.accept ?? '');

/** A failure as the envelope every other answer uses; anything but an AppError is logged and said as ERR_INTERNAL. */
function envelopeOf(err: unknown, log: FastifyBaseLogger): ApiFailure {
  if (err instanceof AppError) return { succeeded: false, messages: err.messages };
  log.error({ err }, 'the chat failed while streaming');
  return { succeeded: false, messages: [message('ERR_INTERNAL')] };
}

/**
 * Answers with server-sent events: `run` gets a function that sends one event and answers the final
 * event's data (sent as `message`); a failure is sent as `error` with the API's envelope, since the
 * status (200) has gone out already. Nothing is written once the browser has gone away.
 */
export function sendEvents(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  gone: AbortSignal,
  run: (send: (event: ChatStreamEvent, data: unknown) => void) => Promise<unknown>,
): FastifyReply {
  const out = new PassThrough();
  const write = (text: string) => {
    if (!gone.aborted && !out.writableEnded) out.write(text);
  };
  const send = (event: ChatStreamEvent, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void run(send)
    .then(
      (final) => send('message', final),
      (err: unknown) => {
        if (!gone.aborted) send('error', envelopeOf(err, log));
      },
    )
    .finally(() => {
      clearInterval(heartbeat);
      out.end();
    });
  return reply.send(out);
}
