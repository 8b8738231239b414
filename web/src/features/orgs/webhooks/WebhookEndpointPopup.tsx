import {
  type WebhookEndpoint,
  type WebhookEndpointCreatedResponse,
  WebhookEndpointRequest,
  type WebhookEvent,
  type WebhookEventGroup,
  WebhookEventGroupNames,
  WebhookEventGroups,
} from '@eos/domain';
import { Button, Checkbox, Fieldset, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { errorText } from '../../../components/forms/errorText';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { SecretShown } from '../../users/tokens/NewTokenPopup';
import { createWebhook, updateWebhook } from './api';
import { eventLabel } from './eventLabels';

type Values = { url: string; description: string; events: WebhookEvent[]; active: boolean };

interface WebhookEndpointPopupProps {
  orgId: string;
  /** The endpoint edited; none to add one. */
  endpoint?: WebhookEndpoint;
  onClose: () => void;
}

/**
 * Add or edit a webhook endpoint: its address, a description, the events it hears (grouped, with
 * "all" per group) and whether it is on. A new endpoint's signing secret is shown once after.
 */
export function WebhookEndpointPopup({ orgId, endpoint, onClose }: WebhookEndpointPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [made, setMade] = useState<WebhookEndpointCreatedResponse | null>(null);
  const form = useZodForm<Values>(WebhookEndpointRequest, {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: (endpoint?.events ?? []) as WebhookEvent[],
    active: endpoint?.active ?? true,
  });
  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const body = WebhookEndpointRequest.parse(values);
      if (endpoint) {
        await updateWebhook(endpoint.id, body);
        showSuccess(t('WEBHOOKS_SAVED'));
        onClose();
      } else {
        setMade(await createWebhook(body));
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(orgId) });
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  const chosen = new Set(form.values.events);
  const setGroup = (group: WebhookEventGroup, on: boolean) => {
    const inGroup = new Set<string>(WebhookEventGroups[group]);
    const others = form.values.events.filter((e) => !inGroup.has(e));
    form.setFieldValue('events', on ? [...others, ...WebhookEventGroups[group]] : others);
  };
  const eventsError = form.errors.events;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(made ? 'WEBHOOKS_SECRET_TITLE' : endpoint ? 'WEBHOOKS_EDIT_TITLE' : 'WEBHOOKS_NEW_TITLE')}
      size="xl"
      centered
      // The secret is shown once: no losing it to a stray click outside.
      closeOnClickOutside={!made}
    >
      {made ? (
        <SecretShown
          secret={made.secret}
          warning={t('WEBHOOKS_SECRET_WARNING')}
          label={t('WEBHOOKS_SECRET_LABEL')}
          howTo={t('WEBHOOKS_SECRET_HOW_TO')}
          onDone={onClose}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert message={alert} />
            <TextInput
              {...form.getInputProps('url')}
              label={t('WEBHOOKS_URL')}
              description={t('WEBHOOKS_URL_HINT')}
              placeholder="https://"
              type="url"
              withAsterisk
              data-autofocus
            />
            <TextInput
              {...form.getInputProps('description')}
              label={t('WEBHOOKS_DESCRIPTION')}
              description={t('WEBHOOKS_DESCRIPTION_HINT')}
              maxLength={200}
            />
            <div>
              <Text size="sm" fw={500} id="webhook-events-label">
                {t('WEBHOOKS_EVENTS')}{' '}
                <Text span c="red" aria-hidden>
                  *
                </Text>
              </Text>
              <Text size="xs" c="dimmed" mb={4}>
                {t('WEBHOOKS_EVENTS_HINT')}
              </Text>
              {eventsError && (
                <Text size="xs" c="red.9" role="alert" mb={4}>
                  {errorText(t, eventsError)}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-labelledby="webhook-events-label">
                {WebhookEventGroupNames.map((group) => {
                  const events = WebhookEventGroups[group];
                  const count = events.filter((e) => chosen.has(e)).length;
                  return (
                    <Fieldset key={group} legend={t(`WEBHOOKS_GROUP_${group}`)} p="sm">
                      <Stack gap={6}>
                        <Checkbox
                          label={t('WEBHOOKS_SELECT_ALL', { 0: t(`WEBHOOKS_GROUP_${group}`) })}
                          checked={count === events.length}
                          indeterminate={count > 0 && count < events.length}
                          onChange={(e) => setGroup(group, e.currentTarget.checked)}
                          fw={600}
                        />
                        {events.map((event) => (
                          <Checkbox
                            key={event}
                            ml="md"
                            label={eventLabel(t, event)}
                            description={event}
                            checked={chosen.has(event)}
                            onChange={(e) =>
                              form.setFieldValue(
                                'events',
                                e.currentTarget.checked
                                  ? [...form.values.events, event]
                                  : form.values.events.filter((x) => x !== event),
                              )
                            }
                          />
                        ))}
                      </Stack>
                    </Fieldset>
                  );
                })}
              </SimpleGrid>
            </div>
            <Switch
              {...form.getInputProps('active', { type: 'checkbox' })}
              label={t('WEBHOOKS_ACTIVE')}
              description={t('WEBHOOKS_ACTIVE_HINT')}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('CANCEL')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t(endpoint ? 'WEBHOOKS_SAVE' : 'WEBHOOKS_CREATE')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
