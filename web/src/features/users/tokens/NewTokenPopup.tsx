import {
  type PersonalTokenCreatedResponse,
  PersonalTokenCreateRequest,
  type PersonalTokenScope,
  TokenExpiryDays,
} from '@eos/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
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

type Values = { name: string; scope: PersonalTokenScope; expiresInDays: TokenExpiryDays };

/**
 * 'New token': a name, read or read and write, an expiry; then the secret, shown this once, with
 * Copy and the warning that it will not be shown again.
 */
export function NewTokenPopup({ orgId, canWrite, onClose }: NewTokenPopupProps) {
  const { t } = useTranslation();
  const form = useZodForm<Values>(PersonalTokenCreateRequest, { name: '', scope: 'read', expiresInDays: 90 });
  const making = useMakeToken<PersonalTokenCreatedResponse>(queryKeys.accessTokens(orgId));
  const submit = form.onSubmit((values) =>
    making.make(form, () => createAccessToken(PersonalTokenCreateRequest.parse(values))),
  );

  return (
    <NewTokenFrame making={making} texts="TOKENS" address={mcpUrl()} form={form} submit={submit} onClose={onClose}>
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
    </NewTokenFrame>
  );
}

/**
 * Making a token from a popup's form: the alert (server errors the fields do not show), the answer
 * with its secret once made, and the list refreshed.
 */
export function useMakeToken<R extends { secret: string }>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [made, setMade] = useState<R | null>(null);
  const make = async <V extends Record<string, unknown>>(
    form: Pick<UseFormReturnType<V>, 'setFieldError' | 'getValues'>,
    send: () => Promise<R>,
  ) => {
    setAlert(null);
    try {
      setMade(await send());
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  };
  return { alert, setAlert, made, make };
}

/** What the frame needs of a token popup's form: a name and an expiry among its values. */
interface TokenForm {
  submitting: boolean;
  values: { expiresInDays: TokenExpiryDays };
  getInputProps(path: 'name'): object;
  setFieldValue(path: 'expiresInDays', value: TokenExpiryDays): void;
}

/** Which tokens' texts: the personal ones' (TOKENS_…) or the organization's (API_TOKENS_…). */
export type TokenTexts = 'TOKENS' | 'API_TOKENS';

/** A new-token popup: its form (name, the kind's own scope fields as children, expiry) until the token is made, then the secret, shown this once. */
export function NewTokenFrame({
  making,
  texts,
  address,
  form,
  submit,
  onClose,
  children,
}: {
  making: { made: { secret: string } | null; alert: string | null };
  /** The texts' prefix in the language pack: the personal tokens' or the organization's. */
  texts: TokenTexts;
  /** Where the token is sent (the how-to line). */
  address: string;
  /** The popup's form (useZodForm): the frame shows its name and expiry fields. */
  form: TokenForm;
  submit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { made } = making;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(made ? `${texts}_SECRET_TITLE` : `${texts}_NEW_TITLE`)}
      size="lg"
      centered
      // The secret is shown once: no losing it to a stray click outside.
      closeOnClickOutside={!made}
    >
      {made ? (
        <SecretShown
          secret={made.secret}
          warning={t(`${texts}_SECRET_WARNING`)}
          label={t(`${texts}_SECRET_LABEL`)}
          howTo={t(`${texts}_HOW_TO`, { 0: address })}
          onDone={onClose}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert message={making.alert} />
            <TextInput
              {...form.getInputProps('name')}
              label={t('TOKENS_NAME')}
              description={t(`${texts}_NAME_HINT`)}
              maxLength={100}
              withAsterisk
              data-autofocus
            />
            {children}
            <Radio.Group
              label={t('TOKENS_EXPIRY')}
              value={String(form.values.expiresInDays)}
              onChange={(next) => form.setFieldValue('expiresInDays', Number(next) as TokenExpiryDays)}
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

/** A new token's secret, shown this once: the warning, the secret with Copy, how to send it, Done. */
export function SecretShown({
  secret,
  warning,
  label,
  howTo,
  onDone,
}: {
  secret: string;
  warning: string;
  label: string;
  howTo: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {warning}
      </Alert>
      <CopyableSecret label={label} value={secret} copyLabel={t('TOKENS_COPY')} copiedLabel={t('TOKENS_COPIED')} />
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {howTo}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t('TOKENS_DONE')}
        </Button>
      </Group>
    </Stack>
  );
}
