import { z } from 'zod';
import { isSafeText } from '../rules/safe-text.ts';
import { Id, M } from './common.ts';

/**
 * Outbound webhooks (issue 22, docs/webhooks.md): an organization's endpoints hear about changes as
 * signed JSON POSTs. The events are the live-update hub's (every `Added`/`Updated`/`Deleted` of a type
 * sent to the organization's room becomes `<type>.added|updated|deleted`) plus four that say more than
 * a change: a meeting started or ended, an issue solved, a measurable's number off its goal.
 */

/** The catalogue, grouped as the settings popup shows it (a group's checkboxes with "select all"). */
export const WebhookEventGroups = {
  items: [
    'todo.added',
    'todo.updated',
    'todo.deleted',
    'issue.added',
    'issue.updated',
    'issue.deleted',
    'issue.solved',
    'headline.added',
    'headline.updated',
    'headline.deleted',
    'rock.added',
    'rock.updated',
    'rock.deleted',
  ],
  scorecard: [
    'measurable.added',
    'measurable.updated',
    'measurable.deleted',
    'measurable.off_track',
    'scorecard.updated',
  ],
  meetings: [
    'meeting.added',
    'meeting.updated',
    'meeting.deleted',
    'meeting.started',
    'meeting.ended',
    'agenda.added',
    'agenda.updated',
    'agenda.deleted',
    'meetingChecklist.updated',
    'leadershipteam.updated',
  ],
  people: ['person.added', 'person.updated', 'person.deleted'],
  vto: [
    'vtoCollection.added',
    'vtoCollection.updated',
    'vtoCollection.deleted',
    'vtoRevision.added',
    'vtoRevision.updated',
    'vtoRevision.deleted',
  ],
  chart: [
    'acCollection.added',
    'acCollection.updated',
    'acCollection.deleted',
    'acRevision.added',
    'acRevision.updated',
    'acRevision.deleted',
  ],
  organization: ['org.updated', 'subscription.updated'],
} as const;
export type WebhookEventGroup = keyof typeof WebhookEventGroups;
export const WebhookEventGroupNames = Object.keys(WebhookEventGroups) as WebhookEventGroup[];

/** Every event an endpoint may subscribe to. */
export const WebhookEvents = Object.values(WebhookEventGroups).flat() as WebhookEvent[];
export type WebhookEvent = (typeof WebhookEventGroups)[WebhookEventGroup][number];

/** What Send test delivers (never subscribed to: it goes to the one endpoint tested). */
export const WEBHOOK_PING_EVENT = 'ping';

/** The live-update types whose payload carries the item as `GET {type}s?ids=` answers it. */
export const WebhookItemTypes = ['todo', 'issue', 'headline', 'rock'] as const;

export const WebhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WebhookDeliveryStatuses)[number];

/** Endpoints an organization may have. */
export const MAX_WEBHOOK_ENDPOINTS = 20;
/** The longest endpoint address accepted. */
export const WEBHOOK_URL_MAX = 2000;
/** Deliveries a page of the log shows at most. */
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;

export const WebhookMessages = {
  /** Not an absolute http(s) address. */
  url: 'ERR_WEBHOOK_URL',
  /** http:// while private addresses are not allowed (the operator's test setups only). */
  https: 'ERR_WEBHOOK_HTTPS',
  /** The host is, or resolves to, a loopback, private, link-local… address. */
  privateAddress: 'ERR_WEBHOOK_PRIVATE_ADDRESS',
  /** The host name does not resolve. */
  unresolved: 'ERR_WEBHOOK_UNRESOLVED',
  noEvents: 'ERR_WEBHOOK_NO_EVENTS',
  tooMany: 'ERR_WEBHOOK_LIMIT',
  /** A redeliver while the same delivery is being sent. */
  busy: 'ERR_WEBHOOK_BUSY',
  /** A user name or password in the address (issue 34): never stored, the signature authenticates. */
  credentials: 'ERR_WEBHOOK_CREDENTIALS',
} as const;

/** An absolute http(s) address (whether its host is allowed is the server's check, with DNS). */
export const WebhookUrl = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(WEBHOOK_URL_MAX, { error: M.maxLength, abort: true })
  .refine(isSafeText, { error: M.invalid, abort: true })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: WebhookMessages.url },
  )
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.username === '' && url.password === '';
      } catch {
        return true;
      }
    },
    { error: WebhookMessages.credentials },
  );

const Events = z
  .array(z.enum(WebhookEvents as [WebhookEvent, ...WebhookEvent[]]))
  .min(1, { error: WebhookMessages.noEvents })
  .max(WebhookEvents.length)
  .transform((list) => [...new Set(list)]);

/** POST webhooks, PUT webhooks/{id}: the whole endpoint as the popup edits it. */
export const WebhookEndpointRequest = z.object({
  url: WebhookUrl,
  description: z.string().trim().max(200, { error: M.maxLength }).refine(isSafeText, { error: M.invalid }).default(''),
  events: Events,
  active: z.boolean().default(true),
});
export type WebhookEndpointRequest = z.input<typeof WebhookEndpointRequest>;

export const WebhookLastDelivery = z.object({
  status: z.enum(WebhookDeliveryStatuses),
  created: z.string(),
  statusCode: z.number().nullable(),
});

/** An endpoint as the settings list shows it: never its secret. */
export const WebhookEndpoint = z.object({
  id: Id,
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  created: z.string(),
  updated: z.string(),
  createdBy: z.object({ id: Id, name: z.string() }).nullable(),
  lastDelivery: WebhookLastDelivery.nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointsResponse = z.object({ succeeded: z.literal(true), endpoints: z.array(WebhookEndpoint) });
export const WebhookEndpointResponse = z.object({ succeeded: z.literal(true), endpoint: WebhookEndpoint });
/** Creating an endpoint or rolling its secret: the secret, in this answer alone. */
export const WebhookEndpointCreatedResponse = z.object({
  succeeded: z.literal(true),
  endpoint: WebhookEndpoint,
  secret: z.string(),
});
export type WebhookEndpointCreatedResponse = z.infer<typeof WebhookEndpointCreatedResponse>;
export const WebhookSecretResponse = z.object({ succeeded: z.literal(true), secret: z.string() });

/** One delivery as the log shows it; its id is the Webhook-Id the receiver got. */
export const WebhookDelivery = z.object({
  id: Id,
  event: z.string(),
  status: z.enum(WebhookDeliveryStatuses),
  attempts: z.number(),
  created: z.string(),
  nextAttempt: z.string().nullable(),
  delivered: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  /** What was sent: { id, event, orgId, occurredAt, data }. */
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERIES_PAGE_MAX).default(25),
});
export const WebhookDeliveriesResponse = z.object({
  succeeded: z.literal(true),
  items: z.array(WebhookDelivery),
  totalCount: z.number(),
});
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const WebhookDeliveryParams = z.object({ id: Id, deliveryId: Id });

/** Send test and Redeliver: the attempt made right away and what the receiver answered. */
export const WebhookAttemptResponse = z.object({
  succeeded: z.literal(true),
  delivery: WebhookDelivery,
  /** The receiver answered 2xx. */
  delivered: z.boolean(),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttemptResponse = z.infer<typeof WebhookAttemptResponse>;
