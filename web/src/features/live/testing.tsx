// Test data, a fake Socket.IO client and the screen's render for this folder's tests (no assertions
// of their own beyond waiting for the screen; the language-pack scan reads it harmlessly).
import { LEVEL_10_AGENDA, type LiveAttendee, type LiveMeetingState, type SessionResponse } from '@eos/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { type Handler, stubApi } from '../../test/api-stub';
import { bea, ids, me, meetingFixture, searchPage, sessionFixture } from '../../test/fixtures';
import { PopupProbe } from '../../test/PopupProbe';
import { renderPage } from '../../test/render';
import MeetingLiveModal from '../meetings/modals/MeetingLiveModal';
import { type FakeSocket, lastSocket } from './fakeSocket';

export const LIVE_ID = '00000000-0000-4000-8000-0000000000aa';

export function attendeeFixture(overrides: Partial<LiveAttendee> = {}): LiveAttendee {
  return {
    personId: me.id,
    firstName: me.firstName,
    lastName: me.lastName,
    avatarUrl: null,
    rating: null,
    segueStatus: 'NotSelected',
    connected: true,
    isOffline: false,
    ...overrides,
  };
}

/** The fixture meeting held live: Level 10, not started, Ada online and Bea marked present. */
export function liveStateFixture(overrides: Partial<LiveMeetingState> = {}): LiveMeetingState {
  return {
    id: LIVE_ID,
    meetingId: ids.meeting,
    meetingThreadId: ids.thread,
    title: 'Leadership Team',
    version: 1,
    scribePersonId: null,
    agendaTemplateId: LEVEL_10_AGENDA.id,
    agendaName: LEVEL_10_AGENDA.name,
    status: 'NotStarted',
    started: null,
    elapsedMs: 0,
    runningSince: null,
    sectionSince: null,
    attendees: [
      attendeeFixture(),
      attendeeFixture({
        personId: bea.id,
        firstName: bea.firstName,
        lastName: bea.lastName,
        connected: false,
        isOffline: true,
      }),
    ],
    agenda: LEVEL_10_AGENDA.items.map((item) => ({ ...item, customContent: null, elapsedMs: 0 })),
    agendaIndex: 0,
    focusIndex: 0,
    discussedIssueIds: [],
    idsStatus: 'Reviewing',
    focusIssueIds: [],
    prevFocusIndex: 0,
    issueCount: 0,
    addedTodoIds: [],
    reviewedHeadlineIds: [],
    completedTodoIds: [],
    solvedIssueIds: [],
    settings: { sendRecapEmail: true, clearMeetingItems: true },
    ...overrides,
  };
}

/** A hub call's answer: the new state. */
export function liveAnswer(state: LiveMeetingState, extra: Record<string, unknown> = {}) {
  return { body: { succeeded: true, liveMeeting: state, ...extra } };
}

const emptyRecap = {
  addedTodos: [],
  completedTodos: [],
  solvedIssues: [],
  reviewedHeadlines: [],
  todoCompletionRate: null,
};

/** The answers of a live meeting that loads and joins fine as `state`, to extend per test. */
export function liveRoutes(state: LiveMeetingState = liveStateFixture()): Record<string, Handler> {
  const meeting = meetingFixture();
  return {
    [`GET live-meeting/${ids.meeting}`]: () => liveAnswer(state),
    'POST live-meeting/join': () => liveAnswer(state),
    'POST live-meeting/leave': () => liveAnswer(state),
    [`GET live-meeting/${ids.meeting}/recap`]: () => ({ body: { succeeded: true, recap: emptyRecap } }),
    [`GET meeting/${meeting.id}`]: () => ({ body: { succeeded: true, meeting } }),
    'GET time': () => ({ body: { succeeded: true, time: new Date().toISOString() } }),
    'POST rocks/search': () => searchPage([]),
    'POST todos/search': () => searchPage([]),
    'POST issues/search': () => searchPage([]),
    'POST headlines/search': () => searchPage([]),
  };
}

/** The hub calls' target, as every body carries it. */
export const target = { meetingThreadId: ids.thread, meetingId: ids.meeting };

/** An event's payload carrying a new state. */
export function stateEvent(state: LiveMeetingState, extra: Record<string, unknown> = {}) {
  return { ...target, state, ...extra };
}

/**
 * Opens /meeting/live/{id} (with the item popup probe beside it), connects its socket and waits for
 * the agenda. vi.mock('socket.io-client') must answer with socketIoMock in the calling test file.
 */
export async function openLive(routes: Record<string, Handler>, session: SessionResponse = sessionFixture()) {
  const stub = stubApi(routes);
  const view = renderPage(
    <>
      <MeetingLiveModal />
      <PopupProbe />
    </>,
    { path: '/meeting/live/:id', url: `/meeting/live/${ids.meeting}`, session },
  );
  await waitFor(() => expect(lastSocket()).toBeDefined());
  const socket = lastSocket() as FakeSocket;
  act(() => socket.serverConnect('socket-1'));
  await screen.findByRole('navigation', { name: 'Agenda' });
  await waitFor(() => expect(stub.calls.some((c) => c.key === 'POST live-meeting/join')).toBe(true));
  /** The body of the last call to live-meeting/{call}. */
  const body = (call: string) => stub.calls.findLast((c) => c.key === `POST live-meeting/${call}`)?.body;
  return { ...stub, view, socket, body };
}
