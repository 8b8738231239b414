import { and, asc, between, desc, eq, exists, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { measurables, measuredValues, meetingInvitees, meetings, scorecards } from '../../db/schema/index.ts';

export type MeasurableRow = typeof measurables.$inferSelect;
export type MeasurableInsert = typeof measurables.$inferInsert;
type MeasurableChanges = Partial<Omit<MeasurableInsert, 'id' | 'orgId' | 'scorecardId' | 'tractionId' | 'createdAt'>>;
export type MeasuredValueRow = typeof measuredValues.$inferSelect;

/** A scorecard as the API shows it: its meeting's title is its title. */
export interface ScorecardRow {
  id: string;
  tractionId: string;
  title: string;
}

// Every function takes the org and puts it in the WHERE: another org's id reads as missing.

// ---- Scorecards: one per meeting, made on first use ---------------------------------------------

const scorecardFields = { id: scorecards.id, tractionId: scorecards.tractionId, title: meetings.title };

/**
 * Gives every meeting of the org that matches `where` its scorecard, in one statement: missing ones
 * are inserted (a concurrent caller's insert wins quietly, ON CONFLICT DO NOTHING) and the meeting
 * row learns its scorecard id (`meetings.scorecard_id`, which the meeting's answer carries).
 */
async function createMissingScorecards(db: DbOrTx, orgId: string, where: SQL): Promise<void> {
  await db.execute(sql`
    with created as (
      insert into ${scorecards} ("org_id", "traction_id")
      select ${meetings.orgId}, ${meetings.id} from ${meetings}
      where ${meetings.orgId} = ${orgId} and ${where}
      on conflict ("org_id", "traction_id") do nothing
      returning "id", "traction_id"
    )
    update ${meetings} set "scorecard_id" = created.id
    from created
    where ${meetings.orgId} = ${orgId} and ${meetings.id} = created.traction_id`);
}

async function scorecardsWhere(db: DbOrTx, orgId: string, where: SQL): Promise<ScorecardRow[]> {
  return db
    .select(scorecardFields)
    .from(scorecards)
    .innerJoin(meetings, eq(meetings.id, scorecards.tractionId))
    .where(and(eq(scorecards.orgId, orgId), where))
    .orderBy(sql`lower(${meetings.title})`, asc(scorecards.id));
}

/** The meeting's scorecard, created if it has none; null when the meeting is not the org's. */
export async function ensureScorecard(db: DbOrTx, orgId: string, tractionId: string): Promise<ScorecardRow | null> {
  const where = eq(meetings.id, tractionId);
  await createMissingScorecards(db, orgId, where);
  const [row] = await scorecardsWhere(db, orgId, where);
  return row ?? null;
}

/**
 * The scorecards of the org's meetings, or of those `personId` is invited to; missing ones are
 * created first (one statement for all of them). Ordered by meeting title.
 */
export async function ensureScorecardsOfMeetings(
  db: DbOrTx,
  orgId: string,
  scope: { invitedPersonId: string | null },
): Promise<ScorecardRow[]> {
  const where = scope.invitedPersonId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(meetingInvitees)
          .where(
            and(
              eq(meetingInvitees.orgId, orgId),
              eq(meetingInvitees.meetingId, meetings.id),
              eq(meetingInvitees.personId, scope.invitedPersonId),
            ),
          ),
      )
    : sql`true`;
  await createMissingScorecards(db, orgId, where);
  return scorecardsWhere(db, orgId, where);
}

export async function findScorecard(db: DbOrTx, orgId: string, id: string): Promise<ScorecardRow | null> {
  const [row] = await scorecardsWhere(db, orgId, eq(scorecards.id, id));
  return row ?? null;
}

/** Inside a transaction: waits for other writers of this scorecard's positions (add, reorder). */
export async function lockScorecard(tx: DbOrTx, orgId: string, id: string): Promise<void> {
  await tx
    .select({ id: scorecards.id })
    .from(scorecards)
    .where(and(eq(scorecards.orgId, orgId), eq(scorecards.id, id)))
    .for('update');
}

// ---- Measurables ------------------------------------------------------------------------------

const activeIn = (orgId: string, scorecardId: string) =>
  and(eq(measurables.orgId, orgId), eq(measurables.scorecardId, scorecardId), eq(measurables.status, 'Active'));

/** An active measurable of that scorecard; removed ones and other scorecards' read as missing. */
export async function findActiveMeasurable(
  db: DbOrTx,
  orgId: string,
  scorecardId: string,
  id: string,
): Promise<MeasurableRow | null> {
  const [row] = await db
    .select()
    .from(measurables)
    .where(and(activeIn(orgId, scorecardId), eq(measurables.id, id)));
  return row ?? null;
}

