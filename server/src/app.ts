import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@eos/domain';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RawServerDefault,
} from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { App, AppContext } from './context.ts';
import { type Database, openDatabase, waitForDatabase } from './db/client.ts';
import { createLlm } from './integrations/llm/index.ts';
import { createPayments } from './integrations/payments/index.ts';
import type { ProviderEvent } from './integrations/payments/types.ts';
import { message } from './lib/errors.ts';
import { prettyLogStream } from './lib/log-format.ts';
import { redactUrl } from './lib/log-redact.ts';
import { completeDocument } from './lib/openapi.ts';
import { SessionCache } from './lib/session-cache.ts';
import { createMailer } from './mail/mailer.ts';
import { registerModules } from './modules/index.ts';
import { learningEmbedSources } from './modules/learning/catalogue.ts';
import { processProviderEvent } from './modules/subscription/events.ts';
import { apiTokenAreaOf } from './modules/tokens/areas.ts';
import { installWebhooks } from './modules/webhooks/hub.ts';
import { registerAccess } from './plugins/access.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerLazySerializers } from './plugins/serializer.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { detachedRealtime } from './realtime/server.ts';

export interface BuiltApp {
  app: App;
  ctx: AppContext;
  database: Database;
}

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const options: FastifyHttpOptions<RawServerDefault> = {
    logger: {
      level: config.logLevel,
      // Request URLs without the credentials some of them carry (reset links, invitation keys…).
      serializers: {
        req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(config.logStream
        ? { stream: config.logStream }
        : config.logFormat === 'pretty'
          ? { stream: prettyLogStream(process.stdout) }
          : {}),
    },
    // One line per answered request instead of Fastify's two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Fastify accepts a hop count at run time (proxy-addr), though its types omit numbers.
    trustProxy: config.trustProxy as boolean | string,
    // Route ids and session ids are uuids; keep URLs short and strict.
    routerOptions: { maxParamLength: 200 },
    // A URL the router cannot decode, or a parameter over that length: the envelope like any other 4xx.
    frameworkErrors: frameworkError,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>() as App;
  app.setValidatorCompiler(validatorCompiler);
  registerLazySerializers(app);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.inMemoryDb ? undefined : path.join(config.dataDir, 'db'),
    onIdleError: (err) => app.log.warn({ err }, 'database dropped an idle connection'),
    connectTimeoutMs: config.timeouts.databaseConnectMs,
    statementTimeoutMs: config.timeouts.databaseStatementMs,
    queryShapes: config.queryShapes,
  });
  try {
    // A database that is not there yet is waited for (bounded); one that never comes ends start-up with
    // DependencyUnavailableError, which main.ts prints as one line.
    await waitForDatabase(database, config.timeouts.startupMs, config.timeouts.databaseConnectMs);
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }

  const billingKind = config.billing.provider === 'none' ? null : config.billing.provider;
  // What the provider reports is acted on by the subscription service, which needs the context made
  // below: until then (start-up) nothing can report anything.
  let onProviderEvent: (event: ProviderEvent) => Promise<void> = async () => {};
  const payments = await createPayments({
    billing: config.billing,
    prices: { 'eos-one-monthly': config.plans.monthlyPriceInCents, 'eos-one-annual': config.plans.annualPriceInCents },
    currencyCode: config.plans.currencyCode,
    db: database.db,
    onEvent: (event) => onProviderEvent(event),
  }).catch(async (err: unknown) => {
    await database.close().catch(() => {});
    throw err;
  });

  const ctx: AppContext = {
    config,
    log: app.log,
    payments: payments.provider,
    sandboxClock: payments.sandboxClock,
    llm: createLlm(config.llm),
    db: database.db,
    mailer: createMailer({
      db: database.db,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      log: app.log,
    }),
    realtime: detachedRealtime,
    sessions: new SessionCache(config.sessionCacheMs),
    pingDatabase: (timeoutMs) => database.ping(timeoutMs),
  };
  // Outbound webhooks hear the live updates here, whatever realtime is put on ctx later (docs/webhooks.md).
  installWebhooks(app, ctx);

  if (billingKind) {
    onProviderEvent = async (event) => {
      await processProviderEvent(ctx, billingKind, event);
    };
  }
  // The sandbox's renewals fall due on its clock: look every minute (and whenever the clock is moved).
  const { runDue } = payments;
  if (runDue) {
    const timer = setInterval(() => {
      runDue().catch((err: unknown) => app.log.error({ err }, 'sandbox renewals failed'));
    }, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await app.register(cookie);
  registerRequestLog(app);
  await registerSecurityHeaders(app, config.publicUrl, learningEmbedSources(config.learningCatalogue));
  registerErrorHandler(app);
  registerCsrf(app, config.publicUrl);
  registerAccess(app, ctx);
  registerIdempotency(app, ctx);

  // OpenAPI generated from the same zod schemas that validate requests: GET /api/v2/openapi.json.
  await app.register(swagger, {
    // Paths keep their /api/v2 prefix, so the server is the installation's own address.
    openapi: {
      info: { title: 'EOS Tools API', version: config.buildVersion },
      servers: [{ url: config.publicUrl, description: 'This installation (PUBLIC_URL)' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (api) => registerModules(api as App, ctx), { prefix: API_PREFIX });
  // Public (docs/decisions.md 'The API document'): it describes the API, not anyone's data.
  let document: Record<string, unknown> | undefined;
  app.get(
    '/api/v2/openapi.json',
    { config: { access: 'public', sessionless: true }, schema: { hide: true } },
    async () => {
      document ??= completeDocument(
        structuredClone(app.swagger()) as Record<string, unknown>,
        app.accessTable,
        apiTokenAreaOf,
      );
      return document;
    },
  );

  // An operator's own terms and privacy pages replace the app's defaults (the sign-up form links here).
  for (const [route, target] of [
    ['/terms', config.legalPages.terms],
    ['/privacy', config.legalPages.privacy],
  ] as const) {
    if (target) {
      app.get(route, { config: { access: 'public', sessionless: true } }, (_request, reply) => reply.redirect(target));
    }
  }

  const webBuilt = existsSync(path.join(config.webDist, 'index.html'));
  if (webBuilt) await serveWeb(app, config.webDist);
  // Client routes (extension-less paths outside /api) get the web app; everything else the 404 envelope.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (webBuilt && request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url)) {
      return sendIndex(reply, config.webDist);
    }
    return reply.status(404).send({ succeeded: false, messages: [message('ERR_NOT_FOUND')] });
  });

  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await ctx.realtime.close();
    await database.close();
  });
  return { app, ctx, database };
}

