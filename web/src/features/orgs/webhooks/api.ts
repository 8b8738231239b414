import type {
  WebhookAttemptResponse,
  WebhookDeliveriesResponse,
  WebhookEndpoint,
  WebhookEndpointCreatedResponse,
  WebhookEndpointRequest,
} from '@eos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

/** GET webhooks: the organization's endpoints (never a secret), with each one's last delivery. */
export function useWebhooks(orgId: string) {
  return useQuery({
    queryKey: queryKeys.webhooks(orgId),
    queryFn: () => api.get<{ endpoints: WebhookEndpoint[] }>('webhooks', { quiet: true }).then((r) => r.endpoints),
    retry: false,
  });
}

/** GET webhooks/{id}/deliveries: a page of one endpoint's delivery log, newest first. */
export function useWebhookDeliveries(orgId: string, endpointId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries(orgId, endpointId, page),
    queryFn: () =>
      api.get<WebhookDeliveriesResponse>(`webhooks/${endpointId}/deliveries?page=${page}&pageSize=${pageSize}`, {
        quiet: true,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST webhooks: the new endpoint and its signing secret, which this answer alone carries. */
export function createWebhook(body: WebhookEndpointRequest) {
  return api.post<WebhookEndpointCreatedResponse>('webhooks', body, { quiet: true });
}

export function updateWebhook(id: string, body: WebhookEndpointRequest) {
  return api.put<{ endpoint: WebhookEndpoint }>(`webhooks/${id}`, body, { quiet: true });
}

export function deleteWebhook(id: string) {
  return api.del(`webhooks/${id}`, { quiet: true });
}

/** POST webhooks/{id}/roll-secret: a new secret, shown once; the old one stops signing. */
export function rollWebhookSecret(id: string) {
  return api.post<{ secret: string }>(`webhooks/${id}/roll-secret`, {}, { quiet: true });
}

/** POST webhooks/{id}/test: a ping sent now; the answer says what the receiver answered. */
export function testWebhook(id: string) {
  return api.post<WebhookAttemptResponse>(`webhooks/${id}/test`, {}, { quiet: true });
}

export function redeliverWebhook(id: string, deliveryId: string) {
  return api.post<WebhookAttemptResponse>(`webhooks/${id}/deliveries/${deliveryId}/redeliver`, {}, { quiet: true });
}
