import type { SessionResponse } from '@eos/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../api/keys';
import './i18n';
import { RouteGuard } from './RouteGuard';

function renderAt(path: string, session: Partial<SessionResponse>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.session, {
    succeeded: true,
    hasAccount: true,
    sessionId: 's',
    orgId: null,
    ...session,
  });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<p>sign-in page</p>} />
            <Route element={<RouteGuard kind="org" />}>
              <Route path="/meetings" element={<p>meetings page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('RouteGuard', () => {
  it('sends a signed-out visitor to sign-in', () => {
    renderAt('/meetings', { hasAccount: false, user: null });
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it("shows the spec's no-organization sentence and a create button to a user without an org", async () => {
    renderAt('/meetings', {
      user: { orgs: [], experienceLevel: 'None' } as unknown as SessionResponse['user'],
    });
    // The screen is a chunk of its own, loaded when shown.
    expect(
      await screen.findByText('You are not part of an organization. Create a new one to use EOS One.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeTruthy();
  });
});
