import { LEVEL_10_AGENDA, type Role } from '@eos/domain';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/harness.ts';

// Shared by the meeting tests: requests through app.inject, a valid body, an org with one person per role.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const caller = (t: TestApp) => (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie }, payload });

/** The Level 10 agenda as the create form sends it by default. */
export const level10Agenda = () => ({
  name: LEVEL_10_AGENDA.name,
  type: LEVEL_10_AGENDA.type,
  items: LEVEL_10_AGENDA.items.map((i) => ({ ...i })),
});

let counter = 0;
export function meetingBody(over: Record<string, unknown> & { inviteeIds: string[] }) {
  counter += 1;
  return {
    title: `Weekly ${counter}`,
    cadence: 'Weekly',
    date: '2030-01-07',
    time: '09:00',
    timeZone: 'America/New_York',
    agenda: level10Agenda(),
    ...over,
  };
}

export interface Team {
  owner: SignedInUser;
  admin: SignedInUser;
  manager: SignedInUser;
  member: SignedInUser;
  observer: SignedInUser;
}

/** A fresh organization with one signed-in person per role. */
export async function createTeam(t: TestApp): Promise<Team> {
  const owner = await signedInMember(t, { role: 'Owner' });
  const as = (role: Role) => signedInMember(t, { role, org: owner.org });
  const [admin, manager, member, observer] = await Promise.all([
    as('Admin'),
    as('Manager'),
    as('Member'),
    as('Observer'),
  ]);
  return { owner, admin, manager, member, observer };
}
