import type { Headline } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, ids, searchPage, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import { HeadlinesList } from './HeadlinesList';
import { headlineFixture, headlineId } from './testing';

function setup(
  items: Headline[],
  { flags = {}, role = 'Owner' }: { flags?: Record<string, boolean>; role?: 'Owner' | 'Observer' } = {},
) {
  const api = stubApi({
    'POST headlines/search': () => searchPage(items),
    [`PUT headline/${headlineId}/review`]: (body) => ({
      body: { succeeded: true, headline: { ...headlineFixture(), ...(body as object) } },
    }),
  });
  const session = sessionFixture({ org: { id: ids.org, name: 'Demo', role } });
  renderWithProviders(
    <>
      <HeadlinesList tractionId={ids.meeting} />
      <PopupProbe />
    </>,
    { session, flags },
  );
  return api;
}

const searches = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === 'POST headlines/search').map((c) => c.body as { filters: Record<string, string[]> });

describe('HeadlinesList', { timeout: 30_000 }, () => {
  it("lists the meeting's headlines, newest first, with owner and Cascaded marker", async () => {
    const { calls } = setup([
      headlineFixture(),
      headlineFixture({ id: ids.cy, title: 'Office move', owner: bea, ownerId: bea.id, cascadedFromId: headlineId }),
    ]);
    expect(await screen.findByRole('button', { name: 'Big customer signed' })).toBeTruthy();
    expect(screen.getByText('Cascaded')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Owner: Bea Two' })).toBeTruthy();
    expect(searches(calls)[0]).toMatchObject({
      filters: { 'traction-id': [ids.meeting] },
      sorts: [{ property: 'created', ascending: false }],
    });
  });

  it('marks a headline reviewed from its checkbox', async () => {
    const user = userEvent.setup();
    const { calls } = setup([headlineFixture()]);
    const box = await screen.findByRole('checkbox', { name: 'Reviewed: Big customer signed' });
    await user.click(box);
    expect(await screen.findByText('Reviewed: Big customer signed', { selector: 'p, div' })).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT headline/${headlineId}/review`)?.body).toEqual({ status: 'Reviewed' });
  });

  it('opens the edit popup from the title and the add popup with this meeting', async () => {
    const user = userEvent.setup();
    setup([headlineFixture()]);
    await user.click(await screen.findByRole('button', { name: 'Big customer signed' }));
    await user.click(screen.getByRole('button', { name: 'Add Headline' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([
      { kind: 'headline', id: headlineId },
      { kind: 'headline', tractionId: ids.meeting },
    ]);
  });

  it('offers no review checkbox on a headline the user may not edit', async () => {
    setup([headlineFixture({ abilities: { canEdit: false }, status: 'Reviewed' })]);
    await screen.findByRole('button', { name: 'Big customer signed' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Reviewed')).toBeTruthy();
  });

  it('has no status filter while headline-status-filter is off', async () => {
    setup([headlineFixture()]);
    await screen.findByRole('button', { name: 'Big customer signed' });
    expect(screen.queryByRole('radio', { name: 'To review' })).toBeNull();
  });

  it('filters by review status with the flag on', async () => {
    const user = userEvent.setup();
    const { calls } = setup([headlineFixture()], { flags: { 'headline-status-filter': true } });
    await screen.findByRole('button', { name: 'Big customer signed' });
    expect(searches(calls)[0]?.filters.status).toBeUndefined();
    await user.click(screen.getByRole('radio', { name: 'Reviewed' }));
    await waitFor(() => expect(searches(calls).at(-1)?.filters.status).toEqual(['Reviewed']));
    await user.click(screen.getByRole('radio', { name: 'To review' }));
    await waitFor(() => expect(searches(calls).at(-1)?.filters.status).toEqual(['ToReview', 'Pending']));
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText('No Headlines in this meeting yet.')).toBeTruthy();
  });

  it('shows an Observer no add button and no review checkbox', async () => {
    setup([headlineFixture()], { role: 'Observer' });
    await screen.findByRole('button', { name: 'Big customer signed' });
    expect(screen.queryByRole('button', { name: 'Add Headline' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
