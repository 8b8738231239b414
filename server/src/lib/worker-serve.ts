import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Refusal } from './refusal.ts';

/** What a worker says back (lib/worker.ts reads it): parts of its answer, then its answer or its refusal. */
export type WorkerReply =
  | { kind: 'part'; value: unknown }
  | { kind: 'done'; value: unknown }
  | { kind: 'refused'; code: string; id: string; params: (string | number)[]; field?: string }
  | { kind: 'app-error'; status: number; messages: unknown[]; headers: Record<string, string> }
  | { kind: 'failed'; message: string; stack?: string };

/**
 * The worker side of lib/worker.ts: each job's input goes to `handler`, which may send its answer in
 * parts (`send` resolves when the main thread has taken the part, so a large answer reaches it one
 * event-loop turn at a time), and returns the rest. A Refusal, or an AppError (status and messages),
 * goes back as such; anything else as a failure (500 on the main thread).
 */
export function serve<I, O>(handler: (input: I, send: (part: unknown) => Promise<void>) => O | Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error('serve() runs in a worker thread');
  // The event loop's thread goes first when cores are short: on Linux a nice value is a thread's own
  // (setpriority on the calling thread), elsewhere it is the process's, which must keep its own.
  if (process.platform === 'linux') {
    try {
      setPriority(19);
    } catch {
      // Not allowed here (a container's seccomp profile): the worker runs at the node's priority.
    }
  }
  let taken: (() => void) | null = null;
  port.on('message', async (message: { kind: 'job'; input: I } | { kind: 'ack' }) => {
    if (message.kind === 'ack') {
      const resume = taken;
      taken = null;
      resume?.();
      return;
    }
    const send = (value: unknown) =>
      new Promise<void>((resolve) => {
        taken = resolve;
        port.postMessage({ kind: 'part', value } satisfies WorkerReply);
      });
    let reply: WorkerReply;
    try {
      reply = { kind: 'done', value: await handler(message.input, send) };
    } catch (error) {
      reply = describe(error);
    }
    port.postMessage(reply);
  });
}

function describe(error: unknown): WorkerReply {
  if (error instanceof Refusal) {
    return {
      kind: 'refused',
      code: error.code,
      id: error.id,
      params: error.params,
      ...(error.field ? { field: error.field } : {}),
    };
  }
  const e = error as { status?: unknown; messages?: unknown; headers?: unknown; message?: unknown; stack?: unknown };
  if (e && typeof e.status === 'number' && Array.isArray(e.messages)) {
    return {
      kind: 'app-error',
      status: e.status,
      messages: e.messages,
      headers: (e.headers as Record<string, string>) ?? {},
    };
  }
  return {
    kind: 'failed',
    message: String(e?.message ?? error),
    ...(typeof e?.stack === 'string' ? { stack: e.stack } : {}),
  };
}
