import { randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_PING_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  WebhookMessages,
} from '@eos/domain';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { seal } from '../../lib/secrets.ts';
import type { Member } from '../../lib/session-store.ts';
import { refusedUrl, withoutCredentials } from './address.ts';
import { type AttemptOutcome, webhooksOf } from './hub.ts';
import {
  CLAIM_LEASE_SECONDS,
  claimOne,
  type DeliveryRow,
  type EndpointRow,
  findEndpoint,
  insertDeliveries,
} from './store.ts';

type EndpointBody = z.output<typeof WebhookEndpointRequest>;

/**
 * A new signing secret as Standard Webhooks writes one: 'whsec_' and the standard base64 of 256 random
 * bits, which are the HMAC key (send.ts signingKey).
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function presentEndpoint(
  row: EndpointRow,
  creator: { first: string | null; last: string | null } | null,
  last: DeliveryRow | null,
): WebhookEndpoint {
  return {
    id: row.id,
    // An address saved with a user name or password before they were refused: never shown back.
    url: withoutCredentials(row.url),
    description: row.description,
    events: row.events,
    active: row.active,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    createdBy:
      row.createdById && creator
        ? { id: row.createdById, name: `${creator.first ?? ''} ${creator.last ?? ''}`.trim() }
        : null,
    lastDelivery: last
      ? {
          status: last.status as WebhookDeliveryStatus,
          created: last.createdAt.toISOString(),
          statusCode: last.lastStatusCode,
        }
      : null,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    created: row.createdAt.toISOString(),
    nextAttempt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    delivered: row.deliveredAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    payload: row.payload as Record<string, unknown>,
  };
}

/** The address may be used (422 on `url` saying why not: not http(s), https needed, a private host…). */
async function assertUrlAllowed(ctx: AppContext, url: string): Promise<void> {
  const refused = await refusedUrl(url, ctx.config.webhooks.allowPrivate, { resolve: webhooksOf(ctx).resolve });
  if (refused) throw invalid(refused, 'url');
}

export async function createEndpoint(
  ctx: AppContext,
  member: Member,
  body: EndpointBody,
): Promise<{ row: EndpointRow; secret: string }> {
  await assertUrlAllowed(ctx, body.url);
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.orgId, member.orgId));
  if ((counted?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('validation', WebhookMessages.tooMany);
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      orgId: member.orgId,
      url: body.url,
      description: body.description,
      events: body.events,
      active: body.active,
      secret: seal(secret, ctx.config.secretsKey),
      createdById: member.personId,
    })
    .returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return { row, secret };
}

export async function updateEndpoint(
  ctx: AppContext,
  member: Member,
  id: string,
  body: EndpointBody,
): Promise<EndpointRow> {
  const before = await findEndpoint(ctx.db, member.orgId, id);
  if (!before) throw notFound();
  // The address as listed (without the credentials an older endpoint may carry) is the same address.
  const unchanged = body.url === before.url || body.url === withoutCredentials(before.url);
  if (!unchanged) await assertUrlAllowed(ctx, body.url);
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({
      url: unchanged ? before.url : body.url,
      description: body.description,
      events: body.events,
      active: body.active,
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.orgId, member.orgId), eq(webhookEndpoints.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Removes the endpoint and its delivery log (one statement: the deliveries cascade). */
export async function deleteEndpoint(ctx: AppContext, member: Member, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, member.orgId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound();
}

/** A new secret for the endpoint (the old one stops signing at once); answered this once. */
export async function rollSecret(ctx: AppContext, member: Member, id: string): Promise<string> {
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ secret: seal(secret, ctx.config.secretsKey), updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.orgId, member.orgId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw notFound();
  return secret;
}

/**
 * Send test: a `ping` delivery to this endpoint (active or not), sent right away and not retried;
 * the answer says what the receiver answered.
 */
export async function sendTest(ctx: AppContext, member: Member, id: string): Promise<AttemptOutcome> {
  const endpoint = await findEndpoint(ctx.db, member.orgId, id);
  if (!endpoint) throw notFound();
  const deliveryId = randomUUID();
  const now = new Date();
  const [row] = await insertDeliveries(ctx.db, [
    {
      id: deliveryId,
      orgId: member.orgId,
      endpointId: endpoint.id,
      event: WEBHOOK_PING_EVENT,
      payload: {
        id: deliveryId,
        event: WEBHOOK_PING_EVENT,
        orgId: member.orgId,
        occurredAt: now.toISOString(),
        data: { type: 'endpoint', id: endpoint.id, url: withoutCredentials(endpoint.url) },
      },
      attempts: 1,
      nextAttemptAt: now,
      claimedUntil: new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000),
    },
  ]);
  if (!row) throw new Error('webhook delivery insert returned nothing');
  return webhooksOf(ctx).attempt(row, { retry: false });
}

/** Redeliver: the same delivery (same id, same body) sent again now; retried as usual if it fails. */
export async function redeliver(
  ctx: AppContext,
  member: Member,
  endpointId: string,
  deliveryId: string,
): Promise<AttemptOutcome> {
  const where = { orgId: member.orgId, endpointId, id: deliveryId };
  const [exists] = await ctx.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.orgId, where.orgId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  if (!exists) throw notFound();
  const row = await claimOne(ctx.db, where);
  if (!row) throw new AppError('conflict', WebhookMessages.busy);
  return webhooksOf(ctx).attempt(row, { retry: row.event !== WEBHOOK_PING_EVENT });
}
