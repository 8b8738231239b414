import type { LoginResponse } from '@eos/domain';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showWarning } from '../../../app/toasts';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { AuthLayout } from '../components/AuthLayout';
import { AuthPasswordInput } from '../components/AuthPasswordInput';
import { FormAlert } from '../components/FormAlert';
import { RequiredNote } from '../components/RequiredNote';
import { SsoButton } from '../components/SsoButton';
import { type TwoStepResult, TwoStepSignIn } from '../components/TwoStepSignIn';
import { useFinishSignIn, useRedirectTarget } from '../components/useAuthRedirect';

const loginSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.LoginRequest));

/**
 * /login?redirect=: email and password; afterwards the redirect path (same-site only) or home. An
 * account with two-step verification gets a second step here (also after single sign-on, which
 * comes back as ?step=two-step): the code from the authenticator app, or a recovery code.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const redirect = useRedirectTarget();
  const finishSignIn = useFinishSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A failed single sign-on comes back here as ?sso=failed (the callback never shows raw JSON).
  const [alert, setAlert] = useState<string | null>(searchParams.get('sso') === 'failed' ? t('ERR_SSO_FAILED') : null);
  const [twoStep, setTwoStep] = useState(searchParams.get('step') === 'two-step');
  const [recovery, setRecovery] = useState(false);
  const form = useZodForm(loginSchema, { email: '', password: '' });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      // quiet: a wrong password is shown in the form, not as a global toast.
      const result = await api.post<z.infer<typeof LoginResponse>>('account/login', loginSchema.parse(values), {
        quiet: true,
      });
      if (result.twoStepRequired) {
        setTwoStep(true);
        return;
      }
      await finishSignIn(redirect);
    } catch (error) {
      // The spec's wording for a wrong email or password, even if the server sent no message.
      const noMessage = error instanceof ApiError && error.status === 401 && error.messages.length === 0;
      setAlert(noMessage ? t('ERR_INVALID_CREDENTIALS') : applyServerErrors(form, error));
    }
  });

  const secondStepDone = async (result: TwoStepResult) => {
    if (result.usedRecoveryCode) showWarning(t('AUTH_RECOVERY_CODES_LEFT', { 0: result.recoveryCodesLeft }));
    if (!result.isPolicyAccepted) {
      // A single sign-on account that has not accepted the policy: as the callback would have sent it.
      const params = new URLSearchParams(redirect !== '/' ? { redirect } : {});
      await finishSignIn(`/register-sso${params.size > 0 ? `?${params}` : ''}`);
      return;
    }
    await finishSignIn(redirect);
  };

  const restart = (message: string) => {
    setTwoStep(false);
    setRecovery(false);
    setAlert(message);
    // Drop ?step=two-step so a reload shows the password form.
    if (searchParams.has('step')) {
      const params = new URLSearchParams(searchParams);
      params.delete('step');
      navigate({ search: params.size > 0 ? `?${params}` : '' }, { replace: true });
    }
  };

  if (twoStep) {
    return (
      <AuthLayout
        title={t('AUTH_TWO_STEP_TITLE')}
        subtitle={recovery ? t('AUTH_TWO_STEP_RECOVERY_SUBTITLE') : t('AUTH_TWO_STEP_SUBTITLE')}
      >
        <TwoStepSignIn
          key={recovery ? 'recovery' : 'code'}
          recovery={recovery}
          onToggleRecovery={() => setRecovery((r) => !r)}
          onSignedIn={(result) => void secondStepDone(result)}
          onRestart={restart}
        />
        <Anchor component="button" type="button" fz="sm" onClick={() => restart('')} ta="center">
          {t('AUTH_BACK_TO_SIGN_IN')}
        </Anchor>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('AUTH_LOGIN_TITLE')} subtitle={t('AUTH_LOGIN_SUBTITLE')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={alert || null} />
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
