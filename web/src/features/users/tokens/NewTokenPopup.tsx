import {
  type PersonalTokenCreatedResponse,
  PersonalTokenCreateRequest,
  type PersonalTokenScope,
  TokenExpiryDays,
} from '@eos/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { CopyableSecret } from '../../../components/CopyableSecret';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { createAccessToken, mcpUrl } from './api';

interface NewTokenPopupProps {
  orgId: string;
  /** Observers (no write ability) make read tokens only. */
  canWrite: boolean;
  onClose: () => void;
}

type Values = { name: string; scope: PersonalTokenScope; expiresInDays: (typeof TokenExpiryDays)[number] };

/**
 * 'New token': a name, read or read and write, an expiry; then the secret, shown this once, with
 * Copy and the warning that it will not be shown again.
 */
export function NewTokenPopup({ orgId, canWrite, onClose }: NewTokenPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [made, setMade] = useState<PersonalTokenCreatedResponse | null>(null);
  const form = useZodForm<Values>(PersonalTokenCreateRequest, { name: '', scope: 'read', expiresInDays: 90 });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      setMade(await createAccessToken(PersonalTokenCreateRequest.parse(values)));
      await queryClient.invalidateQueries({ queryKey: queryKeys.accessTokens(orgId) });
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={made ? t('TOKENS_SECRET_TITLE') : t('TOKENS_NEW_TITLE')}
      size="lg"
      centered
      // The secret is shown once: no losing it to a stray click outside.
      closeOnClickOutside={!made}
    >
      {made ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('TOKENS_SECRET_WARNING')}
          </Alert>
          <CopyableSecret
            label={t('TOKENS_SECRET_LABEL')}
            value={made.secret}
            copyLabel={t('TOKENS_COPY')}
            copiedLabel={t('TOKENS_COPIED')}
          />
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {t('TOKENS_HOW_TO', { 0: mcpUrl() })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('TOKENS_DONE')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert message={alert} />
            <TextInput
              {...form.getInputProps('name')}
              label={t('TOKENS_NAME')}
              description={t('TOKENS_NAME_HINT')}
              maxLength={100}
              withAsterisk
              data-autofocus
            />
            <Radio.Group
              {...form.getInputProps('scope')}
              label={t('TOKENS_SCOPE')}
              description={canWrite ? undefined : t('TOKENS_SCOPE_OBSERVER_HINT')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="read" label={t('TOKENS_SCOPE_READ')} />
                <Radio value="read-write" label={t('TOKENS_SCOPE_READ_WRITE')} disabled={!canWrite} />
              </Group>
            </Radio.Group>
            <Radio.Group
              label={t('TOKENS_EXPIRY')}
              value={String(form.values.expiresInDays)}
              onChange={(value) => form.setFieldValue('expiresInDays', Number(value) as Values['expiresInDays'])}
            >
              <Group gap="lg" mt={6}>
                {TokenExpiryDays.map((days) => (
                  <Radio key={days} value={String(days)} label={t('TOKENS_EXPIRY_DAYS', { 0: days })} />
                ))}
              </Group>
            </Radio.Group>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('CANCEL')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('TOKENS_CREATE')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
