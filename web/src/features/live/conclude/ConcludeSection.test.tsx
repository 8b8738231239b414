import type { LiveMeetingState } from '@eos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bea, ids, me } from '../../../test/fixtures';
import { sockets } from '../fakeSocket';
import { attendeeFixture, liveAnswer, liveRoutes, liveStateFixture, openLive, stateEvent, target } from '../testing';

vi.mock('socket.io-client', async () => (await import('../fakeSocket')).socketIoMock);

afterEach(() => {
  sockets.length = 0;
});

const beaOffline = (rating: number | null) =>
  attendeeFixture({ personId: bea.id, firstName: 'Bea', lastName: 'Two', connected: false, isOffline: true, rating });

/** The meeting at Conclude (the last Level 10 section), running; Ada unrated, Bea marked present with 9. */
function concluding(overrides: Partial<LiveMeetingState> = {}): LiveMeetingState {
  return liveStateFixture({
    status: 'Running',
    agendaIndex: 6,
    attendees: [attendeeFixture(), beaOffline(9)],
    ...overrides,
  });
}

describe('Conclude', () => {
  it('shows the recap and lets each person rate the meeting; the average marks 8 and up as good', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes(concluding());
    routes[`GET live-meeting/${ids.meeting}/recap`] = () => ({
      body: {
        succeeded: true,
        recap: {
          addedTodos: [{ id: '00000000-0000-4000-8000-0000000002a1', title: 'Call the bank', ownerId: me.id }],
          completedTodos: [],
          solvedIssues: [],
          reviewedHeadlines: [],
          todoCompletionRate: 80,
        },
      },
    });
    routes['POST live-meeting/add-rating'] = (body) => {
      const { rating } = body as { rating: number };
      return liveAnswer(concluding({ version: 2, attendees: [attendeeFixture({ rating }), beaOffline(9)] }));
    };
    const { body } = await openLive(routes);

    const recap = screen.getByRole('region', { name: 'Recap' });
    expect(await within(recap).findByText('Call the bank')).toBeTruthy();
    expect(within(recap).getByText('No issues were solved.')).toBeTruthy();

    // Only Bea has rated: 9, a good meeting.
    expect(screen.getByText('Average rating: 9.0')).toBeTruthy();
    expect(screen.getByText('Good meeting')).toBeTruthy();
    // Ada rates herself; Bea's rating is hers (Ada is not the scribe).
    expect(screen.getByRole('group', { name: 'Rating of Ada Owner' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Rating of Bea Two' })).toBeNull();
    const ratings = screen.getByRole('region', { name: 'Rate the meeting' });
    expect(within(ratings).getAllByRole('listitem')[1]?.textContent).toMatch(/Bea Two9$/);

    await user.click(screen.getByRole('button', { name: 'Rate 6' }));
    expect(body('add-rating')).toEqual({ ...target, personId: me.id, rating: 6 });
    expect(await screen.findByText('Average rating: 7.5')).toBeTruthy();
    expect(screen.queryByText('Good meeting')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rate 6' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lets the scribe rate for someone marked present without a device', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes(concluding({ attendees: [attendeeFixture(), beaOffline(null)] }));
    routes['POST live-meeting/add-rating'] = () =>
      liveAnswer(concluding({ version: 3, scribePersonId: me.id, attendees: [attendeeFixture(), beaOffline(10)] }));
    const { body, socket } = await openLive(routes);
    expect(screen.queryByRole('group', { name: 'Rating of Bea Two' })).toBeNull();
    expect(screen.getByText('No ratings yet.')).toBeTruthy();

    socket.serverEmit(
      'MeetingUpdated',
      stateEvent(concluding({ version: 2, scribePersonId: me.id, attendees: [attendeeFixture(), beaOffline(null)] })),
    );
    const beaRating = await screen.findByRole('group', { name: 'Rating of Bea Two' });
    await user.click(within(beaRating).getByRole('button', { name: 'Rate 10' }));
    expect(body('add-rating')).toEqual({ ...target, personId: bea.id, rating: 10 });
    expect(await screen.findByText('Average rating: 10.0')).toBeTruthy();
  });

  it('changes the two settings of the end', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes(concluding());
    routes['POST live-meeting/send-recap-email-changed'] = () =>
      liveAnswer(concluding({ version: 2, settings: { sendRecapEmail: false, clearMeetingItems: true } }));
    routes['POST live-meeting/clear-meeting-items-changed'] = () =>
      liveAnswer(concluding({ version: 3, settings: { sendRecapEmail: false, clearMeetingItems: false } }));
    const { body } = await openLive(routes);
    const email = screen.getByRole('switch', { name: 'Send the recap email' }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    await user.click(email);
    expect(body('send-recap-email-changed')).toEqual({ ...target, shouldSend: false });
    await user.click(screen.getByRole('switch', { name: /Clear meeting items/ }));
    expect(body('clear-meeting-items-changed')).toEqual({ ...target, shouldClear: false });
    expect((screen.getByRole('switch', { name: /Clear meeting items/ }) as HTMLInputElement).checked).toBe(false);
    expect(email.checked).toBe(false);
  });
});
