import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, meetingInvitees, meetings, memberships } from '../../db/schema/index.ts';
import type { Member } from '../../plugins/access.ts';
import { localDate } from '../users/timezone.ts';
import type { MeetingChoice } from './meetings.ts';
import type { PersonChoice } from './owners.ts';

/** What the voice assistant understands an utterance against: the caller's own world. */
export interface VoiceContext {
  /** The caller's person id ('for me'). */
  personId: string;
  /** The caller's today, 'YYYY-MM-DD' in their time zone: relative dates count from it. */
  today: string;
  /** The caller's meetings (owned or invited to, which owners always are), by title. */
  meetings: MeetingChoice[];
  /** Every person of the caller's organization, joined or invited. */
  people: PersonChoice[];
  /** The caller's own name, for the model ('for me'). */
  selfName: string;
}

/** Reads the caller's context, all of it scoped to the caller's organization. */
export async function loadVoiceContext(
  db: DbOrTx,
  member: Member,
  accountId: string,
  now: Date = new Date(),
): Promise<VoiceContext> {
  const [account, mine, people] = await Promise.all([
    db
      .select({ timeZoneName: accounts.timeZoneName, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1),
    db
      .select({ id: meetings.id, title: meetings.title })
      .from(meetings)
      .innerJoin(
        meetingInvitees,
        and(eq(meetingInvitees.orgId, meetings.orgId), eq(meetingInvitees.meetingId, meetings.id)),
      )
      .where(and(eq(meetings.orgId, member.orgId), eq(meetingInvitees.personId, member.personId)))
      .orderBy(asc(sql`lower(${meetings.title})`), asc(meetings.id)),
    db
      .select({ id: memberships.id, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(eq(memberships.orgId, member.orgId))
      .orderBy(asc(sql`lower(${accounts.firstName})`), asc(sql`lower(${accounts.lastName})`), asc(memberships.id)),
  ]);
  const me = account[0];
  return {
    personId: member.personId,
    today: localDate(now, me?.timeZoneName ?? 'UTC'),
    meetings: mine,
    people,
    selfName: me ? `${me.firstName} ${me.lastName}`.trim() : '',
  };
}
