import type { MyMeasurable, MyMeasurables } from '@eos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishLiveEvent } from '../../../app/liveEvents';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { closeAllItemPopups, useItemPopups } from '../../items/popups/store';
import { scorecardKeys } from '../../scorecard/scorecardApi';
import { freezeToday, measurableFixture, scIds, THIS_WEEK } from '../../scorecard/scorecardTestData';
import { MeasurablesWidget } from './MeasurablesWidget';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  closeAllItemPopups();
});

const WIDGET = {
  i: 'w-measurables',
  x: 0,
  y: 0,
  w: 4,
  h: 4,
  filters: [],
  widgetSettings: { type: 'measurables' as const },
};

/** Revenue ($k, >= 50) 40 this week, off track; Calls (> 5) in the Sales meeting with no number yet. */
function mineFixture(over: (m: MyMeasurable) => MyMeasurable = (m) => m): MyMeasurables {
  const revenue: MyMeasurable = {
    ...measurableFixture(),
    values: [{ intervalId: THIS_WEEK, value: 40 }],
    meetingTitle: 'Leadership Team',
    weekStatus: 'off',
  };
  const calls: MyMeasurable = {
    ...measurableFixture({
      id: scIds.clients,
      scorecardId: scIds.salesScorecard,
      tractionId: scIds.sales,
      title: 'Calls made to every single prospect on the list before the end of the week',
      goalValue: 5,
      comparison: 'Greater',
      unitOfMeasure: 'Number',
      valueScale: 'One',
      decimalPlaces: 0,
    }),
    values: [],
    meetingTitle: 'Sales',
    weekStatus: null,
  };
  return { succeeded: true, intervals: [THIS_WEEK], measurables: [revenue, calls].map(over) };
}

const putKey = `PUT scorecard/${ids.scorecard}/${scIds.revenue}/add-measured-value`;

function stubMine(answer: () => MyMeasurables = () => mineFixture(), more = {}) {
  return stubApi({ 'GET scorecards/mine': () => ({ body: answer() }), ...more });
}

/** The item popups asked for, with the Scorecard a measurable's calls go to. */
function Popups() {
  const popups = useItemPopups();
  return (
    <output data-testid="popups">
      {JSON.stringify(popups.map(({ kind, id, scorecardId }) => ({ kind, id, scorecardId })))}
    </output>
  );
}

