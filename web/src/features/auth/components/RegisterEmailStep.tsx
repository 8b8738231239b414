import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from './FormAlert';
import { RequiredNote } from './RequiredNote';

const emailSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.VerificationCreateRequest));

interface Props {
  initialEmail: string;
  onSent: (email: string) => void;
}

/** Sign-up step 1: the email to confirm. The server mails a code (or an "already registered" note). */
export function RegisterEmailStep({ initialEmail, onSent }: Props) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(emailSchema, { email: initialEmail });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const body = emailSchema.parse(values);
    try {
      await api.post('account/register/verification/create', body, { quiet: true });
      onSent(body.email);
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('AUTH_REGISTER_EMAIL_INTRO')}</Text>
        <FormAlert message={alert} />
        <TextInput
          {...form.getInputProps('email')}
          label={t('AUTH_EMAIL')}
          type="email"
          autoComplete="email"
          withAsterisk
        />
        <RequiredNote />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('AUTH_REGISTER_SEND_CODE')}
        </Button>
      </Stack>
    </form>
  );
}