/** The router's own refusals (a URL it cannot decode, a parameter too long) in the spec's envelope. */
function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({ succeeded: false, messages: [message('ERR_BAD_REQUEST')] });
}

/**
 * index.html names the hashed bundles of the current build, so the browser must ask again every time
 * (no-cache: it may keep a copy but revalidates it). @fastify/static would write its own
 * `public, max-age=0` over ours unless told not to.
 */
function sendIndex(reply: FastifyReply, root: string) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
}

/** Vite names every file under /assets by its content hash: a new build means a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files outside /assets keep their names across builds (favicon, manifest): cached, then revalidated.
const UNHASHED = 'public, max-age=3600';

/**
 * The built web app's files, by path: the brotli or gzip copy written at build time when the browser
 * accepts it (Content-Encoding, Vary: Accept-Encoding); hashed assets immutable for a year, index.html
 * never cached.
 */
async function serveWeb(app: App, root: string): Promise<void> {
  // reply.sendFile at the root, for the not-found handler; the file routes in a public scope.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  await app.register(async (files) => {
    files.decorate('publicScope', true);
    await files.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      // The path is the file sent, which may be the compressed copy (index.html.br).
      setHeaders: (reply, filePath) => {
        const relative = path
          .relative(root, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        const policy = relative === 'index.html' ? 'no-cache' : relative.startsWith('assets/') ? IMMUTABLE : UNHASHED;
        reply.header('cache-control', policy);
      },
    });
    // The wildcard route would treat '/' as a directory listing and refuse it: the root is the app.
    files.get('/', (_request, reply) => sendIndex(reply, root));
  });
}

export type { ZodTypeProvider };
