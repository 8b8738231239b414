import {
  type ComparisonGoal,
  defaultRollup,
  formatGoal,
  formatMeasuredValue,
  type MeasurableCreateRequest,
  type MeasurableUnit,
  type MeasurableUpdateRequest,
  type MeasuredValueRequest,
  meetsGoal,
  type ValueScale,
} from '@eos/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { forbidden, invalid, messageText, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import type { IssueRow } from '../issues/repository.ts';
import { createIssues } from '../issues/service.ts';
import { assertCanEditItem, assertOwnersInMeeting } from '../items/access.ts';
import { announceItem, announceReassigned, type ItemChange } from '../items/events.ts';
import { emitWebhook } from '../webhooks/hub.ts';
import { type LoadedMeasurable, type LoadedScorecard, measurableAbilities } from './policy.ts';
import {
  deleteValue,
  insertMeasurable,
  latestValue,
  listActiveMeasurables,
  lockScorecard,
  type MeasurableRow,
  type MeasuredValueRow,
  nextPosition,
  setPositions,
  updateMeasurableRow,
  upsertValue,
} from './repository.ts';

// ---- Live updates -----------------------------------------------------------------------------

/** After commit: the org refetches the measurable, and open grids of its scorecard refresh. */
function announceMeasurables(ctx: AppContext, orgId: string, event: ItemChange, rows: readonly MeasurableRow[]): void {
  for (const row of rows) announceItem(ctx, orgId, event, 'measurable', row.id);
  const scorecardIds = new Set(rows.map((r) => r.scorecardId));
  for (const id of scorecardIds) announceScorecard(ctx, orgId, id);
}

/** Open grids of the scorecard refetch it (rows reordered, numbers entered). */
function announceScorecard(ctx: AppContext, orgId: string, scorecardId: string): void {
  announceItem(ctx, orgId, 'Updated', 'scorecard', scorecardId);
}

async function announceChange(ctx: AppContext, before: MeasurableRow, after: MeasurableRow): Promise<void> {
  announceMeasurables(ctx, after.orgId, after.status === 'Removed' ? 'Deleted' : 'Updated', [after]);
  if (after.ownerId !== before.ownerId) {
    await announceReassigned(ctx, ctx.db, {
      orgId: after.orgId,
      type: 'measurable',
      id: after.id,
      ownerId: after.ownerId,
    });
  }
}

/** Writes to one measurable loaded just before; removed in between reads as missing. */
async function change(
  ctx: AppContext,
  target: LoadedMeasurable,
  values: Parameters<typeof updateMeasurableRow>[2],
): Promise<MeasurableRow> {
  const { measurable } = target;
  const row = await updateMeasurableRow(
    ctx.db,
    { orgId: measurable.orgId, scorecardId: measurable.scorecardId, id: measurable.id },
    values,
  );
  if (!row) throw notFound();
  await announceChange(ctx, measurable, row);
  return row;
}

// ---- Measurables ------------------------------------------------------------------------------

/** The fields both the add and the edit forms send, as stored. */
function measurableFields(body: z.infer<typeof MeasurableCreateRequest> | z.infer<typeof MeasurableUpdateRequest>) {
  return {
    title: body.title,
    goalValue: body.goalValue,
    comparison: body.comparison,
    unitOfMeasure: body.unitOfMeasure,
    valueScale: body.valueScale,
    decimalPlaces: body.decimalPlaces,
    rollup: body.rollup ?? defaultRollup(body.unitOfMeasure),
    editorId: body.editorId ?? null,
  };
}

/**
 * New measurables, one per owner, last in the scorecard in one transaction. Owners and the assistant
 * must be invited to the scorecard's meeting; the caller must be allowed to edit what they create.
 */
export async function createMeasurables(
  ctx: AppContext,
  opts: { member: Member; target: LoadedScorecard; body: z.infer<typeof MeasurableCreateRequest> },
): Promise<MeasurableRow[]> {
  const { member, target, body } = opts;
  const { scorecard, meeting } = target;
  const ownerIds = [...new Set(body.ownerIds)];
  assertCanEditItem(member, { ownerId: ownerIds[0] ?? '' }, meeting.inviteeIds);
  assertOwnersInMeeting(meeting, ownerIds, 'ownerIds');
  if (body.editorId) assertOwnersInMeeting(meeting, [body.editorId], 'editorId');
  const fields = measurableFields(body);
  const rows = await ctx.db.transaction(async (tx) => {
    // Concurrent adds and reorders of this scorecard wait for each other: positions stay distinct.
    await lockScorecard(tx, member.orgId, scorecard.id);
    const first = await nextPosition(tx, member.orgId, scorecard.id);
    const created: MeasurableRow[] = [];
    for (const [i, ownerId] of ownerIds.entries()) {
      created.push(
        await insertMeasurable(tx, {
          ...fields,
          orgId: member.orgId,
          scorecardId: scorecard.id,
          tractionId: scorecard.tractionId,
          ownerId,
          position: first + i,
          createdById: member.personId,
        }),
      );
    }
    return created;
  });
  announceMeasurables(ctx, member.orgId, 'Added', rows);
  return rows;
}

/** PUT replaces the form's fields (an omitted assistant clears it). New people must be invitees. */
export async function updateMeasurable(
  ctx: AppContext,
  opts: { target: LoadedMeasurable; body: z.infer<typeof MeasurableUpdateRequest> },
): Promise<MeasurableRow> {
  const { target, body } = opts;
  const { measurable, meeting } = target;
  if (body.ownerId !== measurable.ownerId) assertOwnersInMeeting(meeting, [body.ownerId], 'ownerId');
  const fields = measurableFields(body);
  if (fields.editorId && fields.editorId !== measurable.editorId) {
    assertOwnersInMeeting(meeting, [fields.editorId], 'editorId');
  }
  return change(ctx, target, { ...fields, ownerId: body.ownerId });
}

