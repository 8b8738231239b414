/**
 * The unique index a failed write hit, if that is why it failed. The service checks names first;
 * this catches the race where two requests pass the check together and the index decides.
 * Drizzle wraps the driver's error (pg or PGlite, both carry code and constraint) in `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : undefined;
  }
  return undefined;
}
