import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { publishLiveEvent } from '../../../app/liveEvents';
import { stubApi } from '../../../test/api-stub';
import { ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { session, vtoFixture, vtoIds } from '../vtoFixtures';
import VtoDetailPage from './VtoDetailPage';
import VtoSectionPage from './VtoSectionPage';

beforeEach(() => resetOwnWrites());
afterEach(() => vi.unstubAllGlobals());

const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });
const base = `/vto/detail/${vtoIds.company}/${vtoIds.revision}`;

function show(url = base, who = session, vto = vtoFixture()) {
  stubApi({
    [`GET vto/collection/${vtoIds.company}/revision/${vtoIds.revision}`]: () => ({ body: { succeeded: true, vto } }),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/vto/detail/:collectionId/:revisionId/:publishedId?" element={<VtoDetailPage />}>
        <Route index element={<VtoSectionPage />} />
        <Route path="vision" element={<VtoSectionPage />} />
        <Route path="traction" element={<VtoSectionPage />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    { url, session: who },
  );
}

describe('VtoDetailPage', { timeout: 20_000 }, () => {
  it('shows the title, Draft, the folder and the Vision side: filled parts, and what belongs in the empty ones', async () => {
    show(base, session, vtoFixture({ permissions: { canView: true, canEdit: false, canManage: true } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'V/TO 2030' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Vision/Traction Organizer' }).getAttribute('href')).toBe(
      `/vto/folder/${vtoIds.company}`,
    );
    const values = screen.getByRole('region', { name: 'Core Values' });
    expect(within(values).getByText('Do the right thing')).toBeTruthy();
    expect(within(values).getByText('Always learning')).toBeTruthy();
    expect(
      screen.getByText(
        "No core focus yet — it names the company's purpose, cause or passion and the niche it does best.",
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Marketing Strategy' })).getByText(/No marketing strategy yet/),
    ).toBeTruthy();
    const picture = screen.getByRole('region', { name: '3-Year Picture' });
    expect(within(picture).getByText('December 31, 2033')).toBeTruthy();
    // Revenue through the Scorecard's formatting: currency, scale, decimals.
    expect(within(picture).getByText('$12.5M')).toBeTruthy();
    // Profit is LT-only and this user is outside the leadership team.
    expect(within(picture).getByText('Visible to the leadership team only')).toBeTruthy();
    expect(within(picture).getByText('Three offices')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vision' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the Traction side on its sub-route', async () => {
    show(`${base}/traction`);
    expect(await screen.findByRole('tab', { name: 'Traction', selected: true })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Issues List' })).getByText('Hiring pipeline')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '1-Year Plan' })).getByText(/No 1-year plan yet/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Rocks' })).getByText(/No Rocks for the quarter yet/),
    ).toBeTruthy();
  });

  it('offers the actions the caller may take', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Rename',
      'Copy',
      'Move to folder',
      'Publish as Final',
      'Visibility and Editing Settings',
      'Compare with…',
      'A4',
      'Letter',
      'Delete',
    ]);
  });

  it('tells the user when another user removes the open V/TO, and lets them keep reading', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show();
    await screen.findByRole('heading', { level: 1, name: 'V/TO 2030' });
    act(() => publishLiveEvent('Deleted', { type: 'vtoRevision', id: vtoIds.revision, collectionId: vtoIds.company }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Removed' });
    expect(within(dialog).getByText('This V/TO has been removed by another user.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go to V/TO home' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(screen.getByRole('region', { name: 'Core Values' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('offers an Observer only the way home', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show(base, observer);
    await screen.findByRole('heading', { level: 1, name: 'V/TO 2030' });
    act(() => publishLiveEvent('Deleted', { type: 'vtoRevision', id: vtoIds.revision }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Removed' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', 'Go to V/TO home']);
    await user.click(within(dialog).getByRole('button', { name: 'Go to V/TO home' }));
    expect(screen.getByTestId('location').textContent).toBe('/vto');
  });

  it('ignores the removal of another revision', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show();
    await screen.findByRole('heading', { level: 1, name: 'V/TO 2030' });
    act(() => publishLiveEvent('Deleted', { type: 'vtoRevision', id: vtoIds.draft }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
