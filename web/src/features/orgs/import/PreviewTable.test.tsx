import type { ImportPreviewResponse } from '@eos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PREVIEW_PAGE_SIZE, PreviewTable } from './PreviewTable';

const BAD = new Set([22, 43, 65, 86, 107, 148]);
const preview: ImportPreviewResponse = {
  succeeded: true,
  total: 200,
  validRows: 194,
  rows: Array.from({ length: 200 }, (_, i) => ({
    row: i + 2,
    kind: i % 2 === 0 ? ('rock' as const) : ('todo' as const),
    title: `Item #${i + 1}`,
    ownerName: i % 10 === 9 ? 'Priya Patel' : 'Olivia Owner',
    ownerInvited: i % 10 === 9,
    dueDate: '2027-01-01',
    status: null,
    meetingTitle: 'Leadership Team',
    weeks: 0,
    valid: !BAD.has(i + 2),
  })),
  problems: [...BAD].map((row) => ({
    row,
    column: row === 86 ? 'Progress' : 'Due Date',
    id: row === 86 ? 'IMPORT_PROBLEM_BAD_NUMBER' : 'IMPORT_PROBLEM_BAD_DATE',
    text: row === 86 ? 'Not a number: sixty.' : 'Not a date: someday. Use a date such as 2026-03-31 or 3/31/2026.',
  })),
  invitees: [{ email: 'priya.patel@example.com', firstName: 'Priya', lastName: 'Patel', role: 'Member' }],
};

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Rows of the file' }))
    .getAllByRole('row')
    .slice(1);

describe('the import preview', () => {
  it('shows a page of rows at a time with the count, the problem rows flagged inline', async () => {
    renderWithProviders(<PreviewTable preview={preview} />);
    expect(screen.getByText('Rows: 200. Ready: 194. With problems: 6.')).toBeTruthy();
    expect(bodyRows()).toHaveLength(PREVIEW_PAGE_SIZE);
    const row22 = bodyRows().find((r) => within(r).queryByText('22'));
    expect(row22 && within(row22).getByText(/Due Date: Not a date: someday/)).toBeTruthy();
    expect(within(bodyRows()[9] as HTMLElement).getByText('invited')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(bodyRows()).toHaveLength(50);
    expect(within(bodyRows()[0] as HTMLElement).getByText('Item #151')).toBeTruthy();
  });

  it('shows only the rows with problems when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PreviewTable preview={preview} />);
    await user.click(screen.getByText('Rows with problems'));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      '22',
      '43',
      '65',
      '86',
      '107',
      '148',
    ]);
    expect(screen.getByText('Progress: Not a number: sixty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });
});
