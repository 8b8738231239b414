/**
 * Telling "a dependency is down" apart from a bug: the error handler answers the first with 503 and
 * Retry-After (the client may try again, nothing is wrong with its request), the second with 500.
 * The one place that knows how PostgreSQL, node-postgres, pg-pool, node-redis and the Socket.IO Redis
 * adapter say that they cannot reach their server.
 */

export type Dependency = 'database' | 'redis';

/** Thrown by our own code when a dependency did not answer in time (start-up, readiness). */
export class DependencyUnavailableError extends Error {
  readonly dependency: Dependency;
  constructor(dependency: Dependency, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'DependencyUnavailableError';
    this.dependency = dependency;
  }
}

/** Seconds a client is told to wait before retrying a request that met an outage. */
export const RETRY_AFTER_SECONDS = 5;

// Socket errors of a connection that could not be made or was lost.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

// PostgreSQL SQLSTATEs: connection exceptions (08…), a server shutting down or starting (57P0x),
// too many connections, and a statement cancelled by statement_timeout (57014).
const POSTGRES_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

// node-postgres and pg-pool say these in plain messages, without a code.
const POSTGRES_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

// node-redis error classes (by name: the classes are not exported from the package root).
const REDIS_NAMES = new Set([
  'ClientClosedError',
  'ClientOfflineError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'SocketTimeoutError',
  'ReconnectStrategyError',
]);

/** Which dependency an error says is unreachable, or null for any other error. */
export function unavailableDependency(error: unknown): Dependency | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e) || seen.size > 10) continue;
    seen.add(e);
    if (e instanceof DependencyUnavailableError) return e.dependency;
    const { code, name, message, stack } = e as { code?: unknown; name?: unknown; message?: unknown; stack?: unknown };
    const text = typeof message === 'string' ? message : '';
    // node-redis errors keep the name 'Error': their class tells.
    const kind = (e as object).constructor?.name;
    if ((typeof name === 'string' && REDIS_NAMES.has(name)) || (kind && REDIS_NAMES.has(kind))) return 'redis';
    // The Socket.IO Redis adapter gives up on the other nodes' answers after its requestsTimeout.
    if (text.startsWith('timeout reached while waiting for')) return 'redis';
    // node-redis rejects a command that got no answer in time with a TimeoutError.
    if ((name === 'TimeoutError' || kind === 'TimeoutError') && typeof stack === 'string' && stack.includes('@redis'))
      return 'redis';
    if (typeof code === 'string' && POSTGRES_CODES.has(code)) return 'database';
    if (POSTGRES_MESSAGES.some((m) => text.startsWith(m))) return 'database';
    if (typeof code === 'string' && NETWORK_CODES.has(code)) {
      return typeof stack === 'string' && stack.includes('@redis') ? 'redis' : 'database';
    }
    queue.push((e as { cause?: unknown }).cause);
    if (Array.isArray((e as { errors?: unknown }).errors)) queue.push(...(e as { errors: unknown[] }).errors);
  }
  return null;
}

/**
 * `promise`, or DependencyUnavailableError once `ms` have passed. For waits a library leaves unbounded:
 * node-redis times a command out only until it is written, so a Redis that swallows every byte would
 * hold a request forever.
 */
export function within<T>(promise: Promise<T>, ms: number, dependency: Dependency, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyUnavailableError(dependency, `${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
