import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { folderFixture, revisionFixture, session, vtoIds } from '../../vto/vtoFixtures';
import AcFolderPage from './AcFolderPage';
import AcHomePage from './AcHomePage';

// The chart's home and folder pages are the collections' pages with the chart's words and paths.

afterEach(() => vi.unstubAllGlobals());

const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });
const company = folderFixture({
  title: 'Acme Accountability Chart',
  revisions: [revisionFixture({ title: 'Accountability Chart 2030', isPublished: true })],
});

function show(list = [company], who = session) {
  const stub = stubApi({
    'GET ac/collections': () => ({ body: { succeeded: true, collections: list } }),
    'GET ac/collections/company-folder': () => ({ body: { succeeded: true, collection: list[0] } }),
    [`PUT ac/collection/${vtoIds.company}/revision`]: () => ({
      body: { succeeded: true, revision: revisionFixture({ id: vtoIds.copy, title: 'Accountability Chart 3' }) },
    }),
  });
  renderPage(<AcHomePage />, { path: '/ac', url: '/ac', session: who });
  return stub;
}

describe('AcHomePage', { timeout: 20_000 }, () => {
  it('lists the chart folders with each chart as Draft or Final, linking to its canvas', async () => {
    show();
    const [folder] = await screen.findAllByRole('region');
    expect(within(folder as HTMLElement).getByRole('heading').textContent).toBe('Acme Accountability Chart');
    expect(
      within(folder as HTMLElement)
        .getByRole('link', { name: 'Accountability Chart 2030' })
        .getAttribute('href'),
    ).toBe(`/ac/collection/${vtoIds.company}/revision/${vtoIds.revision}`);
    expect(within(folder as HTMLElement).getByText('Final')).toBeTruthy();
  });

  it('speaks about the chart when there is none, and New Accountability Chart opens one in the company folder', async () => {
    const user = userEvent.setup();
    show([folderFixture({ title: 'Acme Accountability Chart', revisions: [] })]);
    expect(await screen.findByText(/the seats your company needs/)).toBeTruthy();
    const [fromEmpty] = screen.getAllByRole('button', { name: 'New Accountability Chart' });
    if (fromEmpty) await user.click(fromEmpty);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/ac/collection/${vtoIds.company}/revision/${vtoIds.copy}`,
      ),
    );
  });

  it('tells an Observer none has been shared and offers no actions', async () => {
    show([folderFixture({ title: 'Acme Accountability Chart', revisions: [] })], observer);
    expect(await screen.findByText(/None has been shared with you yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Accountability Chart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create new folder' })).toBeNull();
  });
});

describe('AcFolderPage', { timeout: 20_000 }, () => {
  it('lists one folder’s charts with the way back to all chart folders', async () => {
    stubApi({ [`GET ac/collection/${vtoIds.company}`]: () => ({ body: { succeeded: true, collection: company } }) });
    renderPage(<AcFolderPage />, {
      path: '/ac/folder/:collectionId',
      url: `/ac/folder/${vtoIds.company}`,
      session,
    });
    expect(await screen.findByRole('link', { name: 'Accountability Chart 2030' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Accountability Chart folders' }).getAttribute('href')).toBe('/ac');
  });
});
