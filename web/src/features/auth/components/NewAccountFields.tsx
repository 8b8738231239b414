import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
import { useTranslation } from '../../../app/i18n';
import { AuthPasswordInput } from './AuthPasswordInput';
import { NewPasswordInput } from './NewPasswordInput';
import { RequiredNote } from './RequiredNote';
import { TermsCheckbox } from './TermsCheckbox';

/** What a new account is made of, in any sign-up form (the mailed-code one, the invitation's). */
export interface NewAccountValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** Names, password with its policy, confirmation and the terms (002 §5), then '*Required Fields'. */
export function NewAccountFields<V extends NewAccountValues>({
  form,
  firstRef,
}: {
  form: UseFormReturnType<V>;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        {...form.getInputProps('firstName')}
        ref={firstRef}
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
      <NewPasswordInput {...form.getInputProps('password')} label={t('AUTH_PASSWORD')} />
      <AuthPasswordInput
        {...form.getInputProps('confirmPassword')}
        label={t('AUTH_CONFIRM_PASSWORD')}
        autoComplete="new-password"
        withAsterisk
      />
      <TermsCheckbox {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
      <RequiredNote />
    </>
  );
}
