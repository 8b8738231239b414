import type { SignedInUser } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { detachedRealtime } from '../../realtime/server.ts';
import { createTeam, type Team } from '../meetings/test-support.ts';

// Shared by the Issue and Headline tests: an org with one person per role, and meetings with known invitees.

export { caller } from '../meetings/test-support.ts';

export type Emitted = { hub: string; room: string; event: string; payload: unknown };

/** Records what the app emits instead of sending it (route tests need no sockets). */
export function recordEvents(t: TestApp): Emitted[] {
  const emitted: Emitted[] = [];
  t.ctx.realtime = {
    ...detachedRealtime,
    emit: (hub, room, event, payload) => emitted.push({ hub, room, event, payload }),
    close: async () => {},
  };
  return emitted;
}

export interface ItemWorld extends Team {
  /** Owned by the org's Owner; Manager and Member invited (the Admin and Observer are not). */
  meeting: MeetingRow;
  /** Owned by the Manager; the Admin invited. */
  other: MeetingRow;
}

export async function createItemWorld(t: TestApp): Promise<ItemWorld> {
  const team = await createTeam(t);
  const { owner, manager, member, admin } = team;
  const orgId = owner.org.id;
  const meeting = await createMeeting(t, {
    orgId,
    ownerId: owner.membership.id,
    inviteeIds: [manager.membership.id, member.membership.id],
  });
  const other = await createMeeting(t, { orgId, ownerId: manager.membership.id, inviteeIds: [admin.membership.id] });
  return { ...team, meeting, other };
}

export const personId = (u: SignedInUser) => u.membership.id;
