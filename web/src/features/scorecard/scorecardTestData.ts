// Test data of the Scorecard tests (imported by *.test.tsx only).
import { type Measurable, type ScorecardGrid, trailingWeeks } from '@eos/domain';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Handler } from '../../test/api-stub';
import { bea, cy, ids, me, searchPage } from '../../test/fixtures';
import type { GridMeasurable } from './scorecardApi';

/** Today in the tests: Wednesday 9 January 2030, so this week is the one of Monday 7 January. */
export const TODAY = new Date('2030-01-09T12:00:00');
export const THIS_WEEK = '2030-01-07';
export const LAST_WEEK = '2029-12-31';
export const WEEKS = trailingWeeks(THIS_WEEK);

/** Freezes the calendar (only Date: Testing Library and user-event keep their real timers). */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
}

export const scIds = {
  revenue: '00000000-0000-4000-8000-00000000aa01',
  clients: '00000000-0000-4000-8000-00000000aa02',
  churn: '00000000-0000-4000-8000-00000000aa03',
  sales: '00000000-0000-4000-8000-0000000000d2',
  salesScorecard: '00000000-0000-4000-8000-0000000000e6',
  issue: '00000000-0000-4000-8000-00000000ab01',
};

export const scorecard = { id: ids.scorecard, tractionId: ids.meeting, title: 'Leadership Team' };
export const salesScorecard = { id: scIds.salesScorecard, tractionId: scIds.sales, title: 'Sales' };

export function measurableFixture(overrides: Partial<Measurable> = {}): Measurable {
  return {
    id: scIds.revenue,
    scorecardId: ids.scorecard,
    tractionId: ids.meeting,
    title: 'Revenue',
    ownerId: me.id,
    owner: me,
    editorId: null,
    editor: null,
    goalValue: 50,
    comparison: 'GreaterOrEqual',
    unitOfMeasure: 'Dollar',
    valueScale: 'Thousand',
    decimalPlaces: 1,
    rollup: 'Sum',
    linkedItemId: null,
    position: 0,
    abilities: { canEdit: true, canEnterValues: true },
    ...overrides,
  };
}

/**
 * Three measurables: Revenue ($k, >= 50, summed) 60 last week and 40 this week; New clients (> 5,
 * averaged) 3 and 9; Churn (< 2 %) with no numbers.
 */
export function gridFixture(overrides: Partial<ScorecardGrid> = {}): ScorecardGrid {
  const measurables: GridMeasurable[] = [
    {
      ...measurableFixture(),
      values: [
        { intervalId: LAST_WEEK, value: 60 },
        { intervalId: THIS_WEEK, value: 40 },
      ],
    },
    {
      ...measurableFixture({
        id: scIds.clients,
        title: 'New clients',
        ownerId: bea.id,
        owner: bea,
        goalValue: 5,
        comparison: 'Greater',
        unitOfMeasure: 'Number',
        valueScale: 'One',
        decimalPlaces: 0,
        rollup: 'Average',
        position: 1,
      }),
      values: [
        { intervalId: LAST_WEEK, value: 3 },
        { intervalId: THIS_WEEK, value: 9 },
      ],
    },
    {
      ...measurableFixture({
        id: scIds.churn,
        title: 'Churn',
        ownerId: cy.id,
        owner: cy,
        goalValue: 2,
        comparison: 'Less',
        unitOfMeasure: 'Percent',
        valueScale: 'One',
        decimalPlaces: 0,
        position: 2,
      }),
      values: [],
    },
  ];
  return { succeeded: true, scorecard, intervals: WEEKS, measurables, ...overrides };
}

/** The Scorecard section's calls: the meeting's scorecard and its grid. */
export function sectionRoutes(grid: () => ScorecardGrid = () => gridFixture()): Record<string, Handler> {
  return {
    'POST scorecard': () => ({ body: { succeeded: true, scorecard } }),
    [`GET scorecard/${ids.scorecard}`]: () => ({ body: grid() }),
  };
}

/** The popup's background calls: meetings to add to, the meeting's people. */
export const popupRoutes: Record<string, Handler> = {
  'GET scorecards/meetings': () => ({ body: { succeeded: true, items: [scorecard, salesScorecard] } }),
  'POST person-picker-list': () => searchPage([me, bea, cy]),
};

export type User = ReturnType<typeof userEvent.setup>;

/** Opens a select and picks an option (person options carry initials before the name, the email after). */
export async function pick(user: User, input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: new RegExp(`(^|\\s)${escapeRegExp(option)}(\\s|$)`) }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The GET scorecard/{id} calls made, as their `end` query values. */
export function gridEnds(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === `/api/v2/scorecard/${ids.scorecard}`)
    .map((url) => url.searchParams.get('end') ?? '');
}
