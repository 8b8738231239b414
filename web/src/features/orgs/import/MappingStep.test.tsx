import type { ImportField } from '@eos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MappingStep } from './MappingStep';

const headers = ['Action item', 'Responsible', 'Deadline', 'Notes', 'Group'];
const sampleRows = [
  ['Renew the domain', 'Olivia Owner', '2027-02-01', 'Expires in March', 'Leadership Team'],
  ['Order new laptops', 'Adam Admin', '2027-02-15', '', 'Leadership Team'],
];

function Harness({ onMapping }: { onMapping: (m: Record<string, ImportField>) => void }) {
  const [mapping, setMapping] = useState<Record<string, ImportField>>({
    'Action item': 'ignore',
    Responsible: 'ignore',
    Deadline: 'dueDate',
    Notes: 'description',
    Group: 'ignore',
  });
  return (
    <MappingStep
      entity="todos"
      headers={headers}
      sampleRows={sampleRows}
      mapping={mapping}
      onChange={(next) => {
        setMapping(next);
        onMapping(next);
      }}
    />
  );
}

describe('the column mapping step', () => {
  it("shows one select per column with the proposed field and the column's first values", async () => {
    renderWithProviders(<Harness onMapping={() => {}} />);
    const deadline = screen.getByRole('combobox', { name: 'Deadline' }) as HTMLInputElement;
    expect(deadline.value).toBe('Due date');
    expect((screen.getByRole('combobox', { name: 'Action item' }) as HTMLInputElement).value).toBe('Leave out');
    expect(screen.getByText('For example: Renew the domain · Order new laptops')).toBeTruthy();
    expect(
      screen.getByText(
        '2 of 5 columns will be imported. The proposal comes from the column names; change any of them.',
      ),
    ).toBeTruthy();
  });

  it('maps a column to a field, and a field taken by another column moves to the new one', async () => {
    const user = userEvent.setup();
    let last: Record<string, ImportField> = {};
    renderWithProviders(<Harness onMapping={(m) => (last = m)} />);
    await user.click(screen.getByRole('combobox', { name: 'Action item' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Title' }));
    expect(last['Action item']).toBe('title');
    // Notes already holds the notes: giving them to Group leaves Notes out.
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Notes' }));
    expect(last).toMatchObject({ Group: 'description', Notes: 'ignore', 'Action item': 'title' });
    expect((screen.getByRole('combobox', { name: 'Notes' }) as HTMLInputElement).value).toBe('Leave out');
    // Only the fields a To-Do can use are offered (no goal, no week).
    await user.click(screen.getByRole('combobox', { name: 'Responsible' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain("Owner's name");
    expect(options).not.toContain('Goal');
  });
});
