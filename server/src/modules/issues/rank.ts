import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { announceItem } from '../items/events.ts';
import type { EditableIssue } from './policy.ts';
import { findOpenIssueIn, type IssueRow, openIssueAfter, renumberOpenIssues, updateIssueRow } from './repository.ts';

/**
 * The rank that places an issue right after `afterId` (null: first) in its meeting's open list:
 * the midpoint between the anchor and the next issue, so a drag and drop writes one row. Null
 * when there is no room between them (equal ranks, or midpoints exhausted the double's precision).
 */
async function rankAfter(db: DbOrTx, issue: IssueRow, afterId: string | null): Promise<number | null> {
  const scope = { orgId: issue.orgId, tractionId: issue.tractionId, exceptId: issue.id };
  if (afterId === null) {
    const first = await openIssueAfter(db, { ...scope, after: null });
    return first ? first.rank - 1 : issue.rank;
  }
  const after = afterId === issue.id ? null : await findOpenIssueIn(db, issue.orgId, issue.tractionId, afterId);
  if (!after) throw invalid('VAL_INVALID', 'afterId');
  const next = await openIssueAfter(db, { ...scope, after });
  if (!next) return after.rank + 1;
  const mid = (after.rank + next.rank) / 2;
  return mid > after.rank && mid < next.rank ? mid : null;
}

/** Moves an issue within its meeting's list (drag and drop), in one transaction. */
export async function rankIssue(
  ctx: AppContext,
  opts: { target: EditableIssue; afterId: string | null },
): Promise<IssueRow> {
  const { issue } = opts.target;
  const row = await ctx.db.transaction(async (tx) => {
    let rank = await rankAfter(tx, issue, opts.afterId);
    if (rank === null) {
      // Rare: spread the list out once, then there is room.
      await renumberOpenIssues(tx, issue.orgId, issue.tractionId);
      rank = await rankAfter(tx, issue, opts.afterId);
    }
    if (rank === null) throw new Error('no rank after renumbering');
    return updateIssueRow(tx, { orgId: issue.orgId, id: issue.id, tractionId: issue.tractionId }, { rank });
  });
  if (!row) throw notFound();
  announceItem(ctx, row.orgId, 'Updated', 'issue', row.id);
  return row;
}
