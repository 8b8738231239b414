import { API_PREFIX, displayName } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { IcsMeeting } from './ics.ts';
import { findFeedToken, type MeetingExport, saveFeedToken } from './repository.ts';

/** The writer's view of a meeting: names resolved, agenda flattened. */
export function toIcsMeeting(m: MeetingExport): IcsMeeting {
  return {
    id: m.id,
    threadId: m.threadId,
    title: m.title,
    cadence: m.cadence,
    startsAt: m.startsAt,
    timeZone: m.timeZone,
    agendaItems: m.agenda.items,
    organizer: { name: displayName(m.owner), email: m.owner.email },
    inviteeNames: m.invitees.map((p) => displayName(p)),
    updatedAt: m.updatedAt,
  };
}

export function feedUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}${API_PREFIX}/calendar/${token}.ics`;
}

/**
 * A person's feed URL: the same one every time, so a calendar subscribed once keeps working;
 * `reset` issues a new token and the previous URL stops working (docs/decisions.md, "Calendar feed").
 */
export async function calendarFeed(
  ctx: AppContext,
  opts: { personId: string; orgId: string; reset: boolean },
): Promise<{ url: string }> {
  const existing = opts.reset ? null : await findFeedToken(ctx.db, opts.orgId, opts.personId);
  if (existing) return { url: feedUrl(ctx, existing) };
  const token = randomToken();
  await saveFeedToken(ctx.db, opts.personId, opts.orgId, token);
  return { url: feedUrl(ctx, token) };
}

/** An attachment filename from a title: ASCII letters, digits, dashes; never empty. */
export function safeFilename(title: string, extension: string): string {
  const base = title
    // Decompose accents and drop the marks: 'Réunion' -> 'Reunion', not 'Re-union'.
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'meeting'}.${extension}`;
}
