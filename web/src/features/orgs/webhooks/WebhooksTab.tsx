import { TIMINGS, type WebhookAttemptResponse, type WebhookEndpoint } from '@eos/domain';
import { Badge, Button, EmptyState, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconList, IconPencil, IconPlus, IconRefresh, IconSend, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { type TFunction, useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { errorMessage } from '../../../components/forms/serverErrors';
import { FormAlert } from '../../auth/components/FormAlert';
import { formatInZone } from '../../traction/format';
import { SecretShown } from '../../users/tokens/NewTokenPopup';
import { deleteWebhook, rollWebhookSecret, testWebhook, useWebhooks } from './api';
import { DeliveryLogPopup, STATUS_COLORS } from './DeliveryLogPopup';
import { WebhookEndpointPopup } from './WebhookEndpointPopup';

/** What the receiver answered to Send test or Redeliver, as a toast: green when it took it (2xx). */
export function showAttemptToast(t: TFunction, result: WebhookAttemptResponse): void {
  const message = result.delivered
    ? t('WEBHOOKS_TEST_DELIVERED', { 0: result.statusCode ?? '' })
    : result.statusCode !== null
      ? t('WEBHOOKS_TEST_REFUSED', { 0: result.statusCode, 1: result.error ?? '' })
      : t('WEBHOOKS_TEST_UNREACHABLE', { 0: result.error ?? '' });
  notifications.show({
    color: result.delivered ? 'green' : 'red',
    message,
    autoClose: result.delivered ? TIMINGS.toastDefaultMs : TIMINGS.toastLongMs,
  });
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'delete' | 'roll' | 'log'; endpoint: WebhookEndpoint }
  | { kind: 'secret'; secret: string };

/**
 * Organization settings -> Webhooks (issue 22; Owners and Admins, while the enable-api-switch flag is
 * on): the endpoints with their events, state and last delivery; add and edit, Send test, the
 * delivery log, rolling the secret (shown once) and removing one after a confirmation.
 */
export function WebhooksTab({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const format = (iso: string) => formatInZone(iso, user?.timeZoneName ?? 'UTC', user?.userLocale ?? 'en-US');
  const endpoints = useWebhooks(orgId);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const close = () => setDialog(null);

  const sendTest = async (endpoint: WebhookEndpoint) => {
    setTesting(endpoint.id);
    try {
      showAttemptToast(t, await testWebhook(endpoint.id));
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(orgId) });
    } catch (error) {
      showSaveError(error);
    } finally {
      setTesting(null);
    }
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
      {t('WEBHOOKS_ADD')}
    </Button>
  );

  return (
    <section aria-labelledby="webhooks-title">
      <Title order={2} size="h4" mb={4} id="webhooks-title">
        {t('ORG_TAB_WEBHOOKS')}
      </Title>
      <Text size="sm" mb="xs">
        {t('WEBHOOKS_INTRO', { 0: orgName })}
      </Text>
      {endpoints.isPending ? (
        <Stack gap="xs">
          <Skeleton h={90} />
          <Skeleton h={90} />
        </Stack>
      ) : !endpoints.data ? (
        <Text size="sm">{t('WEBHOOKS_UNAVAILABLE')}</Text>
      ) : endpoints.data.length === 0 ? (
        <EmptyState
          variant="light"
          icon={<IconWebhook size={28} aria-hidden />}
          title={t('WEBHOOKS_EMPTY_TITLE')}
          description={t('WEBHOOKS_EMPTY_TEXT', { 0: orgName })}
          py="xl"
        >
          <EmptyState.Actions>{addButton}</EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <Stack
            component="ul"
            gap="xs"
            aria-labelledby="webhooks-title"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {endpoints.data.map((endpoint) => (
              <Paper component="li" key={endpoint.id} withBorder p="sm">
                <Text fw={600} style={{ wordBreak: 'break-all' }}>
                  {endpoint.url}
                </Text>
                {endpoint.description && (
                  <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {endpoint.description}
                  </Text>
                )}
                <Group gap="xs" mt={6}>
                  <Badge variant="outline" color={endpoint.active ? 'teal.9' : 'gray.7'}>
                    {t(endpoint.active ? 'WEBHOOKS_ACTIVE_ON' : 'WEBHOOKS_ACTIVE_OFF')}
                  </Badge>
                  <Badge variant="outline" color="gray.7">
                    {t('WEBHOOKS_EVENT_COUNT', { 0: endpoint.events.length })}
                  </Badge>
                  {endpoint.lastDelivery ? (
                    <Badge variant="outline" color={STATUS_COLORS[endpoint.lastDelivery.status]}>
                      {t('WEBHOOKS_LAST', {
                        0: t(`WEBHOOKS_STATUS_${endpoint.lastDelivery.status}`),
                        1: format(endpoint.lastDelivery.created),
                      })}
                    </Badge>
                  ) : (
                    <Badge variant="outline" color="gray.7">
                      {t('WEBHOOKS_NEVER')}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs" mt="sm">
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconSend size={14} aria-hidden />}
                    loading={testing === endpoint.id}
                    onClick={() => void sendTest(endpoint)}
                    aria-label={t('WEBHOOKS_TEST_NAMED', { 0: endpoint.url })}
                  >
                    {t('WEBHOOKS_TEST')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconList size={14} aria-hidden />}
                    onClick={() => setDialog({ kind: 'log', endpoint })}
                    aria-label={t('WEBHOOKS_LOG_NAMED', { 0: endpoint.url })}
                  >
                    {t('WEBHOOKS_LOG')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setDialog({ kind: 'edit', endpoint })}
                    aria-label={t('WEBHOOKS_EDIT_NAMED', { 0: endpoint.url })}
                  >
                    {t('WEBHOOKS_EDIT')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    onClick={() => setDialog({ kind: 'roll', endpoint })}
                    aria-label={t('WEBHOOKS_ROLL_NAMED', { 0: endpoint.url })}
                  >
                    {t('WEBHOOKS_ROLL')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setDialog({ kind: 'delete', endpoint })}
                    aria-label={t('WEBHOOKS_DELETE_NAMED', { 0: endpoint.url })}
                  >
                    {t('WEBHOOKS_DELETE')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Group mt="sm">{addButton}</Group>
        </>
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <WebhookEndpointPopup
          orgId={orgId}
          endpoint={dialog.kind === 'edit' ? dialog.endpoint : undefined}
          onClose={close}
        />
      )}
      {dialog?.kind === 'log' && (
        <DeliveryLogPopup orgId={orgId} endpoint={dialog.endpoint} format={format} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmPopup
          title={t('WEBHOOKS_DELETE_TITLE')}
          text={t('WEBHOOKS_DELETE_TEXT', { 0: dialog.endpoint.url })}
          confirm={t('WEBHOOKS_DELETE')}
          danger
          run={async () => {
            await deleteWebhook(dialog.endpoint.id);
            await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(orgId) });
            showSuccess(t('WEBHOOKS_DELETED'));
            close();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'roll' && (
        <ConfirmPopup
          title={t('WEBHOOKS_ROLL_TITLE')}
          text={t('WEBHOOKS_ROLL_TEXT', { 0: dialog.endpoint.url })}
          confirm={t('WEBHOOKS_ROLL')}
          run={async () => {
            const { secret } = await rollWebhookSecret(dialog.endpoint.id);
            setDialog({ kind: 'secret', secret });
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'secret' && (
        <Modal opened onClose={close} title={t('WEBHOOKS_SECRET_TITLE')} size="lg" centered closeOnClickOutside={false}>
          <SecretShown
            secret={dialog.secret}
            warning={t('WEBHOOKS_SECRET_WARNING')}
            label={t('WEBHOOKS_SECRET_LABEL')}
            howTo={t('WEBHOOKS_SECRET_HOW_TO')}
            onDone={close}
          />
        </Modal>
      )}
    </section>
  );
}

/** A question before something that cannot be undone (removing an endpoint, replacing its secret). */
function ConfirmPopup({
  title,
  text,
  confirm,
  danger,
  run,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  run: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setAlert(null);
    setBusy(true);
    try {
      await run();
    } catch (error) {
      setAlert(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {text}
        </Text>
        <FormAlert message={alert} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('CANCEL')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={busy} onClick={() => void go()}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
