import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { Trans } from '../../../app/Trans';

/**
 * 'I agree to the terms & conditions', with the terms and the privacy notice one click away (in a new
 * tab, so the form keeps what was typed). Checkbox has no withAsterisk, so the required mark is drawn
 * the way Mantine draws it on other inputs (hidden from screen readers; aria-required says it).
 */
export function TermsCheckbox(props: CheckboxProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      {...props}
      aria-required="true"
      description={
        <Trans
          i18nKey="AUTH_TERMS_READ"
          components={{
            terms: <Anchor href="/terms" target="_blank" size="xs" />,
            privacy: <Anchor href="/privacy" target="_blank" size="xs" />,
          }}
        />
      }
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
