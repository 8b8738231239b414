import { randomUUID } from 'node:crypto';
import { API_PREFIX, WEBHOOK_PING_EVENT, type WebhookEvent, WebhookEvents, WebhookItemTypes } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { unseal } from '../../lib/secrets.ts';
import type { Realtime } from '../../realtime/server.ts';
import { featureFlags } from '../meta/routes.ts';
import { callAs } from '../tokens/internal-call.ts';
import { type Resolver, systemResolver } from './address.ts';
import { sendWebhook } from './send.ts';
import {
  claimDue,
  type DeliveryRow,
  type EndpointRow,
  endpointsListening,
  findEndpoint,
  insertDeliveries,
  ownerOf,
  pruneDeliveries,
  recordAttempt,
} from './store.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** After a failed attempt, the next one waits this long (then the last step again). */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR] as const;
/** A delivery not delivered a day after its event is given up (failed). */
export const GIVE_UP_AFTER_MS = 24 * HOUR;
/** The delivery log keeps finished deliveries this long. */
const KEEP_MS = 30 * 24 * HOUR;
/** Deliveries one node claims and sends at once. */
const BATCH = 10;

const EVENT_SET: ReadonlySet<string> = new Set(WebhookEvents);
const ITEM_TYPES: ReadonlySet<string> = new Set(WebhookItemTypes);
const CHANGES: Readonly<Record<string, string>> = { Added: 'added', Updated: 'updated', Deleted: 'deleted' };

/** What a webhook's `data` holds: always the type and id, then what the event adds. */
export interface WebhookData {
  type: string;
  id: string;
  [key: string]: unknown;
}

/**
 * When the next attempt after a failed one is due, or null to give up: the back-off step for the
 * attempts made so far, never past a day after the event (the last try is at that day's end).
 */
export function nextAttemptAfterFailure(attempts: number, createdAt: Date, now: Date): Date | null {
  const deadline = createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? 12 * HOUR;
  return new Date(Math.min(now.getTime() + delay, deadline));
}

/** The result of one attempt made on request (Send test, Redeliver). */
export interface AttemptOutcome {
  delivery: DeliveryRow;
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Outbound webhooks of one app (docs/webhooks.md): hears the live-update events in one place (it wraps
 * ctx.realtime), enqueues a delivery per listening endpoint after the request's commit without making
 * the request wait or fail, and sends due deliveries from a worker every node runs.
 */
export class Webhooks {
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPrune = 0;
  /**
   * How endpoint hosts are resolved, when saved and on every connection (address.ts): the system
   * resolver; a test puts a stub here to answer one address when saving and another when sending.
   */
  resolve: Resolver = systemResolver;

  constructor(
    private readonly app: App,
    private readonly ctx: AppContext,
  ) {}

  /** ctx.realtime with every organization-room live update also heard here. */
  tap(inner: Realtime): Realtime {
    return {
      ...inner,
      emit: (hub, room, event, payload) => {
        inner.emit(hub, room, event, payload);
        if (hub !== 'live-update-hub' || !room.startsWith('org:')) return;
        const change = CHANGES[event];
        const { type, id } = (payload ?? {}) as { type?: unknown; id?: unknown };
        if (!change || typeof type !== 'string' || typeof id !== 'string') return;
        const name = `${type}.${change}`;
        if (!EVENT_SET.has(name)) return;
        this.emit(room.slice('org:'.length), name as WebhookEvent, payload as WebhookData);
      },
    };
  }

