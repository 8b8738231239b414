import { isCalendarDate, type ScorecardGrid, trailingWeeks } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { loadScorecard } from './policy.ts';
import { presentGrid } from './presenter.ts';
import { listActiveMeasurables, valuesInRange } from './repository.ts';

/**
 * GET scorecard/{scorecardId}: the scorecard of the caller's organization (404 otherwise), its active
 * measurables and their numbers in the `weeks` weeks ending with `end`'s week. The help chat reads it too.
 */
export async function readScorecardGrid(
  db: DbOrTx,
  member: Member,
  scorecardId: string,
  { end, weeks }: { end: string; weeks?: number },
): Promise<ScorecardGrid> {
  if (!isCalendarDate(end)) throw invalid('VAL_INVALID', 'end');
  const loaded = await loadScorecard(db, member, scorecardId);
  const intervals = trailingWeeks(end, weeks);
  const rows = await listActiveMeasurables(db, member.orgId, loaded.scorecard.id);
  const values = await valuesInRange(
    db,
    member.orgId,
    rows.map((r) => r.id),
    { from: intervals[0] as string, to: intervals.at(-1) as string },
  );
  return presentGrid(db, member, loaded, { intervals, rows, values });
}
