import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * 'I agree to the terms & conditions'. Checkbox has no withAsterisk, so the required mark is drawn
 * the way Mantine draws it on other inputs (hidden from screen readers; aria-required says it).
 */
export function TermsCheckbox(props: CheckboxProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      {...props}
      aria-required="true"
      label={
        <>
          {t('AUTH_ACCEPT_TERMS')}
          <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
            {' *'}
          </span>
        </>
      }
    />
  );
}
