import { LIMITS } from '@eos/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../app/i18n';

/**
 * The six digits from an authenticator app, wherever two-step asks for them (sign-in, turning it on,
 * confirming a change): the phone's code autofill and numeric keypad, room for a space typed in the middle.
 */
export function AuthenticatorCodeInput({ ref, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('TWO_STEP_CODE')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={LIMITS.verificationCodeLength + 1}
      withAsterisk
      {...props}
      ref={ref}
    />
  );
}
