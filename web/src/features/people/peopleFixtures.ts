import { abilitiesOf, defaultPermissions, type Org, type Person, type Role } from '@eos/domain';
import type { Handler } from '../../test/api-stub';
import { ids, meetingFixture, person, sessionFixture } from '../../test/fixtures';

// People of the Demo organization as the License tab, the transfer popup and the counts see them.
// The free company domain is freeco.com.

export const FREE_DOMAIN = 'freeco.com';

export const pid = {
  ada: ids.me,
  bea: ids.bea,
  cy: ids.cy,
  dan: '00000000-0000-4000-8000-0000000000c4',
  eve: '00000000-0000-4000-8000-0000000000c5',
  fay: '00000000-0000-4000-8000-0000000000c6',
  gus: '00000000-0000-4000-8000-0000000000c7',
  /** Eve's invitation. */
  eveInvitation: '00000000-0000-4000-8000-0000000000f5',
  gusInvitation: '00000000-0000-4000-8000-0000000000f7',
  /** A second meeting, not the leadership one. */
  sales: '00000000-0000-4000-8000-0000000000d2',
};

function someone(id: string, first: string, last: string, role: Role, more: Partial<Person> = {}): Person {
  return { ...person(id, first, last), role, hasLicense: role !== 'Observer', ...more };
}

/** Ada: the Owner, on the leadership team, holding billing permission (the signed-in user by default). */
export const ada = someone(pid.ada, 'Ada', 'Owner', 'Owner', { hasBillingPermission: true, isLeadershipTeam: true });
/** Bea: an Admin at the free domain (counted free). */
export const bea = someone(pid.bea, 'Bea', 'Two', 'Admin', { email: `bea@${FREE_DOMAIN}`, isLeadershipTeam: true });
/** Cy: a licensed Member, paid. */
export const cy = someone(pid.cy, 'Cy', 'Three', 'Member', { email: 'cy@acme.com' });
/** Dan: a Free Observer. */
export const dan = someone(pid.dan, 'Dan', 'Four', 'Observer', { email: 'dan@acme.com' });
/** Eve: invited as a Member, invitation pending since Jan 7, 2030. */
export const eve = someone(pid.eve, 'Eve', 'Five', 'Member', {
  email: 'eve@acme.com',
  hasAcceptedInvite: false,
  invitation: {
    id: pid.eveInvitation,
    status: 'Pending',
    sentAt: '2030-01-07T15:00:00.000Z',
    expiresAt: '2030-01-21T15:00:00.000Z',
  },
});
/** Fay: the organization's implementer (an Admin, free). */
export const fay = someone(pid.fay, 'Fay', 'Coach', 'Admin', { email: 'fay@coaching.example', isImplementer: true });
/** Gus: invited as a Manager, the link expired. */
export const gus = someone(pid.gus, 'Gus', 'Seven', 'Manager', {
  email: 'gus@acme.com',
  hasAcceptedInvite: false,
  invitation: {
    id: pid.gusInvitation,
    status: 'Expired',
    sentAt: '2029-12-01T15:00:00.000Z',
    expiresAt: '2029-12-15T15:00:00.000Z',
  },
});

/** Everyone, by first name: paid Cy, Eve and Gus; free Ada (Owner), Bea (free domain), Dan, Fay. */
export const everyone = [ada, bea, cy, dan, eve, fay, gus];

export const demoOrg: Org = {
  id: ids.org,
  name: 'Demo',
  implementer: 'Fay Coach',
  themeColor: 'default',
  subscriptionStatus: 'Active',
  paymentStatus: 'Current',
  trialEndsAt: null,
  created: '2029-01-01T00:00:00.000Z',
  requireTwoStep: false,
};

/** The signed-in user as one of the people above, with that role's abilities and permissions. */
export function sessionAs(me: Person, extraPermissions: string[] = []) {
  const permissions = [...defaultPermissions(me.role), ...extraPermissions];
  return sessionFixture({
    org: { id: ids.org, name: 'Demo', role: me.role },
    user: {
      personId: me.id,
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      permissions,
      abilities: abilitiesOf(me.role, permissions),
    },
  });
}

export const leadershipMeeting = meetingFixture({ id: ids.meeting, title: 'Leadership Team', isLT: true });
export const salesMeeting = meetingFixture({ id: pid.sales, title: 'Sales Weekly', isLT: false });

/** A page of POST people/search: the people whose name or email holds the searched text. */
export function peopleSearch(people: Person[]): Handler {
  return (body) => {
    const request = body as { filters?: Record<string, string[]> };
    const text = request.filters?.['text-search']?.[0]?.toLowerCase();
    const items = text
      ? people.filter((p) => `${p.firstName} ${p.lastName} ${p.email}`.toLowerCase().includes(text))
      : people;
    return { body: { succeeded: true, items, totalCount: items.length, totalPages: 1 } };
  };
}

/** What the organization settings page loads, answered for the Demo organization. */
export function orgRoutes(people: Person[] = everyone): Record<string, Handler> {
  return {
    [`GET org/${ids.org}`]: () => ({ body: { succeeded: true, org: demoOrg } }),
    'POST people/search': peopleSearch(people),
    'GET subscription/domains': () => ({ body: { succeeded: true, domains: [FREE_DOMAIN] } }),
    [`GET account/${ids.org}/users`]: () => ({
      body: {
        succeeded: true,
        items: people
          .filter((p) => p.hasAcceptedInvite)
          .map((p) => ({
            personId: p.id,
            userId: p.userId,
            firstName: p.firstName,
            lastName: p.lastName,
            email: p.email,
            avatarUrl: null,
            lastSignInAt: p.id === pid.cy ? '2030-02-03T10:00:00.000Z' : null,
          })),
      },
    }),
    'POST meeting-detail-selector': () => ({
      body: { succeeded: true, items: [leadershipMeeting, salesMeeting], totalCount: 2, totalPages: 1 },
    }),
    'GET org/paid-users': () => ({
      body: {
        succeeded: true,
        items: people.filter((p) => p.hasLicense).map((p) => ({ ...p, isCharged: p.role !== 'Owner' })),
      },
    }),
  };
}
