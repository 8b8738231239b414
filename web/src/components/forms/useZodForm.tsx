import { type FormErrors, useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { errorText } from './errorText';

export type ZodFormSchema = Parameters<typeof zod4Resolver>[0];

/**
 * The one way to build a form: a Mantine form validated by a domain zod schema, so the browser
 * shows the same messages the server would. Shared form rules (002 §5): a message appears only
 * after the field was edited (checked on blur, once touched) or after a submit; typing clears it
 * again. Messages are stored as language-pack ids and translated when shown (errorText).
 */
export function useZodForm<V extends Record<string, unknown>>(
  schema: ZodFormSchema,
  initialValues: V,
  extraValidate?: (values: V) => FormErrors,
) {
  const { t } = useTranslation();
  // errorPriority 'first': a too-short 'abc' reads "at least 8 characters", the first rule broken.
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({ ...extraValidate?.(values), ...resolve(values) }),
    enhanceGetInputProps: ({ inputProps, field, form }) => ({
      // role="alert" inside the error text: screen readers announce it when it appears.
      error: inputProps.error ? <span role="alert">{errorText(t, inputProps.error)}</span> : undefined,
      // Mantine marks a field touched on focus; only a change should count, so tabbing through
      // an empty field does not flag it as missing.
      onFocus: undefined,
      onBlur: (event?: { relatedTarget?: EventTarget | null }) => {
        // Focus moving to the submit button: the submit validates everything anyway, and a message
        // appearing now would push the button down between mousedown and mouseup, losing the click.
        const next = event?.relatedTarget;
        if (next instanceof HTMLElement && next.closest('button[type="submit"]')) return;
        if (form.isTouched(field)) form.validateField(field);
      },
    }),
  });
}
