import { HealthLiveResponse, HealthReadyResponse, HealthUnavailableResponse } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { message } from '../../lib/errors.ts';
import { type Dependency, RETRY_AFTER_SECONDS, within } from '../../lib/unavailable.ts';

type Check = 'up' | 'down';

/** 'up' when `probe` settles in time and without error, else 'down'; never throws, never waits longer. */
function check(dependency: Dependency, timeoutMs: number, probe: () => Promise<unknown>): Promise<Check> {
  return within(probe(), timeoutMs, dependency, 'ready check').then(
    (): Check => 'up',
    (): Check => 'down',
  );
}

/** One fresh Redis connection and PING: says whether the server answers now. */
async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
    commandOptions: { timeout: timeoutMs },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.destroy();
  }
}

/**
 * Probes for a load balancer or an orchestrator. Public, no cookie read, no session looked up:
 * - live: the process answers (restart it when this fails);
 * - ready: the database, and Redis where configured, answer within READY_TIMEOUT_MS (send it no
 *   traffic while this is 503; `checks` says which dependency is down).
 */
export async function healthRoutes(api: App, ctx: AppContext): Promise<void> {
  const config = { access: 'public' as const, sessionless: true };

  api.get('/health/live', { config, schema: { response: { 200: HealthLiveResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { succeeded: true as const };
  });

  api.get(
    '/health/ready',
    { config, schema: { response: { 200: HealthReadyResponse, 503: HealthUnavailableResponse } } },
    async (_request, reply) => {
      const timeoutMs = ctx.config.timeouts.readyMs;
      const redisUrl = ctx.config.redisUrl;
      const [database, redis] = await Promise.all([
        check('database', timeoutMs, () => ctx.pingDatabase(timeoutMs)),
        redisUrl ? check('redis', timeoutMs, () => pingRedis(redisUrl, timeoutMs)) : undefined,
      ]);
      const checks = { database, ...(redis ? { redis } : {}) };
      reply.header('cache-control', 'no-store');
      if (database === 'up' && redis !== 'down') return { succeeded: true as const, checks };
      const down = Object.entries(checks)
        .filter(([, v]) => v === 'down')
        .map(([k]) => k);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ succeeded: false as const, messages: [message('ERR_DEPENDENCY_DOWN', [down.join(', ')])], checks });
    },
  );
}
