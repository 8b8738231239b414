import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { attachRealtime } from './realtime/socket.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

const startedAt = performance.now();
const config = loadConfig();
const { app, ctx } = await buildApp(config);
if (config.seedDemo) await seedDemoIfEmpty(ctx, app.log);
await attachRealtime(app, ctx);
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
