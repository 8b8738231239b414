/** The database's own code for the failure, looking through the wrappers (Drizzle puts the driver's in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A write pointed at a row that is gone: on PostgreSQL, what a request checked a moment ago (an owner,
 * a meeting, a person) was removed by another request that committed between the check and the write.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}
