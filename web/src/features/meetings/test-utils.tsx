import '../../app/i18n';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { queryKeys } from '../../api/keys';

// jsdom lacks the browser APIs Mantine reads (the shared setup stays untouched, so polyfill here).
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
// Mantine's combobox scrolls the active option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a page or modal at `url` under the app's providers, modal manager and toasts included.
 * `session` seeds the session cache, as the route guard does before any page renders.
 */
export function renderPage(
  page: ReactElement,
  { path, url, session }: { path: string; url: string; session?: unknown },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) queryClient.setQueryData(queryKeys.session, session);
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* env="test": no transitions, so menus and modals are usable at once. */}
      <MantineProvider env="test">
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Handler = (body: unknown) => { status?: number; body?: unknown };

/** Stubs fetch with answers keyed by "METHOD path" (no /api/v2, no query); unlisted calls answer 404. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v2\//, '')}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const answer = routes[key]?.(body) ?? { status: 404, body: { succeeded: false, messages: [] } };
      return new Response(JSON.stringify(answer.body ?? { succeeded: true }), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}

export const PERSON_ID = '11111111-1111-4111-8111-111111111111';
export const ORG_ID = '22222222-2222-4222-8222-222222222222';

/** A signed-in Member with a person in the current organization. */
export const memberSession = {
  succeeded: true,
  hasAccount: true,
  sessionId: 's1',
  orgId: ORG_ID,
  user: {
    userId: '33333333-3333-4333-8333-333333333333',
    personId: PERSON_ID,
    username: 'ada@example.com',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    roles: ['Member'],
    permissions: [],
    abilities: ['org.read', 'items.write', 'meetings.create', 'meetings.update'],
    orgs: [{ id: ORG_ID, name: 'Acme', role: 'Member', isDefault: true, theme: 'default', implementer: null }],
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

const emptyPage = { succeeded: true, items: [], totalCount: 0, totalPages: 0 };

/** The calls every meeting form makes besides its save. */
export const formBackground = {
  'GET session': () => ({ body: memberSession }),
  'POST agendas/search': () => ({ body: emptyPage }),
  'POST person-picker-list': () => ({ body: emptyPage }),
};
