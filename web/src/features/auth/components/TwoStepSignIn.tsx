import type { TwoStepLoginResponse } from '@eos/domain';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { AuthenticatorCodeInput } from '../../../components/forms/AuthenticatorCodeInput';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from './FormAlert';
import { RequiredNote } from './RequiredNote';

const codeSchema = new LazySchema(() => import('@eos/domain/schemas/two-step').then((m) => m.TwoStepLoginRequest));
const recoverySchema = new LazySchema(() =>
  import('@eos/domain/schemas/two-step').then((m) => m.TwoStepRecoveryLoginRequest),
);

export type TwoStepResult = z.infer<typeof TwoStepLoginResponse> & { usedRecoveryCode: boolean };

interface TwoStepSignInProps {
  recovery: boolean;
  onToggleRecovery: () => void;
  onSignedIn: (result: TwoStepResult) => void;
  /** The pending sign-in is gone (expired, used up, no cookie): back to the password, saying why. */
  onRestart: (message: string) => void;
}

/**
 * The second step of a sign-in: the 6-digit code from the authenticator app, or ('Use a recovery
 * code') one of the saved recovery codes. The server keeps the pending sign-in in a cookie.
 */
export function TwoStepSignIn({ recovery, onToggleRecovery, onSignedIn, onRestart }: TwoStepSignInProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = recovery ? recoverySchema : codeSchema;
  const field = recovery ? 'recoveryCode' : 'code';
  const form = useZodForm<Record<string, string>>(schema, { [field]: '' });
  const inputRef = useRef<HTMLInputElement>(null);

  // This step replaces the password form: keyboard and screen-reader users carry on in its field.
  useEffect(() => inputRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const path = recovery ? 'account/login/recovery' : 'account/login/two-step';
      const result = await api.post<z.infer<typeof TwoStepLoginResponse>>(path, schema.parse(values), { quiet: true });
      onSignedIn({ ...result, usedRecoveryCode: recovery });
    } catch (error) {
      if (error instanceof ApiError && error.messages[0]?.id === 'ERR_TWO_STEP_EXPIRED') {
        onRestart(t('ERR_TWO_STEP_EXPIRED'));
        return;
      }
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        {recovery ? (
          <TextInput
            {...form.getInputProps('recoveryCode')}
            ref={inputRef}
            label={t('AUTH_RECOVERY_CODE')}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            withAsterisk
          />
        ) : (
          <AuthenticatorCodeInput
            {...form.getInputProps('code')}
            ref={inputRef}
            styles={{ input: { letterSpacing: '0.3em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
        <Group justify="space-between" gap="xs">
          <RequiredNote />
          <Anchor component="button" type="button" fz="sm" onClick={onToggleRecovery}>
            {recovery ? t('AUTH_USE_AUTHENTICATOR') : t('AUTH_USE_RECOVERY_CODE')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('AUTH_TWO_STEP_SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}