function renderWidget(readOnly = false) {
  return renderWithProviders(
    <>
      <MeasurablesWidget widget={WIDGET} readOnly={readOnly} />
      <Popups />
    </>,
    { session: sessionFixture() },
  );
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const mineCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/scorecards/mine')
    .map((url) => url.searchParams.get('end'));

describe('MeasurablesWidget', () => {
  it("lists my measurables with goal and meeting, and this week's cell coloured by goal", async () => {
    const { fetchMock } = stubMine();
    renderWidget();
    const revenue = await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    expect(mineCalls(fetchMock)).toEqual([THIS_WEEK]);
    expect(screen.getByRole('columnheader', { name: 'Week of Jan 7' })).toBeTruthy();
    expect((revenue as HTMLInputElement).value).toBe('$40.0k');
    expect(revenue.closest('td')?.textContent).toBe('off track');
    expect(screen.getByText('Goal >= $50.0k · Leadership Team')).toBeTruthy();
    expect(screen.getByText('Goal > 5 · Sales')).toBeTruthy();
    const calls = cell('Calls made to every single prospect on the list before the end of the week, week of Jan 7');
    expect(calls.value).toBe('');
    // No number: no colour, no status.
    expect(calls.closest('td')?.textContent).toBe('');
  });

  it("typing this week's number sends the grid's PUT, colours the cell, and refreshes the meeting's grid", async () => {
    const user = userEvent.setup();
    const { calls } = stubMine(undefined, { [putKey]: () => ({ body: { succeeded: true, value: null } }) });
    const { queryClient } = renderWidget();
    // The meeting's Scorecard grid, open elsewhere in this session.
    queryClient.setQueryData(scorecardKeys.grid(ids.scorecard, THIS_WEEK), { stale: false });
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    await user.clear(input);
    await user.keyboard('55.5');
    await user.tab();
    await waitFor(() =>
      expect(calls.find((c) => c.key === putKey)?.body).toEqual({ entered: true, intervalId: THIS_WEEK, value: 55.5 }),
    );
    const saved = cell('Revenue, week of Jan 7');
    expect(saved.value).toBe('$55.5k');
    // Off track before, on track now: the status the grid's cell colours by (cellStyle.ts statusStyle;
    // jsdom drops light-dark() colours, so the status it is drawn from is what can be read here).
    expect(saved.closest('td')?.textContent).toBe('on track');
    await waitFor(() =>
      expect(queryClient.getQueryState(scorecardKeys.grid(ids.scorecard, THIS_WEEK))?.isInvalidated).toBe(true),
    );
  });

  it('a refused number goes back, with the ERROR toast', async () => {
    const user = userEvent.setup();
    stubMine(undefined, {
      [putKey]: () => ({
        status: 403,
        body: { succeeded: false, messages: [{ id: 'ERR_FORBIDDEN_TEST', text: 'You may not enter this number' }] },
      }),
    });
    renderWidget();
    const input = await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    await user.clear(input);
    await user.keyboard('70{Enter}');
    expect(await screen.findByText('You may not enter this number')).toBeTruthy();
    await waitFor(() => expect(cell('Revenue, week of Jan 7').value).toBe('$40.0k'));
  });

  it('read-only: the numbers and their colours, but no input anywhere', async () => {
    stubMine();
    renderWidget(true);
    const revenue = await screen.findByRole('rowheader', { name: /Revenue/ });
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    const cells = within(revenue.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('$40.0k off track');
  });

  it('a row the grid would not let me fill is read-only here too', async () => {
    stubMine(() =>
      mineFixture((m) => (m.id === scIds.revenue ? { ...m, abilities: { canEdit: false, canEnterValues: false } } : m)),
    );
    renderWidget();
    await screen.findByRole('rowheader', { name: /Revenue/ });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Revenue, week of Jan 7' })).toBeNull();
  });

  it('a title opens its measurable', async () => {
    const user = userEvent.setup();
    stubMine();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Revenue' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '')).toEqual([
      { kind: 'measurable', id: scIds.revenue, scorecardId: ids.scorecard },
    ]);
  });

  it('with none owned, says where measurables come from and offers to add one', async () => {
    const user = userEvent.setup();
    stubMine(() => ({ succeeded: true, intervals: [THIS_WEEK], measurables: [] }));
    renderWidget();
    expect(await screen.findByText('You own no measurables yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add measurable' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '')).toEqual([{ kind: 'measurable' }]);
  });

  it('read-only with none owned: the words, no button', async () => {
    stubMine(() => ({ succeeded: true, intervals: [THIS_WEEK], measurables: [] }));
    renderWidget(true);
    expect(await screen.findByText('You own no measurables yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add measurable' })).toBeNull();
  });

  it('shows skeleton rows while loading, and a failure with Try again that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET scorecards/mine': () =>
        fail
          ? { status: 500, body: { succeeded: false, messages: [{ id: 'ERR_UNKNOWN', text: 'Boom' }] } }
          : { body: mineFixture() },
    });
    renderWidget();
    expect(screen.getByRole('status', { name: 'Loading your measurables' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Your measurables could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' })).toBeTruthy();
  });

  it("a live change to one of my Scorecards refreshes the widget once, 1500 ms later; another's does not", async () => {
    let mine = mineFixture();
    const { fetchMock } = stubMine(() => mine);
    renderWidget();
    await screen.findByRole('textbox', { name: 'Revenue, week of Jan 7' });
    act(() => publishLiveEvent('Updated', { type: 'scorecard', id: '00000000-0000-4000-8000-0000000000ff' }));
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(mineCalls(fetchMock)).toHaveLength(1);

    mine = mineFixture((m) => (m.id === scIds.revenue ? { ...m, values: [{ intervalId: THIS_WEEK, value: 60 }] } : m));
    act(() => {
      publishLiveEvent('Updated', { type: 'scorecard', id: ids.scorecard });
      publishLiveEvent('Updated', { type: 'scorecard', id: scIds.salesScorecard });
    });
    await waitFor(() => expect(cell('Revenue, week of Jan 7').value).toBe('$60.0k'), { timeout: 4000 });
    expect(mineCalls(fetchMock)).toHaveLength(2);
  });
});
