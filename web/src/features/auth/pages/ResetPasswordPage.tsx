import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { LiveRegion } from '../components/LiveRegion';
import { RequiredNote } from '../components/RequiredNote';

const resetSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.ResetPasswordRequest));

/**
 * /reset-password: asks for a reset link. The answer is the same whether or not the email has an
 * account, so the page never tells a stranger who is registered.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(resetSchema, { email: '' });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const body = resetSchema.parse(values);
    try {
      await api.post('account/password/reset', body, { quiet: true });
      setSentTo(body.email);
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <AuthLayout title={t('AUTH_RESET_TITLE')} subtitle={sentTo ? undefined : t('AUTH_RESET_INTRO')}>
      <LiveRegion politeness="polite">
        {sentTo && (
          <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden="true" />}>
            {t('AUTH_RESET_SENT', { 0: sentTo })}
          </Alert>
        )}
      </LiveRegion>
      {!sentTo && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
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
              {t('AUTH_RESET_SUBMIT')}
            </Button>
          </Stack>
        </form>
      )}
      <Text fz="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('AUTH_BACK_TO_SIGN_IN')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
