import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ConfigurationError } from './lib/configuration-error.ts';
import { unavailableDependency } from './lib/unavailable.ts';
import { announceChanges } from './modules/meta/announce.ts';
import { featureFlags } from './modules/meta/routes.ts';
import { webhooksOf } from './modules/webhooks/hub.ts';
import { attachRealtime } from './realtime/socket.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

const startedAt = performance.now();
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A file a setting names is missing or invalid (LEARNING_CATALOGUE): one line, exit code 1.
    if (!(err instanceof ConfigurationError)) throw err;
    process.stderr.write(`EOS Tools cannot start: ${err.message}\n`);
    process.exit(1);
  }
})();

/**
 * The database or Redis could not be reached within STARTUP_TIMEOUT_MS: one line that says which and
 * why, and a non-zero exit so a supervisor restarts the process (instead of a stack trace, or a process
 * that waits forever without listening).
 */
function exitUnavailable(err: unknown): never {
  const dependency = unavailableDependency(err);
  if (!dependency) throw err;
  const reason = err instanceof Error ? err.message : String(err);
  const what = dependency === 'database' ? 'the database (DATABASE_URL)' : 'Redis (REDIS_URL)';
  process.stderr.write(`EOS Tools cannot start: ${what} did not answer: ${reason}\n`);
  process.exit(1);
}

const { app, ctx } = await buildApp(config).catch(exitUnavailable);
try {
  if (config.seedDemo) await seedDemoIfEmpty(ctx, app.log);
  await attachRealtime(app, ctx);
  await announceChanges(ctx, { version: config.buildVersion, flags: featureFlags(ctx) });
  // Every node sends due webhook deliveries (claimed safely across nodes); stopped when the app closes.
  webhooksOf(ctx).start();
} catch (err) {
  await app.close().catch(() => {});
  exitUnavailable(err);
}
await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    url: config.publicUrl,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    ms: Math.round(performance.now() - startedAt),
  },
  'EOS Tools is serving',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
