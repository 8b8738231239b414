import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { memberSession } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { startOfToday } from './api';
import { EndedMeetingCards } from './EndedMeetingCards';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ended = {
  meetingId: '44444444-4444-4444-8444-444444444444',
  meetingName: 'Leadership Team',
  meetingThreadId: '55555555-5555-4555-8555-555555555555',
  sessionId: '66666666-6666-4666-8666-666666666666',
  ended: '2030-06-03T14:30:00.000Z',
  averageRating: 8.25,
  addedTodos: 3,
  solvedIssues: 2,
};

describe("today's ended meetings", () => {
  it('shows the rating, what was decided and a link to the summary, asked from the start of the day', async () => {
    const { calls } = stubApi({
      'GET session': () => ({ body: memberSession }),
      'GET dashboard/ended-meetings': () => ({ body: { succeeded: true, items: [ended] } }),
    });
    renderWithProviders(<EndedMeetingCards />, { session: memberSession });
    const card = await screen.findByRole('region', { name: 'Leadership Team ended today' });
    expect(within(card).getByText('8.3')).toBeTruthy();
    expect(within(card).getByText('3')).toBeTruthy();
    expect(within(card).getByText('2')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View summary' }).getAttribute('href')).toBe(
      `/traction/${ended.meetingId}/${ended.meetingThreadId}/${ended.sessionId}`,
    );
    expect(calls.find((c) => c.key === 'GET dashboard/ended-meetings')).toBeTruthy();
    expect(new Date(startOfToday()).getHours()).toBe(0);
  });

  it('hides a card for good once dismissed', async () => {
    const { calls } = stubApi({
      'GET session': () => ({ body: memberSession }),
      'GET dashboard/ended-meetings': () => ({ body: { succeeded: true, items: [ended] } }),
    });
    const asked = () => calls.filter((c) => c.key === 'GET dashboard/ended-meetings').length;
    const first = renderWithProviders(<EndedMeetingCards />, { session: memberSession });
    const card = await screen.findByRole('region', { name: 'Leadership Team ended today' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hide this summary' }));
    expect(screen.queryByRole('region', { name: 'Leadership Team ended today' })).toBeNull();
    first.unmount();

    // Another visit the same day: the server still lists it, this browser keeps it hidden.
    renderWithProviders(<EndedMeetingCards />, { session: memberSession });
    await waitFor(() => expect(asked()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Leadership Team ended today' })).toBeNull();
  });
});
