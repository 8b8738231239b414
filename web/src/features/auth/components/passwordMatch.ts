import { PasswordMessages } from '@eos/domain/schemas/password-messages';
import type { FormErrors } from '@mantine/form';

/**
 * The schemas check "passwords must match" only once every other field passes (a zod object
 * refinement). Checking it alongside lets the user fix everything in one submit.
 */
export function passwordMatch(values: { password?: unknown; confirmPassword?: unknown }): FormErrors {
  const confirm = String(values.confirmPassword ?? '');
  return confirm !== '' && confirm !== values.password ? { confirmPassword: PasswordMessages.match } : {};
}
