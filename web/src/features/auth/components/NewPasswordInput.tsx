import type { PasswordInputProps } from '@mantine/core';
import { AuthPasswordInput } from './AuthPasswordInput';
import { PasswordPolicy } from './PasswordPolicy';

/**
 * A new-password field with the 'Password Policy' as its description: shown under the field (after
 * any error) and tied to it with aria-describedby, so a screen reader reads the rules too.
 */
export function NewPasswordInput(props: PasswordInputProps) {
  return (
    <AuthPasswordInput
      {...props}
      autoComplete="new-password"
      description={<PasswordPolicy password={String(props.value ?? '')} />}
      // The policy is a heading and a list, which cannot sit inside the default <p>.
      descriptionProps={{ component: 'div' }}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
    />
  );
}
