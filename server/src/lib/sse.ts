import { PassThrough } from 'node:stream';
import type { ApiFailure } from '@eos/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, message } from './errors.ts';

/** A comment line this often keeps proxies from closing a stream while the work goes on. */
const HEARTBEAT_MS = 15_000;

/** Whether the caller asked for server-sent events (Accept: text/event-stream). */
export const wantsEvents = (request: FastifyRequest) => /\btext\/event-stream\b/.test(request.headers.accept ?? '');

/** A failure as the envelope every other answer uses; anything but an AppError is logged and said as ERR_INTERNAL. */
function envelopeOf(err: unknown, log: FastifyBaseLogger, what: string): ApiFailure {
  if (err instanceof AppError) return { succeeded: false, messages: err.messages };
  log.error({ err }, `${what} failed while streaming`);
  return { succeeded: false, messages: [message('ERR_INTERNAL')] };
}

export interface EventStream<E extends string> {
  /** The event that carries what `run` resolves to ('message' for the chat, 'result' for an import). */
  final: E;
  /** What the stream is, for the log line of an unexpected failure ('the chat'). */
  what: string;
  /** Aborted when the browser has gone away (nothing is written after). */
  gone?: AbortSignal;
}

/**
 * Answers with server-sent events (the help chat, an import's progress): `run` gets a function that
 * sends one event, and its result is sent as `final`; a failure is sent as `error` with the API's
 * envelope, since the status (200) has gone out already. Nothing is written once the browser has gone.
 */
export function sendEvents<E extends string>(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  stream: EventStream<E>,
  run: (send: (event: E, data: unknown) => void) => Promise<unknown>,
): FastifyReply {
  const out = new PassThrough();
  const gone = () => stream.gone?.aborted === true || reply.raw.destroyed;
  const write = (text: string) => {
    if (!gone() && !out.writableEnded) out.write(text);
  };
  const send = (event: E | 'error', data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void run(send)
    .then(
      (final) => send(stream.final, final),
      (err: unknown) => {
        if (!gone()) send('error', envelopeOf(err, log, stream.what));
      },
    )
    .finally(() => {
      clearInterval(heartbeat);
      out.end();
    });
  return reply.send(out);
}
