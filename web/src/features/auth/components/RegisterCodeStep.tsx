import { LIMITS } from '@eos/domain';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from './FormAlert';
import { LiveRegion } from './LiveRegion';
import { RequiredNote } from './RequiredNote';

const codeSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.VerificationVerifyRequest));

interface Props {
  email: string;
  onVerified: (verificationCode: string) => void;
  onChangeEmail: () => void;
}

/** Sign-up step 2: the 6-character code from the mail. A wrong code shows under the field (422). */
export function RegisterCodeStep({ email, onVerified, onChangeEmail }: Props) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useZodForm(codeSchema, { email, verificationCode: '' });
  const codeRef = useRef<HTMLInputElement>(null);

  // This step replaces the previous one: move focus to its field so keyboard users carry on here.
  useEffect(() => codeRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const body = codeSchema.parse(values);
    try {
      await api.post('account/register/verification/verify', body, { quiet: true });
      onVerified(body.verificationCode);
    } catch (error) {
      setAlert(applyServerErrors(form, error, ['verificationCode']));
    }
  });

  const resend = async () => {
    setAlert(null);
    setNotice(null);
    setResending(true);
    try {
      await api.post('account/register/verification/create', { email }, { quiet: true });
      form.setFieldValue('verificationCode', '');
      form.resetTouched();
      form.clearErrors();
      setNotice(t('AUTH_REGISTER_RESENT', { 0: email }));
      codeRef.current?.focus();
    } catch (error) {
      setAlert(applyServerErrors(form, error, []));
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('AUTH_REGISTER_CODE_SENT', { 0: email })}</Text>
        <FormAlert message={alert} />
        <LiveRegion politeness="polite">
          {notice && (
            <Text fz="sm" c="teal">
              {notice}
            </Text>
          )}
        </LiveRegion>
        <TextInput
          {...form.getInputProps('verificationCode')}
          ref={codeRef}
          label={t('AUTH_VERIFICATION_CODE')}
          autoComplete="one-time-code"
          // The code may hold letters, so no numeric keypad; spelling help would only get in the way.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={LIMITS.verificationCodeLength}
          styles={{ input: { letterSpacing: '0.3em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          withAsterisk
        />
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" fz="sm" onClick={resend} disabled={resending || form.submitting}>
            {t('AUTH_REGISTER_RESEND')}
          </Anchor>
          <Anchor component="button" type="button" fz="sm" onClick={onChangeEmail}>
            {t('AUTH_REGISTER_CHANGE_EMAIL')}
          </Anchor>
        </Group>
        <RequiredNote />
        <Button type="submit" fullWidth loading={form.submitting} disabled={resending}>
          {t('AUTH_REGISTER_VERIFY')}
        </Button>
      </Stack>
    </form>
  );
}
