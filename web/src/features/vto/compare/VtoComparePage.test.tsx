import type { VtoRevision } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { session, vtoFixture, vtoIds } from '../vtoFixtures';
import VtoComparePage from './VtoComparePage';

afterEach(() => vi.unstubAllGlobals());

const final = () => vtoFixture({ isPublished: true, title: 'V/TO 2030', updated: '2030-01-05T10:00:00.000Z' });

/** Next year's draft (listed first in the link: the page still puts the older on the left). */
function draft(overrides: Partial<VtoRevision> = {}): VtoRevision {
  const vto = vtoFixture({
    revisionId: vtoIds.draft,
    collectionId: vtoIds.folder,
    title: 'Draft 2031',
    isPublished: false,
    updated: '2030-06-01T10:00:00.000Z',
    ...overrides,
  });
  vto.vision.coreValues = [
    {
      ...vto.vision.coreValues[0],
      id: vto.vision.coreValues[0]?.id ?? '',
      title: 'Do the right thing, always',
      description: '',
      sequence: 0,
    },
  ];
  vto.traction.longTermIssueList.issues = [];
  return vto;
}

const draftPath = `vto/collection/${vtoIds.folder}/revision/${vtoIds.draft}`;

function show(newer: VtoRevision, who = session) {
  const stub = stubApi({
    [`GET vto/collection/${vtoIds.company}/revision/${vtoIds.revision}`]: () => ({
      body: { succeeded: true, vto: final() },
    }),
    [`GET ${draftPath}`]: () => ({ body: { succeeded: true, vto: newer } }),
    [`POST ${draftPath}/restore`]: () => ({ body: { succeeded: true, vto: newer, id: vtoIds.draft } }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/vto/compare/:collectionId/:revisionId" element={<VtoComparePage />} />
    </Routes>,
    { url: `/vto/compare/${vtoIds.folder}/${vtoIds.draft}?with=${vtoIds.company}/${vtoIds.revision}`, session: who },
  );
  return stub;
}

const marks = () => screen.getAllByLabelText(/^Compared: /).map((b) => b.textContent);

describe('VtoComparePage', { timeout: 20_000 }, () => {
  it('shows both revisions, older first, and marks every part', async () => {
    show(draft());
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare V/TOs' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((l) => l.textContent);
    expect(links.slice(0, 2)).toEqual(['V/TO 2030', 'Draft 2031']);
    expect(marks()).toEqual([
      'Changed',
      'Unchanged',
      'Unchanged',
      'Unchanged',
      'Unchanged',
      'Unchanged',
      'Unchanged',
      'Removed',
    ]);
    expect(screen.getByText('Parts that differ: 2 of 8')).toBeTruthy();
    // Within core values: one entry changed (old words struck, new ones marked) and one removed.
    const changes = within(screen.getByRole('region', { name: 'What changed' })).getByRole('list', {
      name: 'Core Values',
    });
    expect(
      within(changes)
        .getAllByRole('insertion')
        .map((e) => e.textContent),
    ).toEqual(['Added: thing, always']);
    expect(
      within(changes)
        .getAllByRole('deletion')
        .map((e) => e.textContent),
    ).toEqual(['Removed: Grow or die: Always learning', 'Removed: thing']);
    // The LT-only profit, hidden from this caller on both sides, is the same.
    expect(screen.getAllByText('Visible to the leadership team only')).toHaveLength(2);
  });

  it('restores a changed part into an editable draft after asking', async () => {
    const user = userEvent.setup();
    const stub = show(draft());
    await screen.findByRole('heading', { level: 1, name: 'Compare V/TOs' });
    const buttons = screen.getAllByRole('button', { name: /^Restore .* into this draft$/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Restore Core Values into this draft',
      'Restore Issues List into this draft',
    ]);
    await user.click(screen.getByRole('button', { name: 'Restore Core Values into this draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore Core Values?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore into this draft' }));
    await waitFor(() => expect(stub.calls.some((c) => c.key === `POST ${draftPath}/restore`)).toBe(true));
    expect(stub.calls.find((c) => c.key === `POST ${draftPath}/restore`)?.body).toEqual({
      fromCollectionId: vtoIds.company,
      fromRevisionId: vtoIds.revision,
      part: 'coreValues',
    });
  });

  it('offers no restore when the newer one is Final, read-only, or the caller an Observer', async () => {
    show(draft({ isPublished: true }));
    await screen.findByRole('heading', { level: 1, name: 'Compare V/TOs' });
    expect(marks()).toContain('Changed');
    expect(screen.queryAllByRole('button', { name: /into this draft/ })).toHaveLength(0);
  });

  it('offers no restore on a draft the caller may only read', async () => {
    show(draft({ permissions: { canView: true, canEdit: false, canManage: false } }));
    await screen.findByRole('heading', { level: 1, name: 'Compare V/TOs' });
    expect(screen.queryAllByRole('button', { name: /into this draft/ })).toHaveLength(0);
  });

  it('offers no restore to an Observer', async () => {
    show(draft(), sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } }));
    await screen.findByRole('heading', { level: 1, name: 'Compare V/TOs' });
    expect(screen.queryAllByRole('button', { name: /into this draft/ })).toHaveLength(0);
  });
});