  /**
   * An event of an organization, after commit: deliveries for its listening endpoints are written in
   * the background. Never throws and never makes the caller wait; failures are logged.
   */
  emit(orgId: string, event: WebhookEvent, data: WebhookData): void {
    if (this.stopped) return;
    const occurredAt = new Date();
    const work = this.enqueue(orgId, event, data, occurredAt).catch((err: unknown) => {
      this.ctx.log.error({ err, orgId, event }, 'webhooks: could not enqueue an event');
    });
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once every event emitted so far is enqueued (tests; closing). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async enqueue(orgId: string, event: WebhookEvent, data: WebhookData, occurredAt: Date): Promise<void> {
    if (!featureFlags(this.ctx)['enable-api-switch']) return;
    const endpointIds = await endpointsListening(this.ctx.db, orgId, event);
    if (endpointIds.length === 0) return;
    const full = await this.withItem(orgId, event, data);
    if (!full) return;
    await insertDeliveries(
      this.ctx.db,
      endpointIds.map((endpointId) => {
        const id = randomUUID();
        return {
          id,
          orgId,
          endpointId,
          event,
          payload: { id, event, orgId, occurredAt: occurredAt.toISOString(), data: full },
          nextAttemptAt: occurredAt,
        };
      }),
    );
    this.kick();
  }

  /**
   * To-Dos, Issues, Headlines and Rocks travel with the item as `GET {type}s?ids=` answers it, read
   * as the organization's Owner. Null for an added or updated item that cannot be read (an Updated
   * that names no item: the lists refresh after a meeting's end): nothing is sent for it.
   */
  private async withItem(orgId: string, event: string, data: WebhookData): Promise<WebhookData | null> {
    const clean: WebhookData = { ...data, type: data.type, id: data.id };
    if (!ITEM_TYPES.has(data.type) || event.endsWith('.deleted')) return clean;
    const owner = await ownerOf(this.ctx.db, orgId);
    if (!owner) return clean;
    const res = await callAs(
      this.app,
      {
        tokenId: 'webhooks',
        kind: 'organization',
        scopes: ['read'],
        session: {
          id: 'webhooks',
          accountId: owner.accountId,
          orgId,
          email: owner.email,
          member: { personId: owner.personId, orgId, role: 'Owner', permissions: owner.permissions },
          twoStepMissing: false,
          subscription: null,
        },
      },
      { method: 'GET', url: `${API_PREFIX}/${data.type}s?ids=${encodeURIComponent(data.id)}` },
    );
    if (res.statusCode !== 200) {
      this.ctx.log.warn({ status: res.statusCode, type: data.type }, 'webhooks: the item could not be read');
      return clean;
    }
    const [item] = res.json() as unknown[];
    return item ? { ...clean, item } : null;
  }

  // ---- Sending --------------------------------------------------------------------------------

  /** Looks for due deliveries every `pollMs` (and at once after an enqueue) until stop(). */
  start(pollMs = this.ctx.config.webhooks.pollMs): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  /** A look for due deliveries soon, if the worker runs (started) on this node. */
  private kick(): void {
    if (!this.timer || this.stopped) return;
    void this.runDue().catch((err: unknown) => this.ctx.log.error({ err }, 'webhooks: the worker failed'));
  }

  /** Sends every delivery due now (claimed safely across nodes); one run at a time per node. */
  runDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (let batch = await claimDue(this.ctx.db, BATCH); batch.length > 0; ) {
            await Promise.all(batch.map((row) => this.attempt(row)));
            if (this.stopped) return;
            batch = await claimDue(this.ctx.db, BATCH);
          }
        } while (this.again && !this.stopped);
        if (Date.now() - this.lastPrune > HOUR) {
          this.lastPrune = Date.now();
          await pruneDeliveries(this.ctx.db, new Date(Date.now() - KEEP_MS));
        }
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** One attempt at a claimed delivery, its outcome recorded (given up when the endpoint is gone or off). */
  async attempt(row: DeliveryRow, opts: { retry?: boolean } = {}): Promise<AttemptOutcome> {
    const endpoint = await findEndpoint(this.ctx.db, row.orgId, row.endpointId);
    const refused = (error: string) => ({ ok: false, statusCode: null, error });
    let result: { ok: boolean; statusCode: number | null; error: string | null };
    if (!endpoint) result = refused('The endpoint was removed');
    else if (!endpoint.active && row.event !== WEBHOOK_PING_EVENT) result = refused('The endpoint is turned off');
    else result = await this.send(endpoint, row);
    const now = new Date();
    const retry = opts.retry !== false && endpoint?.active;
    const next = result.ok || !retry ? null : nextAttemptAfterFailure(row.attempts, row.createdAt, now);
    const saved = await recordAttempt(this.ctx.db, row.id, {
      status: result.ok ? 'delivered' : next ? 'pending' : 'failed',
      next,
      statusCode: result.statusCode,
      error: result.error,
    });
    return { delivery: saved ?? row, delivered: result.ok, statusCode: result.statusCode, error: result.error };
  }

  private async send(endpoint: EndpointRow, row: DeliveryRow) {
    let secret: string;
    try {
      secret = unseal(endpoint.secret, this.ctx.config.secretsKey);
    } catch {
      return { ok: false, statusCode: null, error: 'The signing secret cannot be read (SECRETS_KEY changed): roll it' };
    }
    return sendWebhook({
      url: endpoint.url,
      deliveryId: row.id,
      secret,
      body: JSON.stringify(row.payload),
      allowPrivate: this.ctx.config.webhooks.allowPrivate,
      resolve: this.resolve,
    });
  }

  /** Stops the worker and waits for what it and the enqueues are doing (the database closes next). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.settle();
    await this.running?.catch(() => {});
  }
}

const registry = new WeakMap<AppContext, Webhooks>();

/** The app's webhooks (tests run the worker on demand through it). */
export function webhooksOf(ctx: AppContext): Webhooks {
  const hooks = registry.get(ctx);
  if (!hooks) throw new Error('webhooks are not installed on this app');
  return hooks;
}

/** An event beyond the live updates (meeting started, issue solved…), after commit. Never throws. */
export function emitWebhook(ctx: AppContext, orgId: string, event: WebhookEvent, data: WebhookData): void {
  try {
    registry.get(ctx)?.emit(orgId, event, data);
  } catch (err) {
    ctx.log.error({ err, event }, 'webhooks: could not emit an event');
  }
}

/**
 * Called once where the context is built: every realtime implementation put on ctx.realtime (Socket.IO
 * at start, a recorder in tests) is wrapped so its organization-room live updates reach the webhooks;
 * the worker stops before the app closes its database.
 */
export function installWebhooks(app: App, ctx: AppContext): Webhooks {
  const hooks = new Webhooks(app, ctx);
  registry.set(ctx, hooks);
  const ours = new WeakSet<Realtime>();
  const wrap = (inner: Realtime) => {
    if (ours.has(inner)) return inner;
    const tapped = hooks.tap(inner);
    ours.add(tapped);
    return tapped;
  };
  let current = wrap(ctx.realtime);
  Object.defineProperty(ctx, 'realtime', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (next: Realtime) => {
      current = wrap(next);
    },
  });
  app.addHook('preClose', async () => hooks.stop());
  return hooks;
}
