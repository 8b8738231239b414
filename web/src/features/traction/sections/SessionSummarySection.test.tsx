import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { base, bea, ids, me, meetingRoutes } from '../../../test/fixtures';
import { renderTraction } from '../../../test/render';

const SESSION_ID = '00000000-0000-4000-8000-0000000000f1';
const item = (n: number, title: string) => ({ id: `00000000-0000-4000-8000-00000000040${n}`, title, ownerId: me.id });

function session(summary: unknown) {
  return {
    id: SESSION_ID,
    sessionNumber: 3,
    started: '2030-01-07T15:00:00.000Z',
    ended: '2030-01-07T16:30:00.000Z',
    durationMinutes: 90,
    averageRating: 8.5,
    summary,
  };
}

function renderSummary(summary: unknown) {
  stubApi({
    ...meetingRoutes(),
    [`GET meeting/${ids.meeting}/session/${SESSION_ID}`]: () => ({
      body: { succeeded: true, session: session(summary) },
    }),
  });
  renderTraction(`${base}/${SESSION_ID}`);
}

describe('the session summary', () => {
  it('shows the attendees and their ratings, time per section against plan, and what got done', async () => {
    renderSummary({
      attendees: [
        { personId: me.id, firstName: 'Ada', lastName: 'Owner', avatarUrl: null, rating: 9 },
        { personId: bea.id, firstName: 'Bea', lastName: 'Two', avatarUrl: null, rating: 8 },
      ],
      sections: [
        { name: 'Segue', type: 'Segue', minutes: 5, elapsedMs: 4 * 60_000 + 30_000 },
        { name: 'IDS', type: 'IDS', minutes: 60, elapsedMs: 72 * 60_000 },
      ],
      addedTodos: [item(1, 'Call the bank')],
      completedTodos: [],
      solvedIssues: [item(2, 'Hiring is slow')],
      reviewedHeadlines: [],
    });
    const attendees = await screen.findByRole('region', { name: 'Attendees and ratings' });
    expect(within(attendees).getByText('Ada Owner')).toBeTruthy();
    // Each face (its initials come first), name and rating.
    const people = within(attendees).getAllByRole('listitem');
    expect(people.map((li) => li.textContent)).toEqual(['AOAda Owner9', 'BTBea Two8']);
    expect(within(attendees).getByText('Average rating: 8.5')).toBeTruthy();
    expect(within(attendees).getByText('Good meeting')).toBeTruthy();

    const time = screen.getByRole('region', { name: 'Time per section' });
    const sections = within(time).getAllByRole('row');
    expect(sections[1]?.textContent).toBe('Segue5 min4:30 ');
    expect(sections[2]?.textContent).toBe('IDS60 min1:12:00 over time');

    const done = screen.getByRole('region', { name: 'What the meeting did' });
    expect(
      within(within(done).getByRole('region', { name: 'Issues solved' })).getByText('Hiring is slow'),
    ).toBeTruthy();
    expect(within(within(done).getByRole('region', { name: 'To-Dos added' })).getByText('Call the bank')).toBeTruthy();
    expect(within(done).getByText('No headlines were reviewed.')).toBeTruthy();
  });

  it('keeps to the facts for a session recorded without a summary', async () => {
    renderSummary(null);
    expect(await screen.findByText('Session 3 summary')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Attendees and ratings' })).toBeNull();
  });
});
