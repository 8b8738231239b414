import {
  IdParams,
  Succeeded,
  WebhookAttemptResponse,
  WebhookDeliveriesQuery,
  WebhookDeliveriesResponse,
  WebhookDeliveryParams,
  WebhookEndpointCreatedResponse,
  WebhookEndpointRequest,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  WebhookSecretResponse,
} from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { featureFlags } from '../meta/routes.ts';
import type { AttemptOutcome } from './hub.ts';
import {
  createEndpoint,
  deleteEndpoint,
  presentDelivery,
  presentEndpoint,
  redeliver,
  rollSecret,
  sendTest,
  updateEndpoint,
} from './service.ts';
import { findEndpoint, lastDeliveries, listDeliveries, listEndpoints } from './store.ts';

const access = { access: 'org.webhooks' } as const;
// The secret is in the answer: never kept by the idempotency store.
const secretAccess = { access: 'org.webhooks', secretAnswer: true } as const;

/** The Owner's or Admin's membership; 404 while the API switch is off (the calls do not exist then). */
function managerOf(ctx: AppContext, request: FastifyRequest) {
  if (!featureFlags(ctx)['enable-api-switch']) throw new AppError('notFound', 'ERR_FEATURE_DISABLED');
  return memberOf(request);
}

const attempted = (outcome: AttemptOutcome) => ({
  succeeded: true as const,
  delivery: presentDelivery(outcome.delivery),
  delivered: outcome.delivered,
  statusCode: outcome.statusCode,
  error: outcome.error,
});

/**
 * The organization's outbound webhooks (issue 22, docs/webhooks.md), in its settings, for Owners and
 * Admins (org.webhooks) while the enable-api-switch flag is on: endpoints, their secrets (shown once),
 * their delivery log, Send test and Redeliver. Tokens never reach these (area 'none').
 */
export async function webhookRoutes(api: App, ctx: AppContext): Promise<void> {
  async function present(orgId: string, id: string) {
    const [listed] = (await listEndpoints(ctx.db, orgId)).filter((r) => r.endpoint.id === id);
    if (!listed) throw notFound();
    const last = (await lastDeliveries(ctx.db, orgId)).get(id) ?? null;
    return presentEndpoint(listed.endpoint, { first: listed.creatorFirst, last: listed.creatorLast }, last);
  }

  api.get('/webhooks', { config: access, schema: { response: { 200: WebhookEndpointsResponse } } }, async (request) => {
    const member = managerOf(ctx, request);
    const [rows, last] = await Promise.all([listEndpoints(ctx.db, member.orgId), lastDeliveries(ctx.db, member.orgId)]);
    return {
      succeeded: true as const,
      endpoints: rows.map((r) =>
        presentEndpoint(r.endpoint, { first: r.creatorFirst, last: r.creatorLast }, last.get(r.endpoint.id) ?? null),
      ),
    };
  });

  api.post(
    '/webhooks',
    {
      config: secretAccess,
      schema: { body: WebhookEndpointRequest, response: { 200: WebhookEndpointCreatedResponse } },
    },
    async (request) => {
      const member = managerOf(ctx, request);
      const { row, secret } = await createEndpoint(ctx, member, request.body);
      request.log.info({ endpointId: row.id, events: row.events.length }, 'webhook endpoint added');
      return { succeeded: true as const, endpoint: await present(member.orgId, row.id), secret };
    },
  );

  api.put(
    '/webhooks/:id',
    {
      config: access,
      schema: { params: IdParams, body: WebhookEndpointRequest, response: { 200: WebhookEndpointResponse } },
    },
    async (request) => {
      const member = managerOf(ctx, request);
      const row = await updateEndpoint(ctx, member, request.params.id, request.body);
      return { succeeded: true as const, endpoint: await present(member.orgId, row.id) };
    },
  );

  api.delete(
    '/webhooks/:id',
    { config: access, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = managerOf(ctx, request);
      await deleteEndpoint(ctx, member, request.params.id);
      request.log.info({ endpointId: request.params.id }, 'webhook endpoint removed');
      return { succeeded: true as const };
    },
  );

  api.post(
    '/webhooks/:id/roll-secret',
    { config: secretAccess, schema: { params: IdParams, response: { 200: WebhookSecretResponse } } },
    async (request) => {
      const member = managerOf(ctx, request);
      const secret = await rollSecret(ctx, member, request.params.id);
      request.log.info({ endpointId: request.params.id }, 'webhook secret rolled');
      return { succeeded: true as const, secret };
    },
  );

  api.get(
    '/webhooks/:id/deliveries',
    {
      config: access,
      schema: { params: IdParams, querystring: WebhookDeliveriesQuery, response: { 200: WebhookDeliveriesResponse } },
    },
    async (request) => {
      const member = managerOf(ctx, request);
      const endpoint = await findEndpoint(ctx.db, member.orgId, request.params.id);
      if (!endpoint) throw notFound();
      const { page, pageSize } = request.query;
      const { rows, total } = await listDeliveries(ctx.db, member.orgId, endpoint.id, {
        offset: page * pageSize,
        limit: pageSize,
      });
      return { succeeded: true as const, items: rows.map(presentDelivery), totalCount: total };
    },
  );

  api.post(
    '/webhooks/:id/test',
    { config: access, schema: { params: IdParams, response: { 200: WebhookAttemptResponse } } },
    async (request) => {
      const member = managerOf(ctx, request);
      return attempted(await sendTest(ctx, member, request.params.id));
    },
  );

  api.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    { config: access, schema: { params: WebhookDeliveryParams, response: { 200: WebhookAttemptResponse } } },
    async (request) => {
      const member = managerOf(ctx, request);
      const { id, deliveryId } = request.params;
      return attempted(await redeliver(ctx, member, id, deliveryId));
    },
  );
}
