import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RichTextField } from './RichTextField';

// Stored lists read '<ul><li>text</li></ul>'; Tiptap writes '<ul><li><p>text</p></li></ul>'. Showing
// one must not count as an edit: a popup would ask about unsaved changes, an autosaving V/TO would write.
describe('RichTextField', () => {
  it('reports nothing when it only shows stored text, and the edit once someone writes', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextField label="Notes" value="<ul><li>50 to 500 staff</li></ul>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Notes' });
    await new Promise((r) => setTimeout(r, 50));
    expect(onChange.mock.calls.every(([html]) => html === '<ul><li>50 to 500 staff</li></ul>')).toBe(true);

    const user = userEvent.setup();
    await user.click(box);
    await user.paste('Midwest');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('Midwest')));
  });
});
