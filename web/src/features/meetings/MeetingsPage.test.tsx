import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { stubApi } from '../../test/api-stub';
import { ids, memberSession } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { colorTagToastText } from './meetingFormat';
import MeetingsPage from './pages/MeetingsPage';

afterEach(() => vi.unstubAllGlobals());

const person = {
  id: ids.memberPerson,
  userId: memberSession.user.userId,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  avatarUrl: null,
  role: 'Member',
  hasLicense: true,
};

const meeting = {
  id: '44444444-4444-4444-8444-444444444444',
  tractionId: '44444444-4444-4444-8444-444444444444',
  meetingThreadId: '55555555-5555-4555-8555-555555555555',
  title: 'Leadership L10',
  cadence: 'Weekly',
  meetingDateTime: '2030-06-03T13:00:00.000Z',
  nextDate: '2030-06-03T13:00:00.000Z',
  timeZone: 'America/New_York',
  colorTag: 'None',
  isLT: true,
  isFavorite: false,
  canJoin: true,
  status: 'NotStarted',
  scorecardId: null,
  ownerId: ids.memberPerson,
  owner: person,
  invitees: [person],
  agenda: { name: 'Level 10 Meeting', type: 'Level10', sessionNumber: 1, items: [], lengthInMinutes: 90 },
  abilities: { canEdit: true, canDelete: true, canChangeOwner: true },
  created: '2030-01-01T00:00:00.000Z',
};

function stubList() {
  return stubApi({
    'GET session': () => ({ body: memberSession }),
    'POST my-meetings': () => ({ body: { succeeded: true, items: [meeting], totalCount: 1, totalPages: 1 } }),
    'PUT meeting/44444444-4444-4444-8444-444444444444/color-tag': () => ({ body: { succeeded: true } }),
    'PUT meeting/44444444-4444-4444-8444-444444444444/favorite': () => ({ body: { succeeded: true } }),
  });
}

describe('colour tag notices (001 §8)', () => {
  it('names the colour, or says the label is gone for None', () => {
    const t = i18n.t.bind(i18n);
    expect(colorTagToastText(t, 'Sales', 'DarkOrange')).toBe('Meeting Sales color tag updated to Dark Orange');
    expect(colorTagToastText(t, 'Sales', 'None')).toBe('This meeting no longer has a color label.');
  });
});

describe('MeetingsPage', { timeout: 20_000 }, () => {
  it('lists the meeting with its next date in the user zone, a Join action and the owner', async () => {
    stubList();
    renderPage(<MeetingsPage />, { path: '/meetings', url: '/meetings', session: memberSession });
    expect((await screen.findAllByRole('link', { name: 'Leadership L10' }))[0]?.getAttribute('href')).toBe(
      `/traction/${meeting.tractionId}/${meeting.meetingThreadId}`,
    );
    // 13:00 UTC is 9:00 AM in New York (EDT).
    expect(screen.getAllByText('Mon, Jun 3 · 9:00 AM').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Join Leadership L10' }).length).toBeGreaterThan(0);
  });

  it('sets a colour tag from the chip menu and shows the spec toast', async () => {
    const user = userEvent.setup();
    const { calls } = stubList();
    renderPage(<MeetingsPage />, { path: '/meetings', url: '/meetings', session: memberSession });
    // No colour yet: no 'None' badge that reads like a status, only a quiet button to choose one.
    const [chip] = await screen.findAllByRole('button', { name: 'Choose a color tag for Leadership L10' });
    if (!chip) throw new Error('no colour chip');
    expect(screen.queryByText('None')).toBeNull();
    await user.click(chip);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Blue' }));
    expect(await screen.findByText('Meeting Leadership L10 color tag updated to Blue')).toBeTruthy();
    expect(calls.find((c) => c.key.endsWith('/color-tag'))?.body).toEqual({ colorTag: 'Blue' });
  });

  it('shows a set colour by name, and nothing at all to someone who may not change it', async () => {
    stubApi({
      'GET session': () => ({ body: memberSession }),
      'POST my-meetings': () => ({
        body: {
          succeeded: true,
          items: [
            { ...meeting, colorTag: 'Teal' },
            { ...meeting, id: ids.meeting, title: 'Sales L10', abilities: { ...meeting.abilities, canEdit: false } },
          ],
          totalCount: 2,
          totalPages: 1,
        },
      }),
    });
    renderPage(<MeetingsPage />, { path: '/meetings', url: '/meetings', session: memberSession });
    expect(
      (await screen.findAllByRole('button', { name: 'Color tag of Leadership L10: Teal' })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /color tag for Sales L10/ })).toBeNull();
    expect(screen.queryByText('None')).toBeNull();
  });

  it('toggles the favourite star as a pressed button', async () => {
    const user = userEvent.setup();
    const { calls } = stubList();
    renderPage(<MeetingsPage />, { path: '/meetings', url: '/meetings', session: memberSession });
    const [star] = await screen.findAllByRole('button', { name: 'Favorite Leadership L10' });
    expect(star?.getAttribute('aria-pressed')).toBe('false');
    if (star) await user.click(star);
    expect(calls.find((c) => c.key.endsWith('/favorite'))?.body).toEqual({ isFavorite: true });
  });

  it("shows 'No meetings found.' with a Create meeting button when the user has none", async () => {
    stubApi({
      'GET session': () => ({ body: memberSession }),
      'POST my-meetings': () => ({ body: { succeeded: true, items: [], totalCount: 0, totalPages: 0 } }),
    });
    renderPage(<MeetingsPage />, { path: '/meetings', url: '/meetings', session: memberSession });
    expect(await screen.findByText('No meetings found.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create meeting' })).toHaveLength(2);
  });
});
