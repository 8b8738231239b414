import { type DashboardKind, DashboardMessages, defaultDashboard, typeOverLimit, type Widget } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { invalid, messageText, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import {
  endedMeetingsOf,
  findDashboard,
  type StoredDashboard,
  saveDashboard,
  saveDashboardKind,
} from './repository.ts';

export interface DashboardView {
  kind: DashboardKind;
  widgets: Widget[];
}

/** The person's dashboard: their own layout, or the default one until they change it. */
function view(member: Member, stored: StoredDashboard | undefined): DashboardView {
  if (!stored) throw notFound();
  return { kind: stored.kind, widgets: stored.widgets ?? defaultDashboard(member.personId) };
}

export async function getDashboard(ctx: AppContext, member: Member): Promise<DashboardView> {
  return view(member, await findDashboard(ctx.db, member.orgId, member.personId));
}

/** Saves the whole layout; a fifth widget of a type is refused with the spec's message. */
export async function updateDashboard(ctx: AppContext, member: Member, widgets: Widget[]): Promise<DashboardView> {
  const over = typeOverLimit(widgets);
  if (over) throw invalid(DashboardMessages.maxWidgets, 'widgets', [messageText(`WIDGET_TYPE_${over}`)]);
  return view(member, await saveDashboard(ctx.db, member.orgId, member.personId, widgets));
}

/** Puts the default layout back. */
export async function resetDashboard(ctx: AppContext, member: Member): Promise<DashboardView> {
  return view(member, await saveDashboard(ctx.db, member.orgId, member.personId, null));
}

/** Which dashboard the account lands on in an organization it belongs to; another organization answers 404. */
export async function setDashboardKind(
  ctx: AppContext,
  opts: { accountId: string; orgId: string; kind: DashboardKind },
): Promise<void> {
  if (!(await saveDashboardKind(ctx.db, opts.orgId, opts.accountId, opts.kind))) throw notFound();
}

/** The person's meetings that ended since `since` (ISO, with offset), for the summary cards. */
export function endedMeetings(ctx: AppContext, member: Member, since: string) {
  return endedMeetingsOf(ctx.db, member.orgId, member.personId, new Date(since));
}
