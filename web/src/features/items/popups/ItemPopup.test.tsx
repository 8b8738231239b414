import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { RichTextField } from '../fields/RichTextField';
import { ItemPopup, ItemPopupFooter, usePopupState } from './ItemPopup';

function Harness({ onClosed }: { onClosed: () => void }) {
  const popup = usePopupState(onClosed);
  const [notes, setNotes] = useState('');
  return (
    <ItemPopup popup={popup} title="Add Thing" dirty={notes !== ''}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          popup.close();
        }}
      >
        <RichTextField label="Notes" value={notes} onChange={setNotes} />
        <output data-testid="html">{notes}</output>
        <ItemPopupFooter submitLabel="Add" submitting={false} />
      </form>
    </ItemPopup>
  );
}

describe('ItemPopup', () => {
  it('closes at once on Escape when nothing was typed', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    renderWithProviders(<Harness onClosed={onClosed} />, { session: sessionFixture() });
    expect(await screen.findByText('*Required Fields')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('asks before throwing typed notes away: Return to editing keeps them, Discard closes', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    renderWithProviders(<Harness onClosed={onClosed} />, { session: sessionFixture() });
    const editor = await screen.findByRole('textbox', { name: 'Notes' });
    await user.click(editor);
    await user.paste('Call the bank');
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('<p>Call the bank</p>'));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have unsaved changes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Return to editing' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByTestId('html').textContent).toBe('<p>Call the bank</p>');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('offers bold and list formatting with named buttons', async () => {
    renderWithProviders(<Harness onClosed={() => {}} />, { session: sessionFixture() });
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Link', 'Undo']) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
  });
});
