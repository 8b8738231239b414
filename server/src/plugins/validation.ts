import { unsafeTextPaths } from '@eos/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

// The issues fastify-type-provider-zod makes carry this global symbol; the error handler recognises
// them by it and answers 422 naming each field.
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

type ZodCompiler = typeof zodValidatorCompiler;

/**
 * The route's zod schema, after the one rule every string must keep (domain rules/safe-text.ts): a
 * NUL or a lone surrogate anywhere in the body, query or params, in a value or a key, answers 422
 * VAL_INVALID naming its field, before the schema runs and before anything reaches the database.
 */
export const validatorCompiler: ZodCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  const compiled: ReturnType<FastifySchemaCompiler<unknown>> = (data) => {
    const unsafe = unsafeTextPaths(data);
    if (unsafe.length === 0) return validate(data);
    return {
      error: unsafe.map((path) => ({
        [ZOD_VALIDATION_ERROR]: true,
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/custom`,
        message: 'VAL_INVALID',
        params: {},
      })),
    } as unknown as ReturnType<typeof validate>;
  };
  return compiled as ReturnType<ZodCompiler>;
};
