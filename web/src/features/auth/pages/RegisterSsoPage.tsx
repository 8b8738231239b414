import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { RequiredNote } from '../components/RequiredNote';
import { TermsCheckbox } from '../components/TermsCheckbox';
import { useFinishSignIn } from '../components/useAuthRedirect';

const ssoSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.SsoRegisterRequest));

/**
 * /register-sso?email= — after a first single sign-on the user is signed in but has not accepted
 * the policy yet; the server sends them here until they do (002 §4 Sign-in).
 */
export default function RegisterSsoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  const finishSignIn = useFinishSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(ssoSchema, { firstName: '', lastName: '', acceptTerms: false });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await api.post('account/register-sso', ssoSchema.parse(values), { quiet: true });
      await finishSignIn('/');
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <AuthLayout title={t('AUTH_SSO_REGISTER_TITLE')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">
            {email ? t('AUTH_SSO_REGISTER_INTRO', { 0: email }) : t('AUTH_SSO_REGISTER_INTRO_NO_EMAIL')}
          </Text>
          <FormAlert message={alert} />
          <TextInput
            {...form.getInputProps('firstName')}
            label={t('AUTH_FIRST_NAME')}
            autoComplete="given-name"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('lastName')}
            label={t('AUTH_LAST_NAME')}
            autoComplete="family-name"
            withAsterisk
          />
          <TermsCheckbox {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
          <RequiredNote />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('AUTH_SSO_REGISTER_SUBMIT')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
