import { type Cadence, fromLocal, LEVEL_10_AGENDA } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import { meetingInvitees, meetings } from '../../db/schema/index.ts';

/**
 * A meeting row written straight to the tables, so these tests do not depend on the meetings
 * module (built in parallel). Local date and time are in `timeZone`, as the product stores them.
 */
export async function insertMeeting(
  db: DbOrTx,
  opts: {
    orgId: string;
    ownerId: string;
    inviteeIds?: string[];
    title?: string;
    cadence?: Cadence;
    timeZone?: string;
    local?: { year: number; month: number; day: number; hour: number; minute: number };
  },
) {
  const timeZone = opts.timeZone ?? 'America/New_York';
  const local = opts.local ?? { year: 2026, month: 3, day: 2, hour: 9, minute: 0 };
  const [row] = await db
    .insert(meetings)
    .values({
      orgId: opts.orgId,
      ownerId: opts.ownerId,
      title: opts.title ?? `Meeting ${Math.random().toString(36).slice(2, 8)}`,
      cadence: opts.cadence ?? 'Weekly',
      startsAt: fromLocal(local, timeZone),
      timeZone,
      agenda: {
        name: LEVEL_10_AGENDA.name,
        type: LEVEL_10_AGENDA.type,
        sessionNumber: 1,
        items: LEVEL_10_AGENDA.items.map((i) => ({ ...i, customContent: null })),
      },
    })
    .returning();
  if (!row) throw new Error('meeting insert returned nothing');
  const invitees = opts.inviteeIds ?? [opts.ownerId];
  if (invitees.length) {
    await db
      .insert(meetingInvitees)
      .values(invitees.map((personId) => ({ orgId: opts.orgId, meetingId: row.id, personId })));
  }
  return row;
}
