import path from 'node:path';
import { FEATURE_FLAGS, type FeatureFlag, type LearningCatalogue } from '@eos/domain';
import { z } from 'zod';
import { type LlmConfig, loadLlmConfig } from './integrations/llm/settings.ts';
import { type BillingConfig, loadBillingConfig } from './integrations/payments/settings.ts';
import { resolveLogFormat } from './lib/log-format.ts';
import { loadLearningCatalogue } from './modules/learning/catalogue.ts';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('EOS Tools <no-reply@localhost>'),
  PUBLIC_URL: z.string().optional(),
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  /**
   * The assistants' language model (issue 21): any OpenAI-compatible chat-completions endpoint (a hosted
   * provider, Ollama, llama.cpp's server). Unset: no model, the built-in fallbacks answer. With it,
   * LLM_MODEL is required; LLM_API_KEY is optional (never logged); LLM_TIMEOUT_MS bounds one attempt.
   */
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  /** Comma-separated overrides, e.g. "maintenance-page=true,voice-assistant=true". */
  FEATURE_FLAGS: z.string().optional(),
  /** Seed the demo organization on first start (on by default outside tests). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty': one readable line per entry; 'json': pino's JSON lines; 'auto': pretty in a terminal. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** The operator's own terms and privacy pages: /terms and /privacy send there instead of the defaults. */
  TERMS_URL: z.url().optional(),
  PRIVACY_URL: z.url().optional(),
  BUILD_VERSION: z.string().optional(),
  /**
   * The operator's own learning-centre videos: a JSON file { "videos": [...] } that replaces the
   * repository's catalogue (server/src/modules/learning/catalogue.json), checked at start.
   */
  LEARNING_CATALOGUE: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For: unset trusts none (the socket address is the client),
   * a number is the count of proxy hops, anything else a comma-separated list of proxy addresses.
   * Client addresses feed the sign-in throttle, so never trust a header anyone can send.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Seals the two-step secrets in the database (AES-256-GCM; any text of 32 characters or more, the
   * same on every node). Without it they are stored as they are, though never returned by the API.
   */
  SECRETS_KEY: z.string().min(32).optional(),
  /** Uploaded files (avatars); several app nodes must share it. Default DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Seat prices of the two plans (001 §9), in cents of PLAN_CURRENCY: each plan's price for one seat for
   * one of its billing periods (monthly: a month; annual: a year). GET payment/plans shows them, the
   * invite cost summary uses the monthly one, the sandbox provider charges them.
   */
  PLAN_MONTHLY_PRICE_CENTS: z.coerce.number().int().min(0).default(1500),
  PLAN_ANNUAL_PRICE_CENTS: z.coerce.number().int().min(0).default(15000),
  PLAN_CURRENCY: z.string().length(3).default('USD'),
  /** Billing (issue 20): none (no billing at all), sandbox (built in, test cards) or stripe. */
  BILLING_PROVIDER: z.enum(['none', 'sandbox', 'stripe']).default('none'),
  /** Stripe's secret API key (sk_…), the webhook endpoint's signing secret (whsec_…), the plans' price ids. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_ANNUAL: z.string().optional(),
  /** Stripe Tax works the tax of the charges out instead of BILLING_TAX_RATES. */
  STRIPE_AUTOMATIC_TAX: z.enum(['true', 'false']).default('false'),
  /** Another Stripe API server (scheme, host and port), e.g. a test peer on loopback. */
  STRIPE_API_BASE: z.string().optional(),
  /** A JSON file in domain's TaxRateTable format; unset: no tax. Checked at start. */
  BILLING_TAX_RATES: z.string().optional(),
  /** A JSON file of the sandbox's coupons (integrations/payments/settings.ts); checked at start. */
  SANDBOX_COUPONS: z.string().optional(),
  /**
   * How long opening a PostgreSQL connection (or waiting for a free one in the pool) may take before
   * the request fails with 503. Without it a database that accepts connections but never answers
   * holds every request forever.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * The longest one SQL statement may run: PostgreSQL cancels it (statement_timeout) and the client
   * gives up a little later if no answer comes at all (a network that drops everything).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  /** How long connecting to Redis or one Redis command may take before it counts as down. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * At start-up, how long to wait for the database and Redis to answer before exiting with a one-line
   * error (an orchestrator restarts the process; a person reads why).
   */
  STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  /** GET /api/v2/health/ready: how long each dependency may take to answer before it is reported down. */
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).default(1000),
  /**
   * Outbound webhooks (docs/webhooks.md) may go to http:// addresses and to hosts on loopback, private,
   * link-local, CGNAT, unique-local, multicast or unspecified addresses. Off by default: an endpoint
   * anyone in an organization adds could otherwise reach the operator's own network. For test setups
   * and receivers on a private network only.
   */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** In-memory PGlite: tests use it so every test file starts from an empty database. */
  inMemoryDb: boolean;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
  /** LLM_* (integrations/llm/settings.ts); undefined without LLM_BASE_URL: no model. */
  llm?: LlmConfig;
  featureFlagOverrides: Partial<Record<FeatureFlag, boolean>>;
  seedDemo: boolean;
  logLevel: string;
  logFormat: 'pretty' | 'json';
  /** Where /terms and /privacy send people; unset, the app shows its default pages. */
  legalPages: { terms?: string; privacy?: string };
  buildVersion: string;
  /** The learning centre's videos: the repository's, or LEARNING_CATALOGUE's file (read at start). */
  learningCatalogue: LearningCatalogue;
  webDist: string;
  trustProxy: boolean | number | string;
  uploadDir: string;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Each SQL statement's shape appended to `file` with `label` (tests, for scripts/pg-coverage.mjs). */
  queryShapes?: { file: string; label: string };
  /** SECRETS_KEY: seals two-step secrets at rest (lib/secrets.ts). */
  secretsKey?: string;
  /** Per seat per billing period of each plan (a month; a year), in cents. */
  plans: { currencyCode: string; monthlyPriceInCents: number; annualPriceInCents: number };
  /** BILLING_PROVIDER and its settings (integrations/payments/settings.ts), checked at start. */
  billing: BillingConfig;
  /**
   * How often each node checks that its sockets' sessions and memberships still hold (realtime/socket.ts):
   * the safety net for access that ends without a disconnect, such as a session timing out.
   */
  realtimeAccessSweepMs: number;
  /**
   * How long a node answers a session from memory before it reads it again (lib/session-cache.ts);
   * every change to access (sign-out, role, removal, organization) forgets it at once on every node.
   */
  sessionCacheMs: number;
  timeouts: Timeouts;
  /** Outbound webhooks: WEBHOOKS_ALLOW_PRIVATE; how often each node's worker looks for due deliveries. */
  webhooks: { allowPrivate: boolean; pollMs: number };
}

