import type { WebhookDelivery, WebhookEndpoint } from '@eos/domain';
import {
  Badge,
  Button,
  Code,
  Collapse,
  Group,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { Fact } from '../../users/tokens/AccessTokensSection';
import { redeliverWebhook, useWebhookDeliveries } from './api';
import { eventLabel } from './eventLabels';
import { showAttemptToast } from './WebhooksTab';

const PAGE_SIZE = 10;

export const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  delivered: 'teal.9',
  pending: 'blue.9',
  failed: 'red.9',
};

/** One endpoint's deliveries, newest first: status, attempts, times, the answer, what was sent, Redeliver. */
export function DeliveryLogPopup({
  orgId,
  endpoint,
  format,
  onClose,
}: {
  orgId: string;
  endpoint: WebhookEndpoint;
  format: (iso: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const deliveries = useWebhookDeliveries(orgId, endpoint.id, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((deliveries.data?.totalCount ?? 0) / PAGE_SIZE));

  return (
    <Modal opened onClose={onClose} title={t('WEBHOOKS_LOG_TITLE')} size="xl" centered>
      <Text size="sm" mb="sm" style={{ wordBreak: 'break-all' }}>
        {endpoint.url}
      </Text>
      {deliveries.isPending ? (
        <Stack gap="xs">
          <Skeleton h={70} />
          <Skeleton h={70} />
        </Stack>
      ) : !deliveries.data ? (
        <Text size="sm">{t('WEBHOOKS_LOG_UNAVAILABLE')}</Text>
      ) : deliveries.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('WEBHOOKS_LOG_EMPTY')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          aria-label={t('WEBHOOKS_LOG_TITLE')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {deliveries.data.items.map((delivery) => (
            <DeliveryRow key={delivery.id} orgId={orgId} endpointId={endpoint.id} delivery={delivery} format={format} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`WEBHOOKS_PAGE_${control}`) })}
            getItemProps={(n) => ({ 'aria-label': t('WEBHOOKS_PAGE_N', { 0: n }) })}
          />
        </Group>
      )}
    </Modal>
  );
}

function DeliveryRow({
  orgId,
  endpointId,
  delivery,
  format,
}: {
  orgId: string;
  endpointId: string;
  delivery: WebhookDelivery;
  format: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const payloadId = `payload-${delivery.id}`;

  const redeliver = async () => {
    setBusy(true);
    try {
      showAttemptToast(t, await redeliverWebhook(endpointId, delivery.id));
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(orgId) });
    } catch (error) {
      showSaveError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{delivery.event === 'ping' ? t('WEBHOOKS_PING') : eventLabel(t, delivery.event)}</Text>
            <Badge variant="outline" color={STATUS_COLORS[delivery.status]}>
              {t(`WEBHOOKS_STATUS_${delivery.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {delivery.event} · {delivery.id}
          </Text>
        </div>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconSend size={14} aria-hidden />}
          loading={busy}
          onClick={() => void redeliver()}
          aria-label={t('WEBHOOKS_REDELIVER_NAMED', { 0: delivery.id })}
        >
          {t('WEBHOOKS_REDELIVER')}
        </Button>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing={4} mt="xs" style={{ margin: 0 }}>
        <Fact label={t('WEBHOOKS_LOG_TIME')} value={format(delivery.created)} />
        <Fact label={t('WEBHOOKS_LOG_ATTEMPTS')} value={String(delivery.attempts)} />
        <Fact
          label={t('WEBHOOKS_LOG_RESPONSE')}
          value={delivery.lastStatusCode === null ? t('WEBHOOKS_LOG_NO_RESPONSE') : String(delivery.lastStatusCode)}
          alert={delivery.status !== 'delivered' && delivery.attempts > 0}
        />
        <Fact
          label={delivery.status === 'pending' ? t('WEBHOOKS_LOG_NEXT') : t('WEBHOOKS_LOG_DELIVERED')}
          value={
            delivery.status === 'pending'
              ? delivery.nextAttempt
                ? format(delivery.nextAttempt)
                : '—'
              : delivery.delivered
                ? format(delivery.delivered)
                : '—'
          }
        />
      </SimpleGrid>
      {delivery.lastError && (
        <Text size="xs" c="red.9" mt={4} style={{ wordBreak: 'break-word' }}>
          {delivery.lastError}
        </Text>
      )}
      <UnstyledButton
        mt="xs"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={payloadId}
        fz="sm"
        c="blue.9"
      >
        <Group gap={4}>
          {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          {t(open ? 'WEBHOOKS_PAYLOAD_HIDE' : 'WEBHOOKS_PAYLOAD_SHOW')}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={payloadId}>
        <Code
          tabIndex={0}
          aria-label={t('WEBHOOKS_PAYLOAD')}
          block
          mt={4}
          fz="xs"
          style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {JSON.stringify(delivery.payload, null, 2)}
        </Code>
      </Collapse>
    </Paper>
  );
}
