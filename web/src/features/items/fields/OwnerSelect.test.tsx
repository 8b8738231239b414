import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, me, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { OwnerSelect } from './OwnerSelect';

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return <OwnerSelect label="Owner" value={value} onChange={(id) => setValue(id)} />;
}

describe('OwnerSelect', () => {
  it('offers everyone again when reopened with a person chosen, not only that person', async () => {
    const people = [me, bea];
    const { calls } = stubApi({
      // The server searches by name, as the real one does.
      'POST person-picker-list': (body) => {
        const text = (body as { filters: Record<string, string[]> }).filters['text-search']?.[0]?.toLowerCase();
        return searchPage(people.filter((p) => !text || `${p.firstName} ${p.lastName}`.toLowerCase().includes(text)));
      },
    });
    renderWithProviders(<Picker />, { session: sessionFixture() });
    const user = userEvent.setup();
    const box = screen.getByLabelText('Owner', { selector: 'input' });
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: /Bea Two$/ }));
    expect((box as HTMLInputElement).value).toBe('Bea Two');

    await user.click(box);
    expect(await screen.findByRole('option', { name: /Ada Owner$/ })).toBeTruthy();
    // Still there once a search would have run: the chosen name is not a search.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('option', { name: /Ada Owner$/ })).toBeTruthy();
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.key === 'POST person-picker-list')
          .every((c) => !JSON.stringify(c.body).includes('text-search')),
      ).toBe(true),
    );
  });
});
