import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ids, sessionFixture } from '../../../test/fixtures';
import { showChart } from '../test/acChartTestPage';
import { acIds, chartFixture } from '../test/acFixtures';
import { stubFlowLayout } from '../test/flowDom';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubFlowLayout();
});
afterAll(() => restoreLayout());
afterEach(() => vi.unstubAllGlobals());

const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });

async function enterPrintMode() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Print' }));
  return { user, toolbar: await screen.findByRole('toolbar', { name: 'Print layout' }) };
}

async function openPageSetup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Page Setup' }));
  return screen.findByRole('dialog', { name: 'Page Setup' });
}

describe('printing the chart', { timeout: 30_000 }, () => {
  it('lets an Observer lay out and select the cards, every card selected to start with', async () => {
    showChart(() => chartFixture(), { who: observer });
    const { user, toolbar } = await enterPrintMode();
    expect(within(toolbar).getByText('5 of 5 cards selected')).toBeTruthy();
    // Each card carries a selection check; unticking one leaves the others.
    const check = screen.getByRole('button', { name: 'Select Sales to print' });
    expect(check.getAttribute('aria-pressed')).toBe('true');
    await user.click(check);
    expect(within(toolbar).getByText('4 of 5 cards selected')).toBeTruthy();
    // Leaving print mode takes the toolbar and the checks away.
    await user.click(within(toolbar).getByRole('button', { name: 'Leave print mode' }));
    expect(screen.queryByRole('toolbar', { name: 'Print layout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select Sales to print' })).toBeNull();
  });

  it('refuses rows or columns below 1, and an empty selection, with the spec’s alerts and no call', async () => {
    const page = showChart(() => chartFixture());
    const { user, toolbar } = await enterPrintMode();
    const rows = within(toolbar).getByRole('textbox', { name: 'Rows' });
    await user.clear(rows);
    await user.type(rows, '0');
    let dialog = await openPageSetup(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByText('Invalid rows or columns for printing')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.clear(rows);
    await user.type(rows, '1');
    await user.click(within(toolbar).getByRole('button', { name: 'Clear selection' }));
    dialog = await openPageSetup(user);
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(await within(dialog).findByText('No nodes selected to print')).toBeTruthy();
    expect(page.writes()).toEqual([]);
  });

  it('sends the selected cards on one page to the PDF, scaled to fit and inside the page', async () => {
    const page = showChart(() => chartFixture());
    // jsdom has no object URLs: the download needs one for the PDF it receives.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:chart';
        static override revokeObjectURL = () => {};
      },
    );
    const { user } = await enterPrintMode();
    const dialog = await openPageSetup(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Selected cards on a single page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(page.writes().map((w) => w.key)).toEqual(['POST print/pdf']));
    const job = page.writes()[0]?.body as {
      rows: number;
      columns: number;
      cards: { seatId: string; page: number; x: number; width: number }[];
    };
    expect(job.rows).toBe(1);
    expect(job.columns).toBe(1);
    expect(job.cards.map((c) => c.seatId).sort()).toEqual(Object.values(acIds).slice(2).sort());
    for (const card of job.cards) {
      expect(card.page).toBe(0);
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(1056);
    }
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Page Setup' })).toBeNull());
  });
});
