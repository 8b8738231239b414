import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import i18n from './i18n';

/**
 * The domain's zod contract as a Mantine form validator. The schemas carry language-pack ids
 * (VAL_REQUIRED…), so each error is translated at validation time.
 */
export function zodValidate<S extends z.ZodType>(schema: S): (values: Record<string, unknown>) => FormErrors {
  // The first issue per field wins: a password shows "at least 8 characters" before "an uppercase letter".
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => {
    const errors = resolve(values);
    const out: FormErrors = {};
    for (const [field, message] of Object.entries(errors)) {
      out[field] = typeof message === 'string' && i18n.exists(message) ? i18n.t(message) : message;
    }
    return out;
  };
}
