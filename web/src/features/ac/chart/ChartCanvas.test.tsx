import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showChart } from '../test/acChartTestPage';
import { acIds, chartFixture, seatFixture } from '../test/acFixtures';
import { stubFlowLayout } from '../test/flowDom';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubFlowLayout();
});
afterAll(() => restoreLayout());

/** A wide chart: the top seat and 300 seats below it, ten to a manager. */
function bigChart() {
  const id = (n: number) => `99999999-9999-4999-8999-${String(100000 + n).padStart(12, '0')}`;
  const seats = [seatFixture({ id: acIds.root, title: 'Top', isRoot: true })];
  for (let n = 1; n <= 300; n++) {
    const parentId = n <= 10 ? acIds.root : id(Math.ceil(n / 10) - 1);
    seats.push(seatFixture({ id: id(n), parentId, sequence: n, title: `Seat ${n}`, roles: ['Role'] }));
  }
  return chartFixture({ seats });
}

describe('the chart canvas', { timeout: 30_000 }, () => {
  it('draws only the seats in view, from the first frame on, never all 301', async () => {
    let most = 0;
    const observer = new MutationObserver(() => {
      most = Math.max(most, document.querySelectorAll('.react-flow__node').length);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    showChart(bigChart);
    await screen.findByRole('group', { name: 'Top: Open seat' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThan(60);
  });
});
