import { z } from 'zod';
import { LIMITS, SEARCH } from '../constants.ts';
import { isSafeText } from '../rules/safe-text.ts';

/** Validation messages are language-pack ids; the server and the web app render them from the pack. */
export const M = {
  required: 'VAL_REQUIRED',
  invalidEmail: 'VAL_INVALID_EMAIL',
  maxLength: 'VAL_MAX_LENGTH',
  invalid: 'VAL_INVALID',
} as const;

// Every validation message is a language-pack id, on the server and in the browser alike: a schema's
// own message wins; anything it leaves unsaid is VAL_REQUIRED when the value is missing, else VAL_INVALID.
z.config({ customError: (issue) => (issue.input === undefined || issue.input === '' ? M.required : M.invalid) });

/** An entity id: missing reads 'Required', malformed 'Invalid value'. */
export const Id = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.required : M.invalid),
});
export const IdParams = z.object({ id: Id });

/** Any text a person sends: no NUL and no lone surrogate (rules/safe-text.ts); the server checks every string too. */
export const safeText = () => z.string().refine(isSafeText, { error: M.invalid });

/** Text field: trimmed, required, at most 100 characters unless told otherwise, safe text. */
export const requiredText = (max: number = LIMITS.inlineTextMax) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(max, { error: M.maxLength })
    .refine(isSafeText, { error: M.invalid });

// Local part, @, domain and a TLD of two or more letters (002 §5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
export const Email = z
  .string({ error: M.required })
  .trim()
  .toLowerCase()
  .min(1, { error: M.required })
  .max(LIMITS.emailMax, { error: M.invalidEmail })
  .regex(EMAIL_PATTERN, { error: M.invalidEmail })
  .refine(isSafeText, { error: M.invalid });

/** A real calendar day as 'YYYY-MM-DD' (2026-02-30 is refused, not rolled over). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Date-only values: 'YYYY-MM-DD', a day that exists. */
export const CalendarDate = z
  .string({ error: M.required })
  // abort: one message per field, the first rule broken.
  .min(1, { error: M.required, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.invalid, abort: true })
  .refine(isCalendarDate, { error: M.invalid });

export const Succeeded = z.object({ succeeded: z.literal(true) });

export const SearchRequest = z.object({
  startIndex: z.number().int().min(0).default(0),
  endIndex: z.number().int().min(0).default(SEARCH.defaultEndIndex),
  includeTotalCount: z.boolean().default(false),
  filters: z.record(z.string(), z.array(z.string())).default({}),
  sorts: z.array(z.object({ property: z.string(), ascending: z.boolean() })).default([]),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

export const searchResponse = <T extends z.ZodType>(item: T) =>
  z.object({ succeeded: z.literal(true), items: z.array(item), totalCount: z.number(), totalPages: z.number() });

/** `?ids=a,b` batch loads. */
export const IdsQuery = z.object({
  ids: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : undefined))
    .pipe(z.array(Id).max(500).optional()),
});
