import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/keys';
import { stubApi } from '../test/api-stub';
import { sessionFixture } from '../test/fixtures';
import { useAdoptBrowserTimeZone } from './session';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function withSession(timeZoneName: string) {
  const session = sessionFixture();
  const held = { ...session, user: { ...session.user, timeZoneName } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, held);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { wrapper, held };
}

function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

// Issue 14 F8: GET session saves nothing; the browser's zone is saved by a write.
describe('the browser time zone', () => {
  it('is saved with PUT session/user/timeZone while the account has the default zone', async () => {
    browserIn('Europe/Paris');
    const { wrapper, held } = withSession('UTC');
    const { calls } = stubApi({
      'PUT session/user/timeZone': () => ({ body: { succeeded: true } }),
      'GET session': () => ({ body: { ...held, user: { ...held.user, timeZoneName: 'Europe/Paris' } } }),
    });
    renderHook(() => useAdoptBrowserTimeZone(), { wrapper });
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('PUT session/user/timeZone'));
    expect(calls.find((c) => c.key === 'PUT session/user/timeZone')?.body).toEqual({ timeZoneName: 'Europe/Paris' });
  });

  it('leaves a zone the user chose alone', async () => {
    browserIn('Europe/Paris');
    const { wrapper } = withSession('America/Denver');
    const { calls } = stubApi({});
    renderHook(() => useAdoptBrowserTimeZone(), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });
});
