import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { bea, ids, me, sessionFixture } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import MeetingLiveModal from '../meetings/modals/MeetingLiveModal';
import { sockets } from './fakeSocket';
import { attendeeFixture, liveAnswer, liveRoutes, liveStateFixture, openLive, stateEvent, target } from './testing';

vi.mock('socket.io-client', async () => (await import('./fakeSocket')).socketIoMock);

afterEach(() => {
  sockets.length = 0;
});

const SESSION_ID = '00000000-0000-4000-8000-0000000000b9';
const section = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const observer = () => sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });

describe('the live meeting screen', () => {
  it('flags the active section and follows a section change made by someone else', async () => {
    const { socket } = await openLive(liveRoutes(liveStateFixture({ status: 'Running' })));
    expect(screen.getByRole('dialog', { name: 'Leadership Team' })).toBeTruthy();
    expect(section('Segue').getAttribute('aria-current')).toBe('step');
    expect(section('Rock Review').getAttribute('aria-current')).toBeNull();

    act(() =>
      socket.serverEmit(
        'AgendaItemChanged',
        stateEvent(liveStateFixture({ version: 2, status: 'Running', agendaIndex: 2 })),
      ),
    );
    expect(section('Rock Review').getAttribute('aria-current')).toBe('step');
    expect(section('Segue').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Rock Review', level: 3 })).toBeTruthy();
    expect(await screen.findByText('No Rocks in this meeting yet.')).toBeTruthy();
  });

  it('goes to a section when one is clicked', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes(liveStateFixture({ status: 'Running' }));
    routes['POST live-meeting/set-agenda-item'] = () =>
      liveAnswer(liveStateFixture({ version: 2, status: 'Running', agendaIndex: 5 }));
    const { body } = await openLive(routes);
    await user.click(section('IDS'));
    expect(body('set-agenda-item')).toEqual({ ...target, index: 5 });
    expect(section('IDS').getAttribute('aria-current')).toBe('step');
  });

  it('Start, Next section and End post their bodies; End asks first, then everyone goes home', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes();
    routes['POST live-meeting/start'] = () => liveAnswer(liveStateFixture({ version: 2, status: 'Running' }));
    routes['POST live-meeting/next-agenda-item'] = () =>
      liveAnswer(liveStateFixture({ version: 3, status: 'Running', agendaIndex: 1 }));
    routes['POST live-meeting/end'] = () =>
      liveAnswer(liveStateFixture({ version: 4, status: 'Completed' }), { sessionId: SESSION_ID });
    const { body, calls } = await openLive(routes);
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End meeting' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start meeting' }));
    expect(body('start')).toEqual(target);
    expect(await screen.findByText('In progress')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next section' }));
    expect(body('next-agenda-item')).toEqual({ ...target, agendaIndex: 0 });
    await waitFor(() => expect(section('Scorecard').getAttribute('aria-current')).toBe('step'));

    await user.click(screen.getByRole('button', { name: 'End meeting' }));
    const confirm = await screen.findByRole('dialog', { name: 'End the meeting?' });
    expect(body('end')).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'End meeting' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(body('end')).toEqual({ ...target, baseUrl: window.location.origin });
    expect(screen.getByText('The meeting has ended.')).toBeTruthy();
    const summary = screen.getByRole('link', { name: 'See its summary' });
    expect(summary.getAttribute('href')).toBe(`/traction/${ids.meeting}/${ids.thread}/${SESSION_ID}`);
    // The meeting is over: nothing to leave.
    expect(calls.some((c) => c.key === 'POST live-meeting/leave')).toBe(false);

    await user.click(summary);
    expect(screen.getByTestId('location').textContent).toBe(`/traction/${ids.meeting}/${ids.thread}/${SESSION_ID}`);
  });

  it('sends everyone home when someone else ends the meeting', async () => {
    const { socket } = await openLive(liveRoutes(liveStateFixture({ status: 'Running' })));
    act(() => socket.serverEmit('Ended', { ...target, sessionId: SESSION_ID }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.getByText('The meeting has ended.')).toBeTruthy();
  });

  it('pauses and resumes; a paused meeting says so', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes(liveStateFixture({ status: 'Running' }));
    routes['POST live-meeting/pause'] = () => liveAnswer(liveStateFixture({ version: 2, status: 'Paused' }));
    routes['POST live-meeting/resume'] = () => liveAnswer(liveStateFixture({ version: 3, status: 'Running' }));
    const { body } = await openLive(routes);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(body('pause')).toEqual(target);
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next section' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(body('resume')).toEqual(target);
    expect(await screen.findByText('In progress')).toBeTruthy();
  });

  it('runs the clocks from the state, and marks a section over its minutes', async () => {
    const startedMs = Date.now() - 7 * 60_000;
    const state = liveStateFixture({
      status: 'Running',
      elapsedMs: 60_000,
      runningSince: new Date(startedMs).toISOString(),
      sectionSince: new Date(startedMs).toISOString(),
    });
    await openLive(liveRoutes(state));
    // One minute before this run, plus the seven of it.
    const clock = screen.getByRole('timer', { name: 'Meeting time' });
    const shown = clock.textContent;
    expect(shown).toMatch(/^8:0\d$/);
    // It ticks every second.
    await waitFor(() => expect(clock.textContent).not.toBe(shown), { timeout: 2500 });
    // Segue plans 5 minutes and has run 7.
    expect(section('Segue').textContent).toMatch(/7:0\d \/ 5 min over time/);
    expect(section('Scorecard').textContent).toContain('0:00 / 5 min');
    expect(section('Scorecard').textContent).not.toContain('over time');
  });

  it('shows who is here, marks people present and takes them out, and claims the scribe role', async () => {
    const user = userEvent.setup();
    const alone = liveStateFixture({ attendees: [attendeeFixture()] });
    const routes = liveRoutes(alone);
    const withBea = liveStateFixture({
      version: 2,
      attendees: [
        attendeeFixture(),
        attendeeFixture({ personId: bea.id, firstName: 'Bea', lastName: 'Two', connected: false, isOffline: true }),
      ],
    });
    routes['POST live-meeting/join-offline'] = () => liveAnswer(withBea);
    routes['POST live-meeting/leave-offline'] = () => liveAnswer({ ...alone, version: 3 });
    routes['POST live-meeting/make-scribe'] = () => liveAnswer({ ...alone, version: 4, scribePersonId: me.id });
    const { body } = await openLive(routes);
    const attendees = screen.getByRole('region', { name: 'Attendees (1)' });
    expect(within(attendees).getByText('Ada Owner').textContent).toBe('Ada Owner, online');

    await user.click(screen.getByRole('button', { name: 'Mark present' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bea Two' }));
    expect(body('join-offline')).toEqual({ ...target, personId: bea.id });
    const withTwo = await screen.findByRole('region', { name: 'Attendees (2)' });
    expect(within(withTwo).getByText('offline')).toBeTruthy();
    expect(within(withTwo).getByText('Bea Two').textContent).toBe('Bea Two, not connected');

    await user.click(screen.getByRole('button', { name: 'Remove Bea Two from the meeting' }));
    expect(body('leave-offline')).toEqual({ ...target, personId: bea.id });
    expect(await screen.findByRole('region', { name: 'Attendees (1)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Make Me the Scribe' }));
    expect(body('make-scribe')).toEqual(target);
    expect(await screen.findByText('Scribe')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Me the Scribe' })).toBeNull();
  });

  it('sends a reaction, and floats everyone’s reactions with their names for a few seconds', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes();
    routes['POST live-meeting/reaction'] = () => liveAnswer(liveStateFixture());
    const { body, socket } = await openLive(routes);
    await user.click(screen.getByRole('button', { name: 'Applause' }));
    expect(body('reaction')).toEqual({ ...target, id: 'clap' });

    act(() => socket.serverEmit('Reacted', { ...target, personId: bea.id, reaction: 'party' }));
    const float = await screen.findByRole('img', { name: 'Celebrate' });
    expect(float.parentElement?.textContent).toContain('Bea Two');
    await waitForElementToBeRemoved(() => screen.queryByRole('img', { name: 'Celebrate' }), { timeout: 4000 });
  });

  it('shows an info toast with Edit for an issue added during the meeting, once', async () => {
    const user = userEvent.setup();
    const issueId = '00000000-0000-4000-8000-0000000001e1';
    const { socket } = await openLive(liveRoutes());
    act(() => socket.serverEmit('TodoAsIssueAdded', stateEvent(liveStateFixture({ version: 2 }), { issueId })));
    act(() => socket.serverEmit('TodoAsIssueAdded', stateEvent(liveStateFixture({ version: 2 }), { issueId })));
    expect(await screen.findAllByText('An issue was added to this meeting.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([{ kind: 'issue', id: issueId }]);
  });

  it('lets the segue leader pick who shares, and shows who already has', async () => {
    const user = userEvent.setup();
    const state = liveStateFixture({
      status: 'Running',
      attendees: [
        attendeeFixture({ segueStatus: 'AlreadySelected' }),
        attendeeFixture({ personId: bea.id, firstName: 'Bea', lastName: 'Two' }),
      ],
    });
    const routes = liveRoutes(state);
    routes['POST live-meeting/set-selected-attendee'] = () =>
      liveAnswer({
        ...state,
        version: 2,
        attendees: [
          attendeeFixture({ segueStatus: 'AlreadySelected' }),
          attendeeFixture({ personId: bea.id, firstName: 'Bea', lastName: 'Two', segueStatus: 'Selected' }),
        ],
      });
    const { body } = await openLive(routes);
    expect(screen.getByText('Has shared')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pick Bea Two to share' }));
    expect(body('set-selected-attendee')).toEqual({ ...target, personId: bea.id });
    expect(await screen.findByText('Sharing now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pick Bea Two to share' })).toBeNull();
  });

  it('shows Observers the meeting with no control that writes', async () => {
    const { socket } = await openLive(
      liveRoutes(liveStateFixture({ attendees: [attendeeFixture({ isOffline: true })] })),
      observer(),
    );
    const writes = [
      'Start meeting',
      'Mark present',
      'Make Me the Scribe',
      'Applause',
      'Pick Ada Owner to share',
      'Remove Ada Owner from the meeting',
    ];
    for (const name of writes) expect(screen.queryByRole('button', { name })).toBeNull();
    // The agenda is there to follow, not to click.
    expect(screen.queryByRole('button', { name: /^Segue/ })).toBeNull();
    expect(
      screen.getByRole('navigation', { name: 'Agenda' }).querySelector('[aria-current="step"]')?.textContent,
    ).toMatch(/^Segue/);

    act(() =>
      socket.serverEmit('Started', stateEvent(liveStateFixture({ version: 2, status: 'Running', agendaIndex: 6 }))),
    );
    expect(await screen.findByRole('heading', { name: 'Conclude', level: 3 })).toBeTruthy();
    for (const name of ['Pause', 'Next section', 'End meeting', 'Rate 8']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect((screen.getByRole('switch', { name: 'Send the recap email' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the live meeting notices', () => {
  it('says the meeting is not found (404) or not open to the user (403)', async () => {
    stubApi({ [`GET live-meeting/${ids.meeting}`]: () => ({ status: 404, body: { succeeded: false, messages: [] } }) });
    const first = renderPage(<MeetingLiveModal />, {
      path: '/meeting/live/:id',
      url: `/meeting/live/${ids.meeting}`,
      session: sessionFixture(),
    });
    expect(await screen.findByText('Meeting not found')).toBeTruthy();
    first.unmount();

    stubApi({ [`GET live-meeting/${ids.meeting}`]: () => ({ status: 403, body: { succeeded: false, messages: [] } }) });
    renderPage(<MeetingLiveModal />, {
      path: '/meeting/live/:id',
      url: `/meeting/live/${ids.meeting}`,
      session: sessionFixture(),
    });
    expect(await screen.findByText('You are not invited to this meeting')).toBeTruthy();
    // The hub connection opened beside the load is closed again.
    await waitFor(() => expect(sockets.every((s) => s.closed)).toBe(true));
  });

  it('shows a refused call as the ERROR toast with the server’s message', async () => {
    const user = userEvent.setup();
    const routes = liveRoutes();
    routes['POST live-meeting/start'] = () => ({
      status: 422,
      body: { succeeded: false, messages: [{ id: 'LIVE_ERR_ALREADY_STARTED', text: 'already' }] },
    });
    await openLive(routes);
    await user.click(screen.getByRole('button', { name: 'Start meeting' }));
    expect(await screen.findByText('The meeting has already started.')).toBeTruthy();
  });
});
