import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { detachedRealtime } from '../../realtime/server.ts';
import { caller, createTeam, type Team } from '../meetings/test-support.ts';

export { caller };

/** An org with one person per role, a second Member, and a meeting that leaves `stranger` out. */
export interface TodoTeam extends Team {
  /** A licensed Member of the org who is not invited to `meeting`. */
  stranger: SignedInUser;
  /** Owned by the Owner; invites the Member and the Manager. */
  meeting: MeetingRow;
  /** Owned by the stranger; invites the Member too. */
  otherMeeting: MeetingRow;
}

export async function createTodoTeam(t: TestApp): Promise<TodoTeam> {
  const team = await createTeam(t);
  const stranger = await signedInMember(t, { role: 'Member', org: team.owner.org });
  const meeting = await createMeeting(t, {
    orgId: team.owner.org.id,
    ownerId: team.owner.membership.id,
    inviteeIds: [team.member.membership.id, team.manager.membership.id],
  });
  const otherMeeting = await createMeeting(t, {
    orgId: team.owner.org.id,
    ownerId: stranger.membership.id,
    inviteeIds: [team.member.membership.id],
  });
  return { ...team, stranger, meeting, otherMeeting };
}

/** A valid POST todos body. */
export const todoBody = (tractionId: string, ownerIds: string[], over: Record<string, unknown> = {}) => ({
  title: 'Call the bank',
  ownerIds,
  dueDate: '2030-01-14',
  contentHtml: '',
  tractionId,
  ...over,
});

/** A day relative to today as 'YYYY-MM-DD'. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Emitted {
  hub: string;
  room: string;
  event: string;
  payload: unknown;
}

/** Records what the app emits (route tests have no sockets). */
export function recordEmits(t: TestApp): Emitted[] {
  const emitted: Emitted[] = [];
  t.ctx.realtime = {
    ...detachedRealtime,
    emit: (hub, room, event, payload) => emitted.push({ hub, room, event, payload }),
    close: async () => {},
  };
  return emitted;
}