/** Bounds on waiting for the database and Redis, in milliseconds (see Env for each). */
export interface Timeouts {
  databaseConnectMs: number;
  databaseStatementMs: number;
  redisMs: number;
  startupMs: number;
  readyMs: number;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export function parseFlagOverrides(raw: string | undefined): Partial<Record<FeatureFlag, boolean>> {
  const out: Partial<Record<FeatureFlag, boolean>> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    if (name && FEATURE_FLAGS.includes(name as FeatureFlag)) out[name as FeatureFlag] = value !== 'false';
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = Env.parse(env);
  const port = e.PORT;
  const config: Config = {
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    inMemoryDb: false,
    redisUrl: e.REDIS_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET ?? '',
            name: e.OIDC_NAME,
          }
        : undefined,
    llm: loadLlmConfig(e),
    featureFlagOverrides: parseFlagOverrides(e.FEATURE_FLAGS),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : true,
    logLevel: e.LOG_LEVEL,
    logFormat: resolveLogFormat(e.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    legalPages: { terms: e.TERMS_URL, privacy: e.PRIVACY_URL },
    buildVersion: e.BUILD_VERSION ?? process.env.npm_package_version ?? 'dev',
    learningCatalogue: loadLearningCatalogue(e.LEARNING_CATALOGUE || undefined),
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    secretsKey: e.SECRETS_KEY || undefined,
    plans: {
      currencyCode: e.PLAN_CURRENCY.toUpperCase(),
      monthlyPriceInCents: e.PLAN_MONTHLY_PRICE_CENTS,
      annualPriceInCents: e.PLAN_ANNUAL_PRICE_CENTS,
    },
    billing: loadBillingConfig(e),
    realtimeAccessSweepMs: 60_000,
    sessionCacheMs: 5000,
    timeouts: {
      databaseConnectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      databaseStatementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      redisMs: e.REDIS_TIMEOUT_MS,
      startupMs: e.STARTUP_TIMEOUT_MS,
      readyMs: e.READY_TIMEOUT_MS,
    },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'true', pollMs: 5000 },
  };
  return { ...config, ...overrides };
}