/** A new owner from the meeting's invitees; the assistant cannot become the owner. */
export async function reassignMeasurable(
  ctx: AppContext,
  opts: { target: LoadedMeasurable; ownerId: string },
): Promise<MeasurableRow> {
  const { target, ownerId } = opts;
  if (target.measurable.editorId === ownerId) throw invalid('VAL_ASSISTANT_IS_OWNER', 'ownerId');
  assertOwnersInMeeting(target.meeting, [ownerId], 'ownerId');
  return change(ctx, target, { ownerId });
}

/** Removed: gone from the grid and every read; its numbers stay in the database. */
export async function removeMeasurable(ctx: AppContext, target: LoadedMeasurable): Promise<void> {
  await change(ctx, target, { status: 'Removed' });
}

/**
 * Drag to reorder: the listed measurables take, in the list's order, the places they held among the
 * scorecard's rows; the others keep theirs. Every row is then numbered 1..n in one statement. Ids that
 * are not active measurables of this scorecard (another scorecard's, another org's, removed): 404.
 */
export async function reorderMeasurables(
  ctx: AppContext,
  opts: { member: Member; target: LoadedScorecard; ids: readonly string[] },
): Promise<void> {
  const { member, target } = opts;
  const ids = [...new Set(opts.ids)];
  const listed = new Set(ids);
  await ctx.db.transaction(async (tx) => {
    await lockScorecard(tx, member.orgId, target.scorecard.id);
    const rows = await listActiveMeasurables(tx, member.orgId, target.scorecard.id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (ids.some((id) => !byId.has(id))) throw notFound();
    for (const id of ids) {
      if (!measurableAbilities(member, byId.get(id) as MeasurableRow, target.meeting.inviteeIds).canEdit) {
        throw forbidden();
      }
    }
    const queue = [...ids];
    const order = rows.map((r) => (listed.has(r.id) ? (queue.shift() as string) : r.id));
    const changes = order
      .map((id, i) => ({ id, position: i + 1 }))
      .filter((p) => byId.get(p.id)?.position !== p.position);
    await setPositions(tx, member.orgId, target.scorecard.id, changes);
  });
  announceScorecard(ctx, member.orgId, target.scorecard.id);
}

// ---- Numbers ----------------------------------------------------------------------------------

/** Stores the week's number, or clears it (`entered` false or no value). Answers what is stored now. */
export async function enterMeasuredValue(
  ctx: AppContext,
  opts: { member: Member; target: LoadedMeasurable; body: z.infer<typeof MeasuredValueRequest> },
): Promise<MeasuredValueRow | null> {
  const { member, target, body } = opts;
  const where = { orgId: member.orgId, measurableId: target.measurable.id, intervalId: body.intervalId };
  let row: MeasuredValueRow | null = null;
  if (body.entered && body.value !== null) {
    row = await upsertValue(ctx.db, { ...where, value: body.value, enteredById: member.personId });
  } else {
    await deleteValue(ctx.db, where);
  }
  announceScorecard(ctx, member.orgId, target.scorecard.id);
  const { measurable } = target;
  if (row && !meetsGoal(row.value, measurable.goalValue, measurable.comparison as ComparisonGoal)) {
    emitWebhook(ctx, member.orgId, 'measurable.off_track', {
      type: 'measurable',
      id: measurable.id,
      scorecardId: target.scorecard.id,
      title: measurable.title,
      intervalId: row.intervalId,
      value: row.value,
      goal: measurable.goalValue,
      comparison: measurable.comparison,
    });
  }
  return row;
}

// ---- Issues from numbers ----------------------------------------------------------------------

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The notes of an issue made from a measurable: its goal and its latest number, formatted as the grid shows them. */
export function measurableIssueNotes(
  measurable: Pick<MeasurableRow, 'goalValue' | 'comparison' | 'unitOfMeasure' | 'valueScale' | 'decimalPlaces'>,
  latest: Pick<MeasuredValueRow, 'intervalId' | 'value'> | null,
): string {
  const format = {
    unitOfMeasure: measurable.unitOfMeasure as MeasurableUnit,
    valueScale: measurable.valueScale as ValueScale,
    decimalPlaces: measurable.decimalPlaces,
  };
  const goal = formatGoal(measurable.goalValue, measurable.comparison as ComparisonGoal, format);
  const last = latest
    ? messageText('SCORECARD_ISSUE_LATEST', [formatMeasuredValue(latest.value, format), latest.intervalId])
    : messageText('SCORECARD_ISSUE_NO_NUMBER');
  return `<p>${escapeHtml(messageText('SCORECARD_ISSUE_GOAL', [goal]))}</p><p>${escapeHtml(last)}</p>`;
}

/**
 * 'Add as issue': an Issue in the scorecard's meeting owned by the measurable's owner, titled like
 * it, its notes the goal and the latest number. Made by the issues module (its rules, its event).
 */
export async function addMeasurableAsIssue(
  ctx: AppContext,
  opts: { member: Member; target: LoadedMeasurable },
): Promise<IssueRow> {
  const { member, target } = opts;
  const { measurable } = target;
  const latest = await latestValue(ctx.db, member.orgId, measurable.id);
  const [issue] = await createIssues(ctx, {
    member,
    body: {
      title: measurable.title,
      ownerIds: [measurable.ownerId],
      contentHtml: measurableIssueNotes(measurable, latest),
      tractionId: measurable.tractionId,
    },
  });
  if (!issue) throw new Error('creating the issue returned none');
  return issue;
}
