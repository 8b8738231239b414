import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from './FormAlert';
import { NewAccountFields } from './NewAccountFields';
import { passwordMatch } from './passwordMatch';
import { useFinishSignIn } from './useAuthRedirect';

const detailsSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.RegisterRequest));

const SHOWN_FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword', 'acceptTerms'];

interface Props {
  email: string;
  verificationCode: string;
}

/** Sign-up step 3: name, password and the terms; creates the account and signs in. */
export function RegisterDetailsStep({ email, verificationCode }: Props) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(
    detailsSchema,
    { email, verificationCode, firstName: '', lastName: '', password: '', confirmPassword: '', acceptTerms: false },
    passwordMatch,
  );
  const firstRef = useRef<HTMLInputElement>(null);

  // This step replaces the code step: move focus to its first field.
  useEffect(() => firstRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await api.post('account/register', detailsSchema.parse(values), { quiet: true });
      // The new user has no organization yet; home then offers to create one.
      await finishSignIn('/');
    } catch (error) {
      setAlert(applyServerErrors(form, error, SHOWN_FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('AUTH_REGISTER_DETAILS_INTRO', { 0: email })}</Text>
        <FormAlert message={alert} />
        <NewAccountFields form={form} firstRef={firstRef} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('AUTH_REGISTER_SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}
