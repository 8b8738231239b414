import { HUBS } from '@eos/domain';
import type { AppContext } from '../../context.ts';

/**
 * Every socket in `selector` (a room: one user's sockets, or a whole organization's) leaves that
 * organization's room on every hub, and the person's own room when given: people who left an
 * organization, or whose organization is gone, must hear nothing more of it. Realtime.leaveRoom
 * takes any room as its selector (a socket id is only the room each socket is alone in).
 */
export async function leaveOrgRooms(ctx: AppContext, selector: string, orgId: string, personId?: string) {
  for (const hub of HUBS) {
    await ctx.realtime.leaveRoom(hub, selector, `org:${orgId}`);
    if (personId) await ctx.realtime.leaveRoom(hub, selector, `person:${personId}`);
  }
}
