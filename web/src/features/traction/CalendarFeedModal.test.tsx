import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CalendarFeedModal } from './modals/CalendarFeedModal';

afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedModal', () => {
  it('shows the private feed URL, copies it, and resets it after a confirm', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = stubApi({
      'GET calendar/feed': () => ({ body: { succeeded: true, url: 'http://x/api/v2/calendar/old.ics' } }),
      'POST calendar/feed/reset': () => ({ body: { succeeded: true, url: 'http://x/api/v2/calendar/new.ics' } }),
    });
    renderWithProviders(<CalendarFeedModal opened onClose={() => {}} />, { session: sessionFixture(), flags: {} });
    const field = await screen.findByDisplayValue('http://x/api/v2/calendar/old.ics');
    expect(field).toBeTruthy();
    expect(screen.getByText(/Resetting it makes the old link stop working/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('http://x/api/v2/calendar/old.ics');
    expect(await screen.findByText('Content copied to clipboard')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Reset link' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST calendar/feed/reset')).toBe(true));
    expect(await screen.findByDisplayValue('http://x/api/v2/calendar/new.ics')).toBeTruthy();
  });
});
