import { can, canEditItem } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, type ItemMeeting } from '../items/access.ts';
import { inviteeIdsOf } from '../meetings/repository.ts';
import { findActiveMeasurable, findScorecard, type MeasurableRow, type ScorecardRow } from './repository.ts';

/** A scorecard of the caller's organization with its meeting and the meeting's invitees. */
export interface LoadedScorecard {
  scorecard: ScorecardRow;
  meeting: ItemMeeting;
}

export interface LoadedMeasurable extends LoadedScorecard {
  measurable: MeasurableRow;
}

/** The scorecard, if it is the caller's organization's (404 otherwise), with its meeting's invitees. */
export async function loadScorecard(db: DbOrTx, member: Member, scorecardId: string): Promise<LoadedScorecard> {
  const scorecard = await findScorecard(db, member.orgId, scorecardId);
  if (!scorecard) throw notFound();
  const inviteeIds = await inviteeIdsOf(db, member.orgId, scorecard.tractionId);
  return { scorecard, meeting: { id: scorecard.tractionId, title: scorecard.title, inviteeIds } };
}

/** An active measurable of that scorecard of the caller's organization; anything else is 404. */
export async function loadMeasurable(
  db: DbOrTx,
  member: Member,
  params: { scorecardId: string; id: string },
): Promise<LoadedMeasurable> {
  const loaded = await loadScorecard(db, member, params.scorecardId);
  const measurable = await findActiveMeasurable(db, member.orgId, params.scorecardId, params.id);
  if (!measurable) throw notFound();
  return { ...loaded, measurable };
}

/** loadMeasurable, then 403 unless the caller may change it (the items rule: canEditItem). */
export async function loadEditableMeasurable(
  db: DbOrTx,
  member: Member,
  params: { scorecardId: string; id: string },
): Promise<LoadedMeasurable> {
  const loaded = await loadMeasurable(db, member, params);
  assertCanEditItem(member, loaded.measurable, loaded.meeting.inviteeIds);
  return loaded;
}

export interface MeasurableAbilities {
  canEdit: boolean;
  canEnterValues: boolean;
}

/**
 * What the caller may do with a measurable. Editing follows the items rule (Owner and Admins, its
 * owner, the meeting's invitees; never Observers). Numbers: whoever may edit, and its assistant
 * (editorId) whenever their role writes items, like its owner even after leaving the meeting.
 */
export function measurableAbilities(
  member: Member,
  row: Pick<MeasurableRow, 'ownerId' | 'editorId'>,
  meetingInviteeIds: readonly string[],
): MeasurableAbilities {
  const canEdit = canEditItem({
    role: member.role,
    personId: member.personId,
    ownerId: row.ownerId,
    meetingInviteeIds,
  });
  const isAssistant = row.editorId !== null && row.editorId === member.personId && can(member.role, 'items.write');
  return { canEdit, canEnterValues: canEdit || isAssistant };
}

/** loadMeasurable, then 403 unless the caller may enter its numbers. */
export async function loadMeasurableForValues(
  db: DbOrTx,
  member: Member,
  params: { scorecardId: string; id: string },
): Promise<LoadedMeasurable> {
  const loaded = await loadMeasurable(db, member, params);
  if (!measurableAbilities(member, loaded.measurable, loaded.meeting.inviteeIds).canEnterValues) throw forbidden();
  return loaded;
}
