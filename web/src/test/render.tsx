import '../app/i18n';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags, type SessionResponse } from '@eos/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { queryKeys } from '../api/keys';
import TractionPage from '../features/meetings/pages/TractionPage';
import TractionSectionPage from '../features/meetings/pages/TractionSectionPage';
import { sessionFixture } from './fixtures';

/** Shows where the router ended up, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  /** Where the router starts (default `/`). */
  url?: string;
  /** Seeds the session cache, as the route guard does before any page renders. */
  session?: SessionResponse;
  /** Seeds the feature flags (over their defaults), as the route guard does before any page renders. */
  flags?: Partial<FeatureFlags>;
}

/**
 * Renders `ui` under the app's providers, modal manager and toasts included, inside a router at `url`.
 * Nothing is cached unless `session` or `flags` is given.
 */
export function renderWithProviders(ui: ReactElement, { url = '/', session, flags }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) queryClient.setQueryData(queryKeys.session, session);
  if (flags) queryClient.setQueryData(queryKeys.featureFlags, { ...FEATURE_FLAG_DEFAULTS, ...flags });
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* env="test": no transitions, so menus and modals are usable at once. */}
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

/** Renders a page or modal as the element of route `path`, with the router at `url`. */
export function renderPage(page: ReactElement, { path, ...options }: RenderOptions & { path: string; url: string }) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={null} />
    </Routes>,
    options,
  );
}

/** The meeting page with its sub-routes, as routes.tsx declares them, signed in with flags known. */
export function renderTraction(url: string, { flags = {} }: Pick<RenderOptions, 'flags'> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/traction/:tractionId/:threadId" element={<TractionPage />}>
        <Route path="meetingoverview" element={<TractionSectionPage />} />
        <Route path="meetinghistory" element={<TractionSectionPage />} />
        <Route path="quarterlypulsing" element={<TractionSectionPage />} />
        <Route path=":meetingId" element={<TractionSectionPage />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    { url, session: sessionFixture(), flags },
  );
}
