import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { folderFixture, session, vtoIds } from '../../vto/vtoFixtures';
import { VtoKind } from '../../vto/vtoKind';
import { CreateFolderPopup, EditFolderPopup } from './FolderPopups';

afterEach(() => vi.unstubAllGlobals());

const nextYear = folderFixture({ id: vtoIds.folder, title: 'Next year', isCompanyFolder: false, revisions: [] });

function render(ui: React.ReactElement) {
  return renderWithProviders(<VtoKind>{ui}</VtoKind>, { session, url: '/vto' });
}

describe('CreateFolderPopup', { timeout: 20_000 }, () => {
  it("shows the server's uniqueness message under the title and stays open", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST vto/collections': () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [{ id: 'VALIDATION_UNIQUE_VTO_FOLDER_TITLE', text: 'taken', field: 'title' }],
        },
      }),
    });
    render(<CreateFolderPopup onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Create new folder' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Folder name/ }), 'Next year');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const message = await screen.findByText(
      'A V/TO folder with this name already exists. Please choose a different name.',
    );
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Folder name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.key === 'POST vto/collections')?.body).toEqual({
      title: 'Next year',
      isCompanyFolder: false,
    });
    expect(screen.getByTestId('location').textContent).toBe('/vto');
  });

  it('requires a title, then creates the folder and goes to its page', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    stubApi({ 'POST vto/collections': () => ({ body: { succeeded: true, collection: nextYear } }) });
    render(<CreateFolderPopup onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Folder name/ }), ' Next year ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/vto/folder/${vtoIds.folder}`));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('EditFolderPopup', { timeout: 20_000 }, () => {
  it('renames a folder with the edited toast', async () => {
    const user = userEvent.setup();
    stubApi({
      [`PUT vto/collection/${vtoIds.folder}`]: (body) => ({
        body: { succeeded: true, collection: { ...nextYear, ...(body as object) } },
      }),
    });
    render(<EditFolderPopup folder={nextYear} onClose={() => {}} />);
    const title = screen.getByRole('textbox', { name: /Folder name/ });
    await user.clear(title);
    await user.type(title, '2031');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edited folder: 2031')).toBeTruthy();
  });

  it('makes it the company folder with that toast', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`PUT vto/collection/${vtoIds.folder}`]: (body) => ({
        body: { succeeded: true, collection: { ...nextYear, ...(body as object) } },
      }),
    });
    render(<EditFolderPopup folder={nextYear} onClose={() => {}} />);
    await user.click(screen.getByRole('switch', { name: /Company folder/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Made Company Folder: Next year')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ title: 'Next year', isCompanyFolder: true });
  });
});
