import { type FormErrors, useForm } from '@mantine/form';
import type { z } from 'zod';
import { useTranslation } from '../../app/i18n';
import { errorText } from './errorText';
import { LazySchema } from './lazySchema';

export type ZodFormSchema = z.ZodType;

/** The first broken rule of each field, keyed by its path ('owner.id'), as language-pack ids. */
function schemaErrors(schema: ZodFormSchema, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    // A too-short 'abc' reads "at least 8 characters", the first rule broken.
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * The one way to build a form: a Mantine form validated by a domain zod schema, so the browser
 * shows the same messages the server would. Shared form rules (002 §5): a message appears only
 * after the field was edited (checked on blur, once touched) or after a submit; typing clears it
 * again. Messages are stored as language-pack ids and translated when shown (errorText).
 * A LazySchema is downloaded when the first value is typed, and a submit waits for it.
 */
export function useZodForm<V extends Record<string, unknown>>(
  schema: ZodFormSchema | LazySchema<ZodFormSchema>,
  initialValues: V,
  extraValidate?: (values: V) => FormErrors,
) {
  const { t } = useTranslation();
  const lazy = schema instanceof LazySchema ? schema : undefined;
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const current = lazy ? lazy.loaded : (schema as ZodFormSchema);
      return { ...extraValidate?.(values), ...(current ? schemaErrors(current, values) : {}) };
    },
    enhanceGetInputProps: ({ inputProps, field, form }) => ({
      // role="alert" inside the error text: screen readers announce it when it appears.
      error: inputProps.error ? <span role="alert">{errorText(t, inputProps.error)}</span> : undefined,
      // Mantine marks a field touched on focus; only a change should count, so tabbing through
      // an empty field does not flag it as missing.
      onFocus: undefined,
      // A lazy schema downloads with the first keystroke (or autofill), well before the submit; a
      // page that only puts focus in its first field loads nothing more.
      ...(lazy && { onInput: () => void lazy.load().catch(() => undefined) }),
      onBlur: (event?: { relatedTarget?: EventTarget | null }) => {
        // Focus moving to the submit button: the submit validates everything anyway, and a message
        // appearing now would push the button down between mousedown and mouseup, losing the click.
        const next = event?.relatedTarget;
        if (next instanceof HTMLElement && next.closest('button[type="submit"]')) return;
        if (form.isTouched(field)) form.validateField(field);
      },
    }),
  });
  if (!lazy) return form;
  const onSubmit: typeof form.onSubmit = (handler, onError) => (event) => {
    event?.preventDefault();
    const submit = () => form.onSubmit(handler, onError)();
    if (lazy.loaded) submit();
    // Offline, the values go as typed: the server checks them and its messages show in the form.
    else void lazy.load().then(submit, submit);
  };
  return { ...form, onSubmit };
}
