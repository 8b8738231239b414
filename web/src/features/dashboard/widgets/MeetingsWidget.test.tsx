import type { Meeting } from '@eos/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onMeetingEvent } from '../../../app/itemLive';
import { stubApi } from '../../../test/api-stub';
import { ids, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MeetingsWidget } from './MeetingsWidget';

afterEach(() => vi.unstubAllGlobals());

const WIDGET = { i: 'w-meetings', x: 0, y: 0, w: 4, h: 4, filters: [], widgetSettings: { type: 'meetings' as const } };

// The server answers by next date; the widget puts favourites first and keeps that order inside.
const soon = meetingFixture({
  id: '00000000-0000-4000-8000-0000000000f1',
  tractionId: '00000000-0000-4000-8000-0000000000f1',
  meetingThreadId: '00000000-0000-4000-8000-0000000000f4',
  title: 'Sales Weekly',
  nextDate: '2030-01-07T15:00:00.000Z',
});
const live = meetingFixture({
  title: 'Leadership Team',
  nextDate: '2030-01-08T15:00:00.000Z',
  status: 'Running',
  canJoin: true,
  isFavorite: true,
});
const later = meetingFixture({
  id: '00000000-0000-4000-8000-0000000000f2',
  tractionId: '00000000-0000-4000-8000-0000000000f2',
  meetingThreadId: '00000000-0000-4000-8000-0000000000f5',
  title: 'Ops Sync',
  nextDate: '2030-01-09T15:00:00.000Z',
  isFavorite: true,
});

function stubMeetings(answer: () => Meeting[]) {
  return stubApi({ 'POST my-meetings': () => searchPage(answer()) });
}

function renderWidget({ readOnly = false, session = sessionFixture() } = {}) {
  return renderWithProviders(<MeetingsWidget widget={WIDGET} readOnly={readOnly} />, { session });
}

const rowTitles = () => screen.getAllByRole('listitem').map((li) => within(li).getAllByRole('link')[0]?.textContent);
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
const location = () => screen.getByTestId('location').textContent;

describe('MeetingsWidget', () => {
  it('lists favourites first, then by next date, each linking to its meeting page with its next date', async () => {
    const { calls } = stubMeetings(() => [soon, live, later]);
    renderWidget();
    await screen.findByRole('link', { name: 'Ops Sync' });
    expect(rowTitles()).toEqual(['Leadership Team', 'Ops Sync', 'Sales Weekly']);
    expect(screen.getByRole('link', { name: 'Sales Weekly' }).getAttribute('href')).toBe(
      `/traction/${soon.tractionId}/${soon.meetingThreadId}`,
    );
    // 15:00 UTC is 10:00 AM in New York, the viewer's zone.
    expect(within(rowOf('Sales Weekly')).getByText('Mon, Jan 7 · 10:00 AM')).toBeTruthy();
    // The Meetings page's request sorted by next date: one cache entry for both.
    expect(calls.find((c) => c.key === 'POST my-meetings')?.body).toMatchObject({
      startIndex: 0,
      endIndex: 100,
      sorts: [{ property: 'nextDate', ascending: true }],
    });
  });

  it('offers Join only on a live meeting, opening the live meeting over the page', async () => {
    const user = userEvent.setup();
    stubMeetings(() => [soon, live, later]);
    renderWidget();
    await screen.findByRole('link', { name: 'Ops Sync' });
    expect(screen.getAllByRole('button', { name: /^Join / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Join Leadership Team',
    ]);
    expect(within(rowOf('Leadership Team')).getByText('Live')).toBeTruthy();
    expect(within(rowOf('Ops Sync')).queryByText('Live')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join Leadership Team' }));
    expect(location()).toBe(`/meeting/live/${ids.meeting}`);
  });

  it('follows live meeting events: a meeting that starts gets its Join button', async () => {
    let meetings = [soon, later];
    stubMeetings(() => meetings);
    const { queryClient } = renderWidget();
    await screen.findByRole('link', { name: 'Ops Sync' });
    expect(screen.queryByRole('button', { name: 'Join Sales Weekly' })).toBeNull();
    meetings = [{ ...soon, status: 'Running', canJoin: true }, later];
    // What the socket does with the live-update hub's meeting events.
    act(() => onMeetingEvent(queryClient, { type: 'meeting', id: soon.id }));
    expect(await screen.findByRole('button', { name: 'Join Sales Weekly' })).toBeTruthy();
  });

  it('with no meetings, says so and offers to create one, opening the new meeting popup', async () => {
    const user = userEvent.setup();
    stubMeetings(() => []);
    renderWidget();
    expect(await screen.findByText('You have no meetings yet.')).toBeTruthy();
    expect(screen.getByText('Create a meeting to run your weekly Level 10; it will show here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    expect(location()).toBe('/meeting/new');
  });

  it('read-only: no create button, no favourite toggles, a favourite still marked', async () => {
    stubMeetings(() => []);
    const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });
    const { unmount } = renderWidget({ readOnly: true, session: observer });
    expect(await screen.findByText('The meetings you are invited to will show here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create meeting' })).toBeNull();
    unmount();

    stubMeetings(() => [live, soon]);
    renderWidget({ readOnly: true, session: observer });
    await screen.findByRole('link', { name: 'Sales Weekly' });
    expect(screen.queryByRole('button', { name: /^Favorite / })).toBeNull();
    expect(within(rowOf('Leadership Team')).getByRole('img', { name: 'Favorite' })).toBeTruthy();
    expect(within(rowOf('Sales Weekly')).queryByRole('img', { name: 'Favorite' })).toBeNull();
  });

  it('shows skeleton rows while loading, and a failure with Try again that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'POST my-meetings': () =>
        fail
          ? { status: 500, body: { succeeded: false, messages: [{ id: 'ERR_UNKNOWN', text: 'Boom' }] } }
          : searchPage([soon]),
    });
    renderWidget();
    expect(screen.getByRole('status', { name: "Loading the widget's list" })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('This list could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sales Weekly' })).toBeTruthy();
  });
});
