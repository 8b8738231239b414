import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { metric, vtoFixture } from '../vtoFixtures';
import { partAnswer, showVto } from '../vtoTestPage';

beforeEach(() => resetOwnWrites());

const revenue = '88888888-8888-4888-8888-000000000001';

describe('MetricRow', { timeout: 20_000 }, () => {
  it("shows the unit's prefix and the scale's suffix around the value, keeps only a number, and offers the unit's decimals", async () => {
    const user = userEvent.setup();
    const vto = vtoFixture();
    const page = showVto(() => vto, {
      routes: { [`PUT three-year-picture-metric/${revenue}`]: () => partAnswer(vto) },
    });
    const row = await screen.findByRole('group', { name: 'Revenue' });
    const value = within(row).getByRole('textbox', { name: 'Value' }) as HTMLInputElement;
    expect(value.value).toBe('12.5');
    // '$' … 'M', as the Scorecard's cell shows them while typing.
    expect(within(row).getByText('$')).toBeTruthy();
    expect(within(row).getByText('M')).toBeTruthy();

    await user.clear(value);
    await user.type(value, 'x1,5.2.5');
    expect(value.value).toBe('15.25');

    // A Dollar at scale One allows 0 or 2 decimals: the 1 chosen goes back to 0.
    await user.click(within(row).getByRole('combobox', { name: 'Value scale' }));
    await user.click(await screen.findByRole('option', { name: 'One' }));
    expect(within(row).queryByText('M')).toBeNull();
    await user.click(within(row).getByRole('combobox', { name: 'Decimal places' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['0', '2']);
    await waitFor(() =>
      expect(page.writes().at(-1)).toEqual({
        key: `PUT three-year-picture-metric/${revenue}`,
        body: {
          title: 'Revenue',
          value: 15.25,
          unitOfMeasure: 'Dollar',
          valueScale: 'One',
          decimalPlaces: 0,
          isVisibleToLtOnly: false,
        },
      }),
    );
  });

  it('shows the recorded actual under the target while editing, marked when it missed', async () => {
    const base = vtoFixture();
    const picture = base.vision.threeYearPicture;
    if (!picture) throw new Error('the fixture has a 3-year picture');
    const actual = {
      id: '88888888-8888-4888-8888-000000000009',
      value: 11,
      valueScale: 'Million',
      decimalPlaces: 1,
    } as const;
    const missed = metric({ actual });
    const vto = {
      ...base,
      vision: { ...base.vision, threeYearPicture: { ...picture, financialMetrics: [missed] } },
    };
    showVto(() => vto);
    const row = await screen.findByRole('group', { name: 'Revenue' });
    expect(within(row).getByText('Actual $11.0M (missed)')).toBeTruthy();
  });

  it('keeps an LT-only figure this user may not see read-only', async () => {
    showVto(() => vtoFixture());
    const picture = await screen.findByRole('region', { name: '3-Year Picture' });
    expect(within(picture).getByText('Visible to the leadership team only')).toBeTruthy();
    expect(within(picture).queryByRole('group', { name: 'Profit' })).toBeNull();
  });

  it('refuses a value that is not a number yet', async () => {
    const user = userEvent.setup();
    const page = showVto(() => vtoFixture());
    const row = await screen.findByRole('group', { name: 'Revenue' });
    const value = within(row).getByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.type(value, '-');
    expect(await within(row).findByText('Enter a number: digits, one dot and a leading minus')).toBeTruthy();
    expect(page.writes().filter((w) => (w.body as { value?: unknown } | undefined)?.value === '-')).toEqual([]);
  });
});
