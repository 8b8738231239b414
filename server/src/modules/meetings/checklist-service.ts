import type { AppContext } from '../../context.ts';
import type { StoredChecklistItem } from '../../db/schema/index.ts';
import type { Member } from '../../plugins/access.ts';
import { type ChecklistRow, findChecklist, upsertChecklist } from './checklist-repository.ts';
import { defaultChecklistItems } from './presenter.ts';
import type { MeetingRow } from './repository.ts';

type Opts = { member: Member; meeting: MeetingRow };

/** The stored checklist, or null while the meeting still uses the default list. */
export function getChecklist(ctx: AppContext, { member, meeting }: Opts): Promise<ChecklistRow | null> {
  return findChecklist(ctx.db, member.orgId, meeting.id);
}

export async function updateChecklist(
  ctx: AppContext,
  opts: Opts & { items: StoredChecklistItem[] },
): Promise<ChecklistRow> {
  const row = await upsertChecklist(ctx.db, {
    orgId: opts.member.orgId,
    meetingId: opts.meeting.id,
    items: opts.items,
    updatedById: opts.member.personId,
  });
  announce(ctx, opts);
  return row;
}

/** Unticks every item for the next meeting, keeping the list (the default list if never edited). */
export async function resetChecklist(ctx: AppContext, opts: Opts): Promise<ChecklistRow> {
  const current = await findChecklist(ctx.db, opts.member.orgId, opts.meeting.id);
  const items = (current?.items ?? defaultChecklistItems()).map((item) => ({ ...item, checked: false }));
  return updateChecklist(ctx, { ...opts, items });
}

/** Attendees preparing together see ticks appear; the thin message makes them refetch. */
function announce(ctx: AppContext, { member, meeting }: Opts): void {
  ctx.realtime.emit('live-update-hub', `org:${member.orgId}`, 'Updated', { type: 'meetingChecklist', id: meeting.id });
}
