import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ConfigurationError } from './configuration-error.ts';

/** Where in an operator's file a problem is, as a person reads it: `[0].code`, `US.states.CA`, 'the file'. */
export function jsonIssuePath(issue: z.core.$ZodIssue): string {
  return issue.path.length
    ? issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')
    : 'the file';
}

/** One problem of an operator's file, as a person reads it: where and what. */
export function describeJsonIssue(issue: z.core.$ZodIssue): string {
  const where = jsonIssuePath(issue);
  switch (issue.code) {
    case 'invalid_type':
      return `${where} expected ${issue.expected}`;
    case 'too_small':
      return `${where} must be at least ${issue.minimum}`;
    case 'too_big':
      return `${where} must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `${where} must be one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `${where} has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return `${where} has a key that is not valid`;
    default:
      return `${where} ${issue.message && !/^[A-Z_]+$/.test(issue.message) ? issue.message : 'is not valid'}`;
  }
}

/**
 * A setting that names a JSON file (LEARNING_CATALOGUE, BILLING_TAX_RATES, SANDBOX_COUPONS): read and checked once at start;
 * a file that is missing, not JSON or not of the schema stops the start with a ConfigurationError naming
 * the setting, the file and each problem (at most ten), which main.ts prints as one line.
 */
export function loadJsonSetting<S extends z.ZodType>(
  setting: string,
  file: string,
  schema: S,
  what: string,
  describe: (issue: z.core.$ZodIssue) => string = describeJsonIssue,
): z.output<S> {
  const where = `${setting} (${path.resolve(file)})`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
    throw new ConfigurationError(`${where} cannot be read: ${reason}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 10).map(describe);
    throw new ConfigurationError(`${where} is not ${what}: ${problems.join('; ')}`);
  }
  return parsed.data;
}
