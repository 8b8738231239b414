import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, type Transferable, Worker } from 'node:worker_threads';
import { type ApiMessage, type ErrorCode, ErrorCodes } from '@eos/domain';
import { AppError, message } from './errors.ts';
import { Refusal } from './refusal.ts';
import type { WorkerReply } from './worker-serve.ts';

// Work that would hold the event loop (unpacking and parsing a restore's zip, parsing a large CSV) runs in
// a worker thread: src/workers/<name>.ts, which calls serve() (lib/worker-serve.ts). The event loop only
// hands the input over and takes the answer back, a part at a time (issue 34 item 4).
//
// From source (tsx, vitest) the worker loads its TypeScript through tsx's loader, registered in the
// worker itself (Node 20 does not pass `--import tsx` on to a worker's own entry); bundled, it is
// dist/workers/<name>.js (build.mjs lists every src/workers/*.ts as an entry point, outbase src).
//
// Workers are kept for IDLE_MS after a job and reused, at most `concurrency` of a kind at a time (more
// jobs wait their turn). They hold no state between jobs, and never keep the process alive (unref).

const FROM_SOURCE = import.meta.url.endsWith('.ts');
const IDLE_MS = 15_000;

export interface WorkerKind {
  /** src/workers/<name>.ts */
  name: string;
  /** Jobs of this kind at once on this node; the others wait. */
  concurrency: number;
  /** The worker's heap: a job that needs more stops the worker, not the node. */
  resourceLimits?: ResourceLimits;
}

interface Pool {
  idle: { worker: Worker; timer: NodeJS.Timeout }[];
  running: number;
  waiting: (() => void)[];
}
const pools = new Map<string, Pool>();

function poolOf(kind: WorkerKind): Pool {
  let pool = pools.get(kind.name);
  if (!pool) {
    pool = { idle: [], running: 0, waiting: [] };
    pools.set(kind.name, pool);
  }
  return pool;
}

/** tsx's ESM loader API (tsx/esm/api, its 'import' condition), as a file URL: the bootstrap is a data: URL. */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'];
  return pathToFileURL(path.join(path.dirname(manifest), exports.import.default ?? exports.import)).href;
}

function start(kind: WorkerKind): Worker {
  const options = { resourceLimits: kind.resourceLimits ?? {} };
  if (!FROM_SOURCE) return new Worker(new URL(`./workers/${kind.name}.js`, import.meta.url), options);
  const entry = new URL(`../workers/${kind.name}.ts`, import.meta.url).href;
  // Niced before tsx starts its esbuild process, which inherits the thread's nice value (worker-serve.ts).
  const boot = [
    "if (process.platform === 'linux') try { (await import('node:os')).setPriority(19); } catch {}",
    `const { register } = await import(${JSON.stringify(tsxApi())});`,
    'register();',
    `await import(${JSON.stringify(entry)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}

/** A worker of the kind: an idle one, or a new one. */
function take(kind: WorkerKind, pool: Pool): Worker {
  const parked = pool.idle.pop();
  if (parked) {
    clearTimeout(parked.timer);
    return parked.worker;
  }
  const worker = start(kind);
  worker.unref();
  // One that stops while idle (it should not) is forgotten.
  worker.on('exit', () => {
    pool.idle = pool.idle.filter((p) => p.worker !== worker);
  });
  worker.on('error', () => {});
  return worker;
}

function park(pool: Pool, worker: Worker): void {
  const timer = setTimeout(() => {
    pool.idle = pool.idle.filter((p) => p.worker !== worker);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  pool.idle.push({ worker, timer });
}

async function turn(kind: WorkerKind, pool: Pool): Promise<void> {
  if (pool.running < kind.concurrency) {
    pool.running++;
    return;
  }
  await new Promise<void>((resolve) => pool.waiting.push(resolve));
}

function leave(pool: Pool): void {
  const next = pool.waiting.shift();
  if (next) next();
  else pool.running--;
}

/** A worker stopped in the middle of a job: out of its memory (resourceLimits), or it failed to start or was killed. */
export class WorkerStopped extends Error {
  constructor(
    message: string,
    readonly outOfMemory = false,
  ) {
    super(message);
  }
}

/** The AppError a worker's refusal stands for. */
export function toAppError(refusal: Refusal): AppError {
  return new AppError(refusal.code, [message(refusal.id, refusal.params, refusal.field)]);
}

function fromReply(reply: Exclude<WorkerReply, { kind: 'part' | 'done' }>): Error {
  switch (reply.kind) {
    case 'refused':
      return toAppError(new Refusal(reply.code as ErrorCode, reply.id, reply.params, reply.field));
    case 'app-error': {
      const code = (Object.keys(ErrorCodes) as ErrorCode[]).find((c) => ErrorCodes[c] === reply.status) ?? 'internal';
      return new AppError(code, reply.messages as ApiMessage[], reply.headers);
    }
    default: {
      const error = new Error(reply.message);
      if (reply.stack) error.stack = reply.stack;
      return error;
    }
  }
}

export interface WorkerJob {
  /** Moved to the worker, not copied (the caller no longer uses them). */
  transfer?: Transferable[];
  /** Each part the worker sends, on its own turn of the event loop. */
  onPart?: (part: unknown) => void;
}

/**
 * Runs one job in a worker of the kind and resolves with its answer. A Refusal or AppError thrown in the
 * worker rejects with the same AppError; a worker that stops (out of memory) rejects with WorkerStopped.
 */
export async function runInWorker<O>(kind: WorkerKind, input: unknown, job: WorkerJob = {}): Promise<O> {
  const pool = poolOf(kind);
  await turn(kind, pool);
  let worker: Worker | null = null;
  let healthy = false;
  try {
    const w = take(kind, pool);
    worker = w;
    return await new Promise<O>((resolve, reject) => {
      const finish = () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.kind === 'part') {
          try {
            job.onPart?.(reply.value);
          } catch (error) {
            finish();
            reject(error);
            return;
          }
          // The next part after other work had its turn (sockets, timers): a large answer never holds the loop.
          setImmediate(() => w.postMessage({ kind: 'ack' }));
          return;
        }
        finish();
        healthy = true;
        if (reply.kind === 'done') resolve(reply.value as O);
        else reject(fromReply(reply));
      };
      const onError = (error: Error & { code?: string }) => {
        finish();
        reject(new WorkerStopped(error.message, error.code === 'ERR_WORKER_OUT_OF_MEMORY'));
      };
      const onExit = (code: number) => {
        finish();
        reject(new WorkerStopped(`worker ${kind.name} stopped (${code})`));
      };
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      w.postMessage({ kind: 'job', input }, job.transfer ?? []);
    });
  } finally {
    if (worker) {
      if (healthy) park(pool, worker);
      else void worker.terminate();
    }
    leave(pool);
  }
}
