import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadFailed } from './LoadFailed';

// A chunk that cannot be downloaded (the network is down), as React.lazy sees it.
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

afterEach(() => vi.restoreAllMocks());

describe('LoadFailed', () => {
  it('says a screen whose code could not be downloaded failed to load, and offers to try again', async () => {
    // React reports the caught error on the console; the boundary is what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <p>The menu stays</p>
        <LoadFailed>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </LoadFailed>
      </>,
    );
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check your connection, then try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('The menu stays')).toBeTruthy();
  });

  it('shows nothing in place of a part the page can do without', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <p>The page</p>
        <LoadFailed quiet>
          <Suspense fallback={<p>loading</p>}>
            <Unreachable />
          </Suspense>
        </LoadFailed>
      </>,
    );
    await screen.findByText('The page');
    await vi.waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the page mounted when the address changes, and after a failure tries the new address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let mounts = 0;
    function Page({ fail }: { fail: boolean }) {
      useEffect(() => {
        mounts++;
      }, []);
      if (fail) throw new Error('chunk failed');
      return <p>page</p>;
    }
    const at = (path: string, fail: boolean) => (
      <MantineProvider env="test">
        <LoadFailed resetKey={path}>
          <Page fail={fail} />
        </LoadFailed>
      </MantineProvider>
    );
    const { rerender } = render(at('/a', false));
    rerender(at('/b', false));
    // A new address is not a new page: the shell and its sockets stay as they are.
    expect(mounts).toBe(1);
    rerender(at('/c', true));
    expect(screen.getByText('This page could not be loaded')).toBeTruthy();
    rerender(at('/d', false));
    expect(await screen.findByText('page')).toBeTruthy();
  });
});
