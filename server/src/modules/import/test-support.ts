import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/import');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** The demo organization's people and its 'Leadership Team' meeting, as the fixture files name them. */
export interface ImportOrg {
  owner: SignedInUser;
  admin: SignedInUser;
  member: SignedInUser;
  observer: SignedInUser;
  meeting: MeetingRow;
}

export async function importOrg(t: TestApp): Promise<ImportOrg> {
  const owner = await signedInMember(t, {
    role: 'Owner',
    account: { email: 'owner@demo.local', firstName: 'Olivia', lastName: 'Owner' },
  });
  const org = owner.org;
  const admin = await signedInMember(t, {
    role: 'Admin',
    org,
    account: { email: 'admin@demo.local', firstName: 'Adam', lastName: 'Admin' },
  });
  const member = await signedInMember(t, {
    role: 'Member',
    org,
    account: { email: 'member@demo.local', firstName: 'Maya', lastName: 'Member' },
  });
  const observer = await signedInMember(t, {
    role: 'Observer',
    org,
    account: { email: 'observer@demo.local', firstName: 'Oscar', lastName: 'Observer' },
  });
  // Maya is not invited to the meeting: the import adds owners to it.
  const meeting = await createMeeting(t, {
    orgId: org.id,
    ownerId: owner.membership.id,
    inviteeIds: [admin.membership.id],
    title: 'Leadership Team',
    isLT: true,
  });
  return { owner, admin, member, observer, meeting };
}

export function post(
  t: TestApp,
  user: SignedInUser,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url: `/api/v2/${url}`, headers: { cookie: user.cookie, ...headers }, payload });
}

/** The events of a server-sent-events answer, in order. */
export function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: (eventLine ?? '').slice(7), data: JSON.parse((dataLine ?? '').slice(6)) };
    });
}
