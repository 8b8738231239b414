import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { LlmClient } from './integrations/llm/types.ts';
import type { SandboxClock } from './integrations/payments/sandbox/clock.ts';
import type { PaymentProvider } from './integrations/payments/types.ts';
import type { SessionCache } from './lib/session-cache.ts';
import type { SessionRow } from './lib/session-store.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Realtime } from './realtime/server.ts';

/** What every module gets: configuration and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The app's logger, for work that outlives a request (provider events, seat counts sent after commit). */
  log: FastifyBaseLogger;
  mailer: Mailer;
  realtime: Realtime;
  /** BILLING_PROVIDER's provider, made once at start; null with none (billing does not exist). */
  payments: PaymentProvider | null;
  /** LLM_BASE_URL's language model (integrations/llm), made once at start; null without one. */
  llm: LlmClient | null;
  /** The sandbox provider's clocks, one per organization (tests advance them); null unless BILLING_PROVIDER=sandbox. */
  sandboxClock: SandboxClock | null;
  /** The sessions this node looked up a moment ago (lib/session-cache.ts). */
  sessions: SessionCache<SessionRow>;
  /** Resolves when the database answers within timeoutMs on a connection of its own (readiness). */
  pingDatabase(timeoutMs: number): Promise<void>;
}

/** A Fastify instance whose routes are typed from their zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
