import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { downloadVtoPdf } from '../detail/useVtoActions';
import { folderFixture, revisionFixture, session, vtoFixture, vtoIds } from '../vtoFixtures';
import { noEditableVtos, VtoDestinationFields } from './VtoDestinationFields';

afterEach(() => vi.unstubAllGlobals());

describe('VtoDestinationFields', { timeout: 20_000 }, () => {
  it('says the owner has no editable V/TOs instead of empty choices', () => {
    expect(noEditableVtos([])).toBe(true);
    expect(noEditableVtos(undefined)).toBe(false);
    renderWithProviders(
      <VtoDestinationFields collections={[]} value={{ collectionId: '', revisionId: '' }} onChange={() => {}} />,
      { session, url: '/vto' },
    );
    expect(screen.getByText('The selected owner does not have any editable V/TOs.')).toBeTruthy();
  });

  it('asks for a folder, then a V/TO in it, both required', () => {
    const folder = folderFixture({ revisions: [revisionFixture({ title: 'V/TO 2031' })] });
    renderWithProviders(
      <VtoDestinationFields
        collections={[folder]}
        value={{ collectionId: folder.id, revisionId: '' }}
        onChange={() => {}}
        errors={{ revisionId: 'Required' }}
      />,
      { session, url: '/vto' },
    );
    expect(screen.getByLabelText(/^Folder/, { selector: 'input' })).toHaveProperty('required', true);
    expect(screen.getByLabelText(/^V\/TO/, { selector: 'input' })).toHaveProperty('required', true);
    expect(screen.getByText('Required')).toBeTruthy();
  });
});

describe('Download PDF', () => {
  it('asks for the page size and fails with a status the menu turns into its message', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(downloadVtoPdf(vtoFixture(), 'LETTER')).rejects.toMatchObject({ status: 500 });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(
      `vto/collection/${vtoIds.company}/revision/${vtoIds.revision}/pdf?pageSize=LETTER`,
    );
  });
});
