import {
  LEVEL_10_AGENDA,
  type Meeting,
  type OrgSummary,
  type Person,
  type SessionResponse,
  type SessionUser,
} from '@eos/domain';
import type { Handler } from './api-stub';

export const ids = {
  org: '00000000-0000-4000-8000-0000000000a1',
  user: '00000000-0000-4000-8000-0000000000b1',
  me: '00000000-0000-4000-8000-0000000000c1',
  bea: '00000000-0000-4000-8000-0000000000c2',
  cy: '00000000-0000-4000-8000-0000000000c3',
  meeting: '00000000-0000-4000-8000-0000000000d1',
  thread: '00000000-0000-4000-8000-0000000000e1',
  /** The fixture meeting's Scorecard. */
  scorecard: '00000000-0000-4000-8000-0000000000e5',
  /** The organization, user and person of `memberSession`. */
  memberOrg: '22222222-2222-4222-8222-222222222222',
  memberUser: '33333333-3333-4333-8333-333333333333',
  memberPerson: '11111111-1111-4111-8111-111111111111',
};

export function person(id: string, firstName: string, lastName: string): Person {
  return {
    id,
    userId: id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@demo.local`,
    avatarUrl: null,
    role: 'Member',
    hasLicense: true,
    hasAcceptedInvite: true,
    isImplementer: false,
    hasBillingPermission: false,
    isLeadershipTeam: false,
    invitation: null,
  };
}

export const me = person(ids.me, 'Ada', 'Owner');
export const bea = person(ids.bea, 'Bea', 'Two');
export const cy = person(ids.cy, 'Cy', 'Three');

export function meetingFixture(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: ids.meeting,
    tractionId: ids.meeting,
    meetingThreadId: ids.thread,
    title: 'Leadership Team',
    cadence: 'Weekly',
    meetingDateTime: '2030-01-07T15:00:00.000Z',
    nextDate: '2030-01-07T15:00:00.000Z',
    timeZone: 'America/Denver',
    colorTag: 'Blue',
    isLT: true,
    isFavorite: false,
    canJoin: false,
    status: 'NotStarted',
    scorecardId: null,
    ownerId: me.id,
    owner: me,
    invitees: [me, bea],
    agenda: {
      name: LEVEL_10_AGENDA.name,
      type: LEVEL_10_AGENDA.type,
      sessionNumber: 1,
      lengthInMinutes: LEVEL_10_AGENDA.lengthInMinutes,
      items: LEVEL_10_AGENDA.items.map((item) => ({ ...item, customContent: null })),
    },
    abilities: { canEdit: true, canDelete: true, canChangeOwner: true },
    created: '2029-12-01T00:00:00.000Z',
    ...overrides,
  };
}

export const signedOutSession = {
  succeeded: true,
  hasAccount: false,
  sessionId: null,
  orgId: null,
  user: null,
};

interface SessionOverrides {
  sessionId?: string;
  org?: Pick<OrgSummary, 'id' | 'name' | 'role'>;
  user?: Partial<SessionUser>;
  /** The current organization requires two-step verification. */
  orgRequiresTwoStep?: boolean;
}

/** A signed-in session: by default `me`, Owner of the Demo organization. */
export function sessionFixture({
  sessionId = 'sess',
  org = { id: ids.org, name: 'Demo', role: 'Owner' },
  user = {},
  orgRequiresTwoStep = false,
}: SessionOverrides = {}): SessionResponse & { user: SessionUser } {
  return {
    succeeded: true,
    hasAccount: true,
    sessionId,
    orgId: org.id,
    user: {
      userId: ids.user,
      personId: me.id,
      username: 'ada',
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      roles: [org.role],
      permissions: [],
      abilities: ['org.read', 'items.write', 'meetings.create', 'meetings.update'],
      orgs: [{ ...org, isDefault: true, theme: 'default', implementer: null }],
      userLocale: 'en-US',
      timeZoneName: 'America/New_York',
      currencyCode: 'USD',
      experienceLevel: 'Experienced',
      navBarOpen: true,
      avatarUrl: null,
      upgradeRequestStatus: 'None',
      theme: 'default',
      nameDisplayStyle: 'full',
      hasPassword: true,
      twoStepEnabled: false,
      ...user,
    },
    orgSubscriptionStatus: 'Active',
    orgSubscriptionPaymentStatus: 'Current',
    orgRemainingSubscriptionDays: null,
    orgInGracePeriod: false,
    billingEnabled: false,
    orgRequiresTwoStep,
  };
}

/** A signed-in Member with a person in the current organization. */
export const memberSession = sessionFixture({
  sessionId: 's1',
  org: { id: ids.memberOrg, name: 'Acme', role: 'Member' },
  user: {
    userId: ids.memberUser,
    personId: ids.memberPerson,
    username: 'ada@example.com',
    email: 'ada@example.com',
    lastName: 'Lovelace',
  },
});

/** A stubbed answer of a paged search (POST {type}s/search, the pickers): one page of `items`. */
export function searchPage<T>(items: T[]) {
  return { body: { succeeded: true, items, totalCount: items.length, totalPages: items.length ? 1 : 0 } };
}

const emptyPage = searchPage([]);

/** The calls every meeting form makes besides its save. */
export const formBackground: Record<string, Handler> = {
  'GET session': () => ({ body: memberSession }),
  'POST agendas/search': () => emptyPage,
  'POST person-picker-list': () => emptyPage,
};

/** The meeting page of the fixture meeting. */
export const base = `/traction/${ids.meeting}/${ids.thread}`;

/** The answers of a meeting that loads fine, to extend per test. */
export function meetingRoutes(meeting: Meeting = meetingFixture()): Record<string, Handler> {
  const scorecard = { id: ids.scorecard, tractionId: meeting.id, title: meeting.title };
  return {
    [`GET meetings/validate/${ids.thread}`]: () => ({
      body: { succeeded: true, tractionId: meeting.id, meetingThreadId: ids.thread },
    }),
    [`GET meeting/${meeting.id}`]: () => ({ body: { succeeded: true, meeting } }),
    [`GET meeting/${meeting.id}/getchecklist`]: () => ({
      body: { succeeded: true, checklist: { items: [], updated: null, updatedById: null } },
    }),
    [`GET meeting/${meeting.id}/history`]: () => ({ body: { succeeded: true, items: [] } }),
    // The overview's item lists, empty.
    'POST rocks/search': () => emptyPage,
    'POST todos/search': () => emptyPage,
    'POST issues/search': () => emptyPage,
    'POST headlines/search': () => emptyPage,
    // The overview's Scorecard, with no measurables yet.
    'POST scorecard': () => ({ body: { succeeded: true, scorecard } }),
    [`GET scorecard/${ids.scorecard}`]: () => ({
      body: { succeeded: true, scorecard, intervals: [], measurables: [] },
    }),
  };
}
