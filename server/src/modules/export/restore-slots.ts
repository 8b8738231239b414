import type { AppContext } from '../../context.ts';
import { AppError, message } from '../../lib/errors.ts';

/**
 * How many restores run at once (issue 34 item 4): one per organization (a second answers 409
 * ERR_EXPORT_RESTORE_RUNNING) and RESTORES_PER_NODE on a node (another answers 429
 * ERR_EXPORT_RESTORE_BUSY with Retry-After). A restore holds its slot from before its zip is read until
 * its transaction ends. Across nodes, the restore's transaction locks the organization's row, and the
 * second finds the organization no longer empty.
 */
export const RESTORES_PER_NODE = 2;
export const RESTORE_RETRY_SECONDS = 30;

const running = new WeakMap<AppContext, Set<string>>();

/** Takes the organization's restore slot, or refuses; the returned function gives it back (call it in finally). */
export function takeRestoreSlot(ctx: AppContext, orgId: string): () => void {
  let orgs = running.get(ctx);
  if (!orgs) {
    orgs = new Set();
    running.set(ctx, orgs);
  }
  if (orgs.has(orgId)) throw new AppError('conflict', 'ERR_EXPORT_RESTORE_RUNNING');
  if (orgs.size >= RESTORES_PER_NODE) {
    throw new AppError('tooManyRequests', [message('ERR_EXPORT_RESTORE_BUSY', [RESTORE_RETRY_SECONDS])], {
      'retry-after': String(RESTORE_RETRY_SECONDS),
    });
  }
  const held = orgs;
  held.add(orgId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(orgId);
  };
}
