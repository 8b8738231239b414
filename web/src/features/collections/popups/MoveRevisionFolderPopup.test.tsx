import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { folderFixture, folders, revisionFixture, session, vtoIds } from '../../vto/vtoFixtures';
import { VtoKind } from '../../vto/vtoKind';
import { shortenLabel } from '../folderLabel';
import { MoveRevisionFolderPopup } from './MoveRevisionFolderPopup';

afterEach(() => vi.unstubAllGlobals());

const revision = revisionFixture();
const moveKey = `PUT vto/collection/${vtoIds.company}/revision/${vtoIds.revision}/move`;
const longName = 'A folder whose name is far too long to show in full here';

function open(list = folders) {
  const stub = stubApi({
    'GET vto/collections': () => ({ body: { succeeded: true, collections: list } }),
    [moveKey]: (body) => ({
      body: {
        succeeded: true,
        revision: {
          ...revision,
          collectionId: vtoIds.folder,
          collectionTitle: (body as { newCollectionTitle?: string }).newCollectionTitle ?? 'Next year',
        },
      },
    }),
  });
  renderWithProviders(
    <VtoKind>
      <MoveRevisionFolderPopup revision={revision} onClose={() => {}} />
    </VtoKind>,
    { session, url: '/vto' },
  );
  return stub;
}

describe('folder labels (001 §9)', () => {
  it('cuts beyond the limit with an ellipsis and leaves shorter names alone', () => {
    expect(shortenLabel('x'.repeat(40), 40)).toBe('x'.repeat(40));
    expect(shortenLabel('x'.repeat(41), 40)).toBe(`${'x'.repeat(40)}…`);
    expect(shortenLabel('x'.repeat(41), 41)).toBe('x'.repeat(41));
  });
});

describe('MoveRevisionFolderPopup', { timeout: 20_000 }, () => {
  it('lists the other folders shortened to 40 characters, shows the chosen one to 41 with the full name on hover', async () => {
    const user = userEvent.setup();
    const { calls } = open([
      ...folders,
      folderFixture({
        id: '66666666-6666-4666-8666-000000000003',
        title: longName,
        isCompanyFolder: false,
        revisions: [],
      }),
    ]);
    await user.click(await screen.findByLabelText(/^Folder/, { selector: 'input' }));
    const option = await screen.findByRole('option', { name: `${longName.slice(0, 40).trimEnd()}…` });
    expect(option.querySelector('[title]')?.getAttribute('title')).toBe(longName);
    // The current folder is not offered.
    expect(screen.queryByRole('option', { name: /Acme Vision/ })).toBeNull();
    await user.click(option);
    const field = screen.getByLabelText(/^Folder/, { selector: 'input' }) as HTMLInputElement;
    expect(field.value).toBe(`${longName.slice(0, 41).trimEnd()}…`);
    expect(field.title).toBe(longName);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === moveKey)?.body).toEqual({
        destinationCollectionId: '66666666-6666-4666-8666-000000000003',
      }),
    );
  });

  it('refuses a new folder named like an existing one, the current one included, before any call', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(await screen.findByRole('radio', { name: 'A new folder' }));
    const name = screen.getByRole('textbox', { name: /New folder name/ });
    await user.type(name, '  acme vision/traction organizer ');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText('A folder with this name already exists. Please choose a different name for the folder.'),
    ).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'NEXT YEAR');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByText(/A folder with this name already exists/)).toBeTruthy();
    expect(calls.some((c) => c.key === moveKey)).toBe(false);
  });

  it('requires a folder, then moves into a new one by name', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'A new folder' }));
    await user.type(screen.getByRole('textbox', { name: /New folder name/ }), ' 2031 planning ');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved V/TO 2030 to 2031 planning')).toBeTruthy();
    expect(calls.find((c) => c.key === moveKey)?.body).toEqual({ newCollectionTitle: '2031 planning' });
  });
});
