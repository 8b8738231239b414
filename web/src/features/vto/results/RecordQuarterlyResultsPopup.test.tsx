import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { metric, session, vtoFixture, vtoIds } from '../vtoFixtures';
import { targetMet } from './actuals';
import { RecordQuarterlyResultsPopup } from './RecordQuarterlyResultsPopup';

afterEach(() => vi.unstubAllGlobals());

const id = (n: number) => `88888888-8888-4888-8888-${String(n).padStart(12, '0')}`;
const plan = (planId: string) => ({
  id: planId,
  futureDate: null,
  futureDateNotes: '',
  goals: [],
  updated: '2030-01-01T00:00:00.000Z',
  financialMetrics: [
    metric({ id: id(1), title: 'Revenue', value: 3, hidden: true }),
    metric({ id: id(2), title: 'Profit', value: 1, unitOfMeasure: 'Dollar', valueScale: 'Million', decimalPlaces: 1 }),
  ],
  measurables: [
    metric({ id: id(3), title: 'Plants', value: 40, unitOfMeasure: 'Number', valueScale: 'One', decimalPlaces: 0 }),
  ],
});
const vto = vtoFixture({
  traction: {
    oneYearPlan: { ...plan(id(10)), measurables: [], financialMetrics: [] },
    quarterlyPlan: { ...plan(id(11)), rocksForTheQuarter: [] },
    longTermIssueList: { issues: [] },
  },
});
const url = `POST vto/collection/${vtoIds.company}/revision/${vtoIds.revision}/metrics/actual-values`;

describe('RecordQuarterlyResultsPopup', { timeout: 20_000 }, () => {
  it('offers an actual for each figure the caller may see, with its target, and sends them in one call', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ [url]: () => ({ body: { succeeded: true, vto, id: id(11) } }) });
    const onClose = vi.fn();
    renderWithProviders(<RecordQuarterlyResultsPopup vto={vto} onClose={onClose} />, { session, url: '/vto' });
    // The LT-only revenue hidden from this user is not offered.
    expect(screen.queryByLabelText(/Actual: Revenue/)).toBeNull();
    expect(screen.getByText('Target: $1.0M')).toBeTruthy();
    await user.type(screen.getByLabelText(/Actual: Profit/), '1.2');
    await user.type(screen.getByLabelText(/Actual: Plants/), 'abc');
    expect(screen.getByText('Enter a number: digits, one dot and a leading minus')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save results' })).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText(/Actual: Plants/));
    await user.type(screen.getByLabelText(/Actual: Plants/), '42');
    // The one-year plan's section starts collapsed.
    expect(screen.getByRole('button', { name: '1-Year Plan' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.key === url)?.body).toEqual({
      actualResults: [
        {
          planId: id(11),
          associatedItemId: id(2),
          isMeasurable: false,
          value: 1.2,
          valueScale: 'Million',
          decimalPlaces: 1,
        },
        { planId: id(11), associatedItemId: id(3), isMeasurable: true, value: 42, valueScale: 'One', decimalPlaces: 0 },
      ],
    });
  });

  it('tells a met target from a missed one, at each figure’s scale', () => {
    const target = metric({ value: 1, valueScale: 'Million' });
    expect(targetMet({ ...target, actual: { id: id(5), value: 1000, valueScale: 'Thousand', decimalPlaces: 0 } })).toBe(
      true,
    );
    expect(targetMet({ ...target, actual: { id: id(5), value: 0.9, valueScale: 'Million', decimalPlaces: 1 } })).toBe(
      false,
    );
    expect(targetMet(target)).toBeNull();
  });
});
