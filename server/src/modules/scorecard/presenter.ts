import type {
  ComparisonGoal,
  Measurable,
  MeasurableUnit,
  MeasuredValue,
  Rollup,
  Scorecard,
  ScorecardGrid,
  ValueScale,
} from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../plugins/access.ts';
import { presentPerson } from '../people/presenter.ts';
import { findPeople } from '../people/repository.ts';
import type { LoadedScorecard } from './policy.ts';
import { measurableAbilities } from './policy.ts';
import type { MeasurableRow, MeasuredValueRow, ScorecardRow } from './repository.ts';

export function presentScorecard(row: ScorecardRow): Scorecard {
  return { id: row.id, tractionId: row.tractionId, title: row.title };
}

/**
 * Measurables of one scorecard, with their owners and assistants (one query for all the people,
 * whatever the count) and what the caller may do with each.
 */
export function presentMeasurables(
  db: DbOrTx,
  member: Member,
  loaded: LoadedScorecard,
  rows: readonly MeasurableRow[],
): Promise<Measurable[]> {
  return presentMeasurableRows(db, member, rows, () => loaded.meeting.inviteeIds);
}

/**
 * Measurables of any scorecards (the caller's own across meetings): `inviteeIdsOf` gives each row's
 * meeting invitees, which decide what the caller may do with it. One query for all the people.
 */
export async function presentMeasurableRows(
  db: DbOrTx,
  member: Member,
  rows: readonly MeasurableRow[],
  inviteeIdsOf: (row: MeasurableRow) => readonly string[],
): Promise<Measurable[]> {
  const ids = rows.flatMap((r) => (r.editorId ? [r.ownerId, r.editorId] : [r.ownerId]));
  const people = new Map((await findPeople(db, member.orgId, ids)).map((p) => [p.id, presentPerson(p)]));
  return rows.map((row) => ({
    id: row.id,
    scorecardId: row.scorecardId,
    tractionId: row.tractionId,
    title: row.title,
    ownerId: row.ownerId,
    owner: people.get(row.ownerId) ?? null,
    editorId: row.editorId,
    editor: row.editorId ? (people.get(row.editorId) ?? null) : null,
    goalValue: row.goalValue,
    comparison: row.comparison as ComparisonGoal,
    unitOfMeasure: row.unitOfMeasure as MeasurableUnit,
    valueScale: row.valueScale as ValueScale,
    decimalPlaces: row.decimalPlaces,
    rollup: row.rollup as Rollup,
    linkedItemId: row.linkedItemId,
    position: row.position,
    abilities: measurableAbilities(member, row, inviteeIdsOf(row)),
  }));
}

export async function presentOneMeasurable(
  db: DbOrTx,
  member: Member,
  loaded: LoadedScorecard,
  row: MeasurableRow,
): Promise<Measurable> {
  const [measurable] = await presentMeasurables(db, member, loaded, [row]);
  if (!measurable) throw new Error('presenting a measurable returned nothing');
  return measurable;
}

/** The numbers by measurable id, in the order given (oldest first). */
export function valuesByMeasurable(values: readonly MeasuredValueRow[]): Map<string, MeasuredValue[]> {
  const byMeasurable = new Map<string, MeasuredValue[]>();
  for (const v of values) {
    const list = byMeasurable.get(v.measurableId) ?? [];
    list.push({ intervalId: v.intervalId, value: v.value });
    byMeasurable.set(v.measurableId, list);
  }
  return byMeasurable;
}

/** The grid: each measurable with its numbers among the weeks shown (oldest first). */
export async function presentGrid(
  db: DbOrTx,
  member: Member,
  loaded: LoadedScorecard,
  grid: { intervals: string[]; rows: readonly MeasurableRow[]; values: readonly MeasuredValueRow[] },
): Promise<ScorecardGrid> {
  const byMeasurable = valuesByMeasurable(grid.values);
  const measurables = await presentMeasurables(db, member, loaded, grid.rows);
  return {
    succeeded: true,
    scorecard: presentScorecard(loaded.scorecard),
    intervals: grid.intervals,
    measurables: measurables.map((m) => ({ ...m, values: byMeasurable.get(m.id) ?? [] })),
  };
}
