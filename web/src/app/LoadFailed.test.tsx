import { screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
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
});