/** The grid's rows: the scorecard's active measurables in their order. */
export function listActiveMeasurables(db: DbOrTx, orgId: string, scorecardId: string): Promise<MeasurableRow[]> {
  return db
    .select()
    .from(measurables)
    .where(activeIn(orgId, scorecardId))
    .orderBy(asc(measurables.position), asc(measurables.createdAt), asc(measurables.id));
}

/** The position that puts a new measurable last. */
export async function nextPosition(db: DbOrTx, orgId: string, scorecardId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(measurables.position) })
    .from(measurables)
    .where(activeIn(orgId, scorecardId));
  return (row?.last ?? 0) + 1;
}

export async function insertMeasurable(db: DbOrTx, values: MeasurableInsert): Promise<MeasurableRow> {
  const [row] = await db.insert(measurables).values(values).returning();
  if (!row) throw new Error('measurable insert returned nothing');
  return row;
}

/** Many measurables in one statement (an import); positions are the caller's, after nextPosition. */
export async function insertMeasurables(db: DbOrTx, values: readonly MeasurableInsert[]): Promise<MeasurableRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(measurables)
    .values([...values])
    .returning();
}

/** Numbers of new measurables, many weeks in one statement (an import). */
export async function insertMeasuredValues(
  db: DbOrTx,
  values: readonly { orgId: string; measurableId: string; intervalId: string; value: number; enteredById: string }[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(measuredValues)
    .values([...values])
    .onConflictDoNothing()
    .returning({ id: measuredValues.measurableId });
  return rows.length;
}

/** Updates one active measurable; null when it is gone (removed meanwhile). */
export async function updateMeasurableRow(
  db: DbOrTx,
  where: { orgId: string; scorecardId: string; id: string },
  values: MeasurableChanges,
): Promise<MeasurableRow | null> {
  const [row] = await db
    .update(measurables)
    .set({ ...values, updatedAt: new Date() })
    .where(and(activeIn(where.orgId, where.scorecardId), eq(measurables.id, where.id)))
    .returning();
  return row ?? null;
}

/** Writes new positions in one statement. */
export async function setPositions(
  db: DbOrTx,
  orgId: string,
  scorecardId: string,
  positions: readonly { id: string; position: number }[],
): Promise<void> {
  if (positions.length === 0) return;
  // Positions are integers computed here, never input: inlined so the CASE is typed integer.
  const cases = sql.join(
    positions.map((p) => sql`when ${measurables.id} = ${p.id} then ${sql.raw(String(Math.trunc(p.position)))}`),
    sql` `,
  );
  await db
    .update(measurables)
    .set({ position: sql`case ${cases} end` })
    .where(
      and(
        activeIn(orgId, scorecardId),
        inArray(
          measurables.id,
          positions.map((p) => p.id),
        ),
      ),
    );
}

// ---- Measured values --------------------------------------------------------------------------

/** The numbers of these measurables in the weeks from..to (Mondays, inclusive), oldest first. */
export async function valuesInRange(
  db: DbOrTx,
  orgId: string,
  measurableIds: readonly string[],
  range: { from: string; to: string },
): Promise<MeasuredValueRow[]> {
  if (measurableIds.length === 0) return [];
  return db
    .select()
    .from(measuredValues)
    .where(
      and(
        eq(measuredValues.orgId, orgId),
        inArray(measuredValues.measurableId, [...measurableIds]),
        between(measuredValues.intervalId, range.from, range.to),
      ),
    )
    .orderBy(asc(measuredValues.intervalId));
}

/** The measurable's number of its latest week with one, or null. */
export async function latestValue(db: DbOrTx, orgId: string, measurableId: string): Promise<MeasuredValueRow | null> {
  const [row] = await db
    .select()
    .from(measuredValues)
    .where(and(eq(measuredValues.orgId, orgId), eq(measuredValues.measurableId, measurableId)))
    .orderBy(desc(measuredValues.intervalId))
    .limit(1);
  return row ?? null;
}

export async function upsertValue(
  db: DbOrTx,
  values: { orgId: string; measurableId: string; intervalId: string; value: number; enteredById: string },
): Promise<MeasuredValueRow> {
  const [row] = await db
    .insert(measuredValues)
    .values(values)
    .onConflictDoUpdate({
      target: [measuredValues.measurableId, measuredValues.intervalId],
      set: { value: values.value, enteredById: values.enteredById, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('measured value upsert returned nothing');
  return row;
}

export async function deleteValue(
  db: DbOrTx,
  where: { orgId: string; measurableId: string; intervalId: string },
): Promise<void> {
  await db
    .delete(measuredValues)
    .where(
      and(
        eq(measuredValues.orgId, where.orgId),
        eq(measuredValues.measurableId, where.measurableId),
        eq(measuredValues.intervalId, where.intervalId),
      ),
    );
}
