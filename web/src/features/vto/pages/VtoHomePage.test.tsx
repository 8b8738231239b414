import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { folderFixture, folders, revisionFixture, session, vtoIds } from '../vtoFixtures';
import VtoHomePage from './VtoHomePage';

afterEach(() => vi.unstubAllGlobals());

const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });

function show(list = folders, who = session) {
  const stub = stubApi({
    'GET vto/collections': () => ({ body: { succeeded: true, collections: list } }),
    'GET vto/collections/company-folder': () => ({ body: { succeeded: true, collection: list[0] } }),
    [`PUT vto/collection/${vtoIds.company}/revision`]: () => ({
      body: { succeeded: true, revision: revisionFixture({ id: vtoIds.copy, title: 'V/TO 3' }) },
    }),
  });
  renderPage(<VtoHomePage />, { path: '/vto', url: '/vto', session: who });
  return stub;
}

describe('VtoHomePage', { timeout: 20_000 }, () => {
  it('lists the folders, company folder first and marked, with each revision as Draft or Final, date and author', async () => {
    show();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Acme Vision/Traction Organizer',
      'Next year',
    ]);
    const [company, next] = sections as [HTMLElement, HTMLElement];
    expect(within(company).getByText('Company folder')).toBeTruthy();
    expect(within(company).getByRole('link', { name: 'V/TO 2030' }).getAttribute('href')).toBe(
      `/vto/detail/${vtoIds.company}/${vtoIds.revision}`,
    );
    expect(within(company).getByText('Final')).toBeTruthy();
    expect(within(company).getByText('Updated Jan 5, 2030')).toBeTruthy();
    expect(within(company).getByText('by Ada Lovelace')).toBeTruthy();
    expect(within(next).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create new folder' })).toBeTruthy();
  });

  it('shows skeletons while loading', () => {
    show();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('speaks to the user when nothing is there yet, and New V/TO opens a new one in the company folder', async () => {
    const user = userEvent.setup();
    const { calls } = show([folderFixture({ revisions: [] })]);
    expect(await screen.findByText(/Your leadership team's Vision\/Traction Organizer lives here/)).toBeTruthy();
    const [fromEmpty] = screen.getAllByRole('button', { name: 'New V/TO' });
    if (fromEmpty) await user.click(fromEmpty);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/vto/detail/${vtoIds.company}/${vtoIds.copy}`),
    );
    expect(calls.map((c) => c.key)).toEqual([
      'GET vto/collections',
      'GET vto/collections/company-folder',
      `PUT vto/collection/${vtoIds.company}/revision`,
      'GET vto/collections',
    ]);
  });

  it('shows an empty folder someone created rather than the empty state', async () => {
    show([
      folderFixture({ revisions: [] }),
      folderFixture({ id: vtoIds.folder, title: 'Next year', isCompanyFolder: false, revisions: [] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Next year' })).toBeTruthy();
    expect(screen.queryByText(/lives here/)).toBeNull();
    expect(screen.getAllByText('No V/TOs in this folder.')).toHaveLength(2);
  });

  it('offers an Observer no create or change actions', async () => {
    const user = userEvent.setup();
    show(folders, observer);
    await screen.findByRole('link', { name: 'V/TO 2030' });
    expect(screen.queryByRole('button', { name: 'New V/TO' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create new folder' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for V/TO 2030' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Open', 'Visibility and Editing Settings']);
  });

  it('offers an editor every action of a revision', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Actions for Draft 2031' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Open',
      'Rename',
      'Copy',
      'Move to folder',
      'Publish as Final',
      'Visibility and Editing Settings',
      'Delete',
    ]);
  });
});
