import { LoginRequest } from '@eos/domain';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, api } from '../../../api/client';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { AuthLayout } from '../components/AuthLayout';
import { AuthPasswordInput } from '../components/AuthPasswordInput';
import { FormAlert } from '../components/FormAlert';
import { RequiredNote } from '../components/RequiredNote';
import { SsoButton } from '../components/SsoButton';
import { useFinishSignIn, useRedirectTarget } from '../components/useAuthRedirect';

/** /login?redirect=: email and password; afterwards the redirect path (same-site only) or home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const redirect = useRedirectTarget();
  const finishSignIn = useFinishSignIn();
  const [searchParams] = useSearchParams();
  // A failed single sign-on comes back here as ?sso=failed (the callback never shows raw JSON).
  const [alert, setAlert] = useState<string | null>(searchParams.get('sso') === 'failed' ? t('ERR_SSO_FAILED') : null);
  const form = useZodForm(LoginRequest, { email: '', password: '' });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      // quiet: a wrong password is shown in the form, not as a global toast.
      await api.post('account/login', LoginRequest.parse(values), { quiet: true });
      await finishSignIn(redirect);
    } catch (error) {
      // The spec's wording for a wrong email or password, even if the server sent no message.
      const noMessage = error instanceof ApiError && error.status === 401 && error.messages.length === 0;
      setAlert(noMessage ? t('ERR_INVALID_CREDENTIALS') : applyServerErrors(form, error));
    }
  });

  return (
    <AuthLayout title={t('AUTH_LOGIN_TITLE')} subtitle={t('AUTH_LOGIN_SUBTITLE')}>
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
          <AuthPasswordInput
            {...form.getInputProps('password')}
            label={t('AUTH_PASSWORD')}
            autoComplete="current-password"
            withAsterisk
          />
          <Group justify="space-between" gap="xs">
            <RequiredNote />
            <Anchor component={Link} to="/reset-password" fz="sm">
              {t('AUTH_FORGOT_PASSWORD')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('AUTH_LOGIN_SUBMIT')}
          </Button>
          <SsoButton redirect={redirect} />
          <Text fz="sm" ta="center">
            {t('AUTH_NO_ACCOUNT')}{' '}
            <Anchor component={Link} to="/register">
              {t('AUTH_CREATE_ACCOUNT')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
