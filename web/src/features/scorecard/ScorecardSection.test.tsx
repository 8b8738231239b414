import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishLiveEvent } from '../../app/liveEvents';
import { stubApi } from '../../test/api-stub';
import { ids, meetingFixture, sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ScorecardSection } from './ScorecardSection';
import {
  freezeToday,
  gridEnds,
  gridFixture,
  LAST_WEEK,
  scIds,
  sectionRoutes,
  THIS_WEEK,
  WEEKS,
} from './scorecardTestData';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

const observerSession = () => sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });

function renderSection(session = sessionFixture()) {
  return renderWithProviders(<ScorecardSection tractionId={ids.meeting} />, { session });
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const rowOf = (title: string) => {
  const row = screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr');
  if (!row) throw new Error(`no row ${title}`);
  return row;
};
/** A row's cells after its header: goal, the columns, total, average, actions. */
const cellsOf = (title: string) => within(rowOf(title)).getAllByRole('cell');
const putKey = (id: string) => `PUT scorecard/${ids.scorecard}/${id}/add-measured-value`;

describe('the Scorecard grid', () => {
  it('shows each week against the goal, with the total and average of the weeks shown', async () => {
    const { fetchMock } = stubApi(sectionRoutes());
    renderSection();
    const thisWeek = await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Oct 15' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Jan 7' })).toBeTruthy();
    // The 13 weeks ending this week, asked for by their last Monday.
    expect(gridEnds(fetchMock)).toEqual([THIS_WEEK]);

    expect((thisWeek as HTMLInputElement).value).toBe('$40.0k');
    expect(thisWeek.closest('td')?.textContent).toBe('off track');
    const lastWeek = cell('Revenue, week of Dec 31');
    expect(lastWeek.value).toBe('$60.0k');
    expect(lastWeek.closest('td')?.textContent).toBe('on track');
    // No number: no colour, no status.
    expect(cell('Revenue, week of Dec 24').closest('td')?.textContent).toBe('');

    const revenue = cellsOf('Revenue');
    expect(revenue[0]?.textContent).toBe('>= $50.0k');
    expect(revenue[WEEKS.length + 1]?.textContent).toBe('$100.0k');
    expect(revenue[WEEKS.length + 2]?.textContent).toBe('$50.0k');
    const clients = cellsOf('New clients');
    expect(clients[0]?.textContent).toBe('> 5');
    // New clients rolls up by average: its total is the average of 3 and 9, not their sum.
    expect(clients[WEEKS.length + 1]?.textContent).toBe('6');
    expect(clients[WEEKS.length + 2]?.textContent).toBe('6');
    // Three measurables: fewer than the 5 to 15 a Scorecard works best with.
    expect(screen.getByText('A Scorecard works best with 5 to 15 measurables; this one has 3.')).toBeTruthy();
  });

  it('keeps only digits, one dot and a leading minus as the user types', async () => {
    const user = userEvent.setup();
    stubApi(sectionRoutes());
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Churn, week of Dec 24' });
    await user.click(input);
    await user.type(input, '-1a2b.3.4-%');
    expect((input as HTMLInputElement).value).toBe('-12.34');
  });

  it('letters typed over a number keep it, say why, and save nothing', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(sectionRoutes());
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Dec 31' });
    await user.click(input);
    await user.keyboard('abc');
    expect(cell('Revenue, week of Dec 31').value).toBe('60');
    expect(document.getElementById('live-announcer')?.textContent).toBe(
      'Enter a number: digits, one dot and a leading minus',
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Enter a number: digits, one dot and a leading minus');
    await user.tab();
    expect(cell('Revenue, week of Dec 31').value).toBe('$60.0k');
    expect(calls.filter((c) => c.key.endsWith('add-measured-value'))).toHaveLength(0);
  });

  it('while typing, the cell shows the unit and scale the number will read with', async () => {
    const user = userEvent.setup();
    stubApi(sectionRoutes());
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Dec 24' });
    await user.click(input);
    await user.keyboard('250');
    expect(input.closest('td')?.textContent).toBe('$k');
    expect(cell('Revenue, week of Dec 24').value).toBe('250');
  });

  it('a number 1,000 times the goal is saved only once the user says it is right', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...sectionRoutes(),
      [putKey(scIds.revenue)]: () => ({ body: { succeeded: true, value: null } }),
    });
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Dec 24' });
    await user.click(input);
    await user.keyboard('260000{Enter}');
    const ask = await screen.findByRole('dialog', { name: 'Is this number right?' });
    expect(ask.textContent).toContain(
      '$260,000.0k for Revenue is more than 1,000 times its goal of $50.0k. Check the unit and scale before saving.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Change it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key.endsWith('add-measured-value'))).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(cell('Revenue, week of Dec 24')));
    expect(cell('Revenue, week of Dec 24').value).toBe('');

    await user.keyboard('260000{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Is this number right?' })).getByRole('button', {
        name: 'Save it',
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.key === putKey(scIds.revenue))?.body).toEqual({
        entered: true,
        intervalId: '2029-12-24',
        value: 260000,
      }),
    );
  });

  it('Enter moves down and saves the changed week; the cell shows it formatted at once', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...sectionRoutes(),
      [putKey(scIds.revenue)]: () => ({ body: { succeeded: true, value: null } }),
    });
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Dec 24' });
    await user.click(input);
    await user.keyboard('55.5{Enter}');
    expect(document.activeElement).toBe(cell('New clients, week of Dec 24'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === putKey(scIds.revenue))?.body).toEqual({
        entered: true,
        intervalId: '2029-12-24',
        value: 55.5,
      }),
    );
    expect(cell('Revenue, week of Dec 24').value).toBe('$55.5k');
    // The total follows the new number.
    expect(cellsOf('Revenue')[WEEKS.length + 1]?.textContent).toBe('$155.5k');
    // Moving on without a change saves nothing more.
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(document.activeElement).toBe(cell('Revenue, week of Dec 24'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cell('Churn, week of Dec 24'));
    expect(calls.filter((c) => c.key.endsWith('add-measured-value'))).toHaveLength(1);
  });

  it('the side arrows move at the ends of the text, Tab moves right', async () => {
    const user = userEvent.setup();
    stubApi(sectionRoutes());
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Churn, week of Dec 24' });
    await user.click(input);
    await user.keyboard('12{ArrowLeft}');
    // The caret was at the end: it moves inside the text.
    expect(document.activeElement).toBe(input);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cell('Churn, week of Dec 31'));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(cell('Churn, week of Jan 7'));
  });

  it('clearing a week sends entered false', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...sectionRoutes(),
      [putKey(scIds.revenue)]: () => ({ body: { succeeded: true, value: null } }),
    });
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    await user.clear(input);
    await user.tab();
    await waitFor(() =>
      expect(calls.find((c) => c.key === putKey(scIds.revenue))?.body).toEqual({
        entered: false,
        intervalId: THIS_WEEK,
        value: null,
      }),
    );
    expect(cell('Revenue, week of Jan 7').value).toBe('');
    expect(cellsOf('Revenue')[WEEKS.length + 1]?.textContent).toBe('$60.0k');
  });

  it('a refused number goes back, with the ERROR toast', async () => {
    const user = userEvent.setup();
    stubApi({
      ...sectionRoutes(),
      [putKey(scIds.revenue)]: () => ({
        status: 403,
        body: { succeeded: false, messages: [{ id: 'ERR_FORBIDDEN_TEST', text: 'You may not enter this number' }] },
      }),
    });
    renderSection();
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    await user.clear(input);
    await user.keyboard('70{Enter}');
    expect(await screen.findByText('You may not enter this number')).toBeTruthy();
    expect(screen.getByText('ERROR')).toBeTruthy();
    await waitFor(() => expect(cell('Revenue, week of Jan 7').value).toBe('$40.0k'));
    expect(cellsOf('Revenue')[WEEKS.length + 1]?.textContent).toBe('$100.0k');
  });

  it('Older weeks asks for the 13 weeks before, Newer weeks comes back', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubApi(sectionRoutes());
    renderSection();
    await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    expect(screen.getByRole('button', { name: 'Newer weeks' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Older weeks' }));
    await waitFor(() => expect(gridEnds(fetchMock)).toEqual([THIS_WEEK, '2029-10-08']));
    await user.click(screen.getByRole('button', { name: 'Newer weeks' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Newer weeks' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('the monthly view rolls the weeks up per measurable, read-only', async () => {
    const user = userEvent.setup();
    stubApi(sectionRoutes());
    renderSection();
    await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Measurable',
      'Goal',
      'Oct 2029',
      'Nov 2029',
      'Dec 2029',
      'Jan 2030',
      'Total',
      'Average',
      'Actions',
    ]);
    // The weeks of Dec 31 and Jan 7 count toward January (their Thursdays are in it).
    const january = headers.indexOf('Jan 2030') - 1;
    // Summed: 60 + 40, and a sum of weeks is not held against a weekly goal.
    expect(cellsOf('Revenue')[january]?.textContent).toBe('$100.0k');
    // Averaged: (3 + 9) / 2 = 6 > 5.
    expect(cellsOf('New clients')[january]?.textContent).toBe('6 on track');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    expect(screen.getByRole('columnheader', { name: 'Q1 2030' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Q4 2029' })).toBeTruthy();
  });

  it('a live change to this Scorecard refreshes the grid once, 1500 ms later', async () => {
    let grid = gridFixture();
    const { fetchMock } = stubApi(sectionRoutes(() => grid));
    renderSection();
    await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    grid = gridFixture();
    grid.measurables[2]?.values.push({ intervalId: LAST_WEEK, value: 1 });
    act(() => {
      publishLiveEvent('Updated', { type: 'scorecard', id: ids.scorecard });
      publishLiveEvent('Updated', { type: 'scorecard', id: ids.scorecard });
      // Another Scorecard's change is not this one's.
      publishLiveEvent('Updated', { type: 'scorecard', id: scIds.salesScorecard });
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(gridEnds(fetchMock)).toHaveLength(1);
    act(() => publishLiveEvent('Updated', { type: 'scorecard', id: ids.scorecard }));
    await waitFor(() => expect(cell('Churn, week of Dec 31').value).toBe('1%'), { timeout: 4000 });
    expect(gridEnds(fetchMock)).toHaveLength(2);
    // The events within the wait were that one refresh: no second one follows.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(gridEnds(fetchMock)).toHaveLength(2);
  });

  it('Add as issue creates the issue and says so', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...sectionRoutes(),
      [`POST scorecard/${ids.scorecard}/${scIds.revenue}/add-as-issue`]: () => ({
        body: { succeeded: true, issue: { id: scIds.issue, title: 'Revenue' } },
      }),
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Actions for Revenue' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add as issue' }));
    expect(await screen.findByText('Created: Revenue')).toBeTruthy();
    expect(calls.some((c) => c.key === `POST scorecard/${ids.scorecard}/${scIds.revenue}/add-as-issue`)).toBe(true);
  });

  it('Trend opens the chart of the weeks shown; Remove asks first, then removes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...sectionRoutes(),
      [`DELETE scorecard/${ids.scorecard}/${scIds.clients}`]: () => ({ body: { succeeded: true } }),
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Actions for New clients' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Trend' }));
    const trend = await screen.findByRole('dialog', { name: 'Trend: New clients' });
    expect(within(trend).getByRole('img', { name: 'Weekly numbers of New clients against the goal > 5' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trend: New clients' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Actions for New clients' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove measurable' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: New clients')).toBeTruthy();
    expect(calls.some((c) => c.key === `DELETE scorecard/${ids.scorecard}/${scIds.clients}`)).toBe(true);
  });

  it('an Observer sees the numbers but no add button, no inputs and no drag handles', async () => {
    const { calls } = stubApi({
      ...sectionRoutes(),
      [`GET meeting/${ids.meeting}`]: () => ({
        body: { succeeded: true, meeting: meetingFixture({ scorecardId: ids.scorecard }) },
      }),
    });
    renderSection(observerSession());
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(cellsOf('Revenue')[WEEKS.length]?.textContent).toBe('$40.0k off track');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add measurable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Revenue' })).toBeNull();
    // Reading never makes a scorecard: the Observer takes the id the meeting carries (issue 14 F7).
    expect(calls.some((c) => c.key === 'POST scorecard')).toBe(false);
  });

  it('an Observer of a meeting with no scorecard yet sees it empty, and makes none', async () => {
    const { calls } = stubApi({
      ...sectionRoutes(),
      [`GET meeting/${ids.meeting}`]: () => ({
        body: { succeeded: true, meeting: meetingFixture({ scorecardId: null }) },
      }),
    });
    renderSection(observerSession());
    expect(await screen.findByText("No Measurables in this meeting's scorecard yet.")).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST scorecard')).toBe(false);
  });

  it('an editor gets a drag handle per row', async () => {
    stubApi(sectionRoutes());
    renderSection();
    expect(await screen.findByRole('button', { name: 'Move Revenue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add measurable' })).toBeTruthy();
  });
});
