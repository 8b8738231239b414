import '../../app/i18n';
import {
  FEATURE_FLAG_DEFAULTS,
  type FeatureFlags,
  LEVEL_10_AGENDA,
  type Meeting,
  type Person,
  type SessionResponse,
} from '@eos/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { queryKeys } from '../../api/keys';
import TractionPage from '../meetings/pages/TractionPage';
import TractionSectionPage from '../meetings/pages/TractionSectionPage';

// jsdom lacks the browser APIs Mantine reads; the shared setup stays untouched, so polyfill here
// (the same approach as features/auth/test-utils.tsx).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// Mantine's combobox scrolls the selected option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

export const ids = {
  org: '00000000-0000-4000-8000-0000000000a1',
  user: '00000000-0000-4000-8000-0000000000b1',
  me: '00000000-0000-4000-8000-0000000000c1',
  bea: '00000000-0000-4000-8000-0000000000c2',
  cy: '00000000-0000-4000-8000-0000000000c3',
  meeting: '00000000-0000-4000-8000-0000000000d1',
  thread: '00000000-0000-4000-8000-0000000000e1',
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
  };
}

export const me = person(ids.me, 'Ada', 'Owner');

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
    invitees: [me, person(ids.bea, 'Bea', 'Two')],
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

export function sessionFixture(): SessionResponse {
  return {
    succeeded: true,
    hasAccount: true,
    sessionId: 'sess',
    orgId: ids.org,
    user: {
      userId: ids.user,
      personId: me.id,
      username: 'ada',
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      roles: ['Owner'],
      permissions: [],
      abilities: ['org.read', 'items.write', 'meetings.create', 'meetings.update'],
      orgs: [{ id: ids.org, name: 'Demo', role: 'Owner', isDefault: true, theme: 'default', implementer: null }],
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
    },
    orgSubscriptionStatus: 'Active',
    orgSubscriptionPaymentStatus: 'Current',
    orgRemainingSubscriptionDays: null,
    orgInGracePeriod: false,
  };
}

/** Shows where the router ended up, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface RenderOptions {
  flags?: Partial<FeatureFlags>;
}

function providers(ui: ReactElement, url: string, { flags = {} }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Signed in with flags known: the page sits below the route guard, which loads both first.
  queryClient.setQueryData(queryKeys.session, sessionFixture());
  queryClient.setQueryData(queryKeys.featureFlags, { ...FEATURE_FLAG_DEFAULTS, ...flags });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[url]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The meeting page with its sub-routes, as routes.tsx declares them. */
export function renderTraction(url: string, options: RenderOptions = {}) {
  return providers(
    <Routes>
      <Route path="/traction/:tractionId/:threadId" element={<TractionPage />}>
        <Route path="meetingoverview" element={<TractionSectionPage />} />
        <Route path="meetinghistory" element={<TractionSectionPage />} />
        <Route path="quarterlypulsing" element={<TractionSectionPage />} />
        <Route path=":meetingId" element={<TractionSectionPage />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    url,
    options,
  );
}

/** One component under the same providers (for the popups). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return providers(ui, '/', options);
}

type Handler = (body: unknown) => { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * Stubs fetch with answers keyed by "METHOD path" (path without /api/v2 and query); records calls.
 * Anything unlisted answers 404 so a missed call shows up as a failure, not a hang.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v2\//, '')}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    const answer = handler ? handler(body) : { status: 404, body: { succeeded: false, messages: [] } };
    return new Response(JSON.stringify(answer.body ?? { succeeded: true }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The answers of a meeting that loads fine, to extend per test. */
export function meetingRoutes(meeting: Meeting = meetingFixture()): Record<string, Handler> {
  return {
    [`GET meetings/validate/${ids.thread}`]: () => ({
      body: { succeeded: true, tractionId: meeting.id, meetingThreadId: ids.thread },
    }),
    [`GET meeting/${meeting.id}`]: () => ({ body: { succeeded: true, meeting } }),
    [`GET meeting/${meeting.id}/getchecklist`]: () => ({
      body: { succeeded: true, checklist: { items: [], updated: null, updatedById: null } },
    }),
    [`GET meeting/${meeting.id}/history`]: () => ({ body: { succeeded: true, items: [] } }),
  };
}

export const base = `/traction/${ids.meeting}/${ids.thread}`;
