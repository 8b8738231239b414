import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/**
 * PasswordInput with a translated show/hide button that keyboard users can reach too
 * (Mantine takes it out of the tab order by default).
 */
export function AuthPasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      withAsterisk
      {...props}
      visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': t('AUTH_TOGGLE_PASSWORD') }}
    />
  );
}
