import type { Headline } from '@eos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publishLiveEvent } from '../../../app/liveEvents';
import { stubApi } from '../../../test/api-stub';
import { bea, me, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ItemPopupHost } from '../popups/ItemPopupHost';
import { openItemPopup } from '../popups/store';
import HeadlinePopup from './HeadlinePopup';
import { headlineFixture, headlineId } from './testing';

function setup(headline: Headline | null, flags: Record<string, boolean> = {}, role: 'Owner' | 'Observer' = 'Owner') {
  const api = stubApi({
    'GET headlines': () => ({ body: headline ? [headline] : [] }),
    'POST person-picker-list': () => searchPage([me, bea]),
    [`PUT headline/${headlineId}`]: (body) => ({
      body: { succeeded: true, headline: { ...headlineFixture(), ...(body as object) } },
    }),
    [`PUT headline/${headlineId}/review`]: (body) => ({
      body: { succeeded: true, headline: { ...headlineFixture(), ...(body as object) } },
    }),
    [`DELETE headline/${headlineId}`]: () => ({ body: { succeeded: true } }),
  });
  const onClosed = vi.fn();
  const session = sessionFixture({ org: { id: sessionFixture().orgId ?? '', name: 'Demo', role } });
  renderWithProviders(<HeadlinePopup request={{ kind: 'headline', key: 1, id: headlineId }} onClosed={onClosed} />, {
    session,
    flags,
  });
  return { ...api, onClosed };
}

const titleInput = () => screen.findByLabelText(/^Title/, { selector: 'input' });

describe('Edit Headline', { timeout: 30_000 }, () => {
  it('saves title, owner and notes in one PUT and toasts Updated then Reassigned', async () => {
    const user = userEvent.setup();
    const { calls, onClosed } = setup(headlineFixture());
    const title = await titleInput();
    await user.clear(title);
    await user.type(title, 'Bigger customer signed');
    await user.click(screen.getByLabelText(/^Owner/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Bea Two/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated: Bigger customer signed')).toBeTruthy();
    expect(await screen.findByText('Reassigned: Bigger customer signed')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT headline/${headlineId}`)?.body).toEqual({
      title: 'Bigger customer signed',
      ownerId: bea.id,
      contentHtml: '<p>Details</p>',
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    // The owners offered are the people of the headline's meeting.
    expect(calls.find((c) => c.key === 'POST person-picker-list')?.body).toMatchObject({
      filters: { 'traction-ids': [headlineFixture().tractionId] },
    });
  });

  it('keeps the owner: only Updated', async () => {
    const user = userEvent.setup();
    setup(headlineFixture());
    const title = await titleInput();
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated: Big customer signed!')).toBeTruthy();
    expect(screen.queryByText('Reassigned: Big customer signed!')).toBeNull();
  });

  it('marks it reviewed at once with its own call and toast', async () => {
    const user = userEvent.setup();
    const { calls, onClosed } = setup(headlineFixture());
    await user.click(await screen.findByRole('switch', { name: 'Reviewed' }));
    expect(await screen.findByText('Reviewed: Big customer signed')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT headline/${headlineId}/review`)?.body).toEqual({ status: 'Reviewed' });
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('puts a reviewed headline back to To review', async () => {
    const user = userEvent.setup();
    const { calls } = setup(headlineFixture({ status: 'Reviewed' }));
    const toggle = await screen.findByRole('switch', { name: 'Reviewed' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText('Updated Status: Big customer signed')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT headline/${headlineId}/review`)?.body).toEqual({ status: 'ToReview' });
  });

  it('removes after a confirmation, toasts and closes', async () => {
    const user = userEvent.setup();
    const { calls, onClosed } = setup(headlineFixture());
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Remove the headline "Big customer signed"? It will no longer show in the meeting.'),
    );
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Remove Headline' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Headline removed')).toBeTruthy();
    expect(calls.some((c) => c.key === `DELETE headline/${headlineId}`)).toBe(true);
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('offers Cascade only with the cascade-headlines flag, opening the cascade popup', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET headlines': () => ({ body: [headlineFixture()] }) });
    renderWithProviders(<ItemPopupHost />, { session: sessionFixture(), flags: { 'cascade-headlines': true } });
    act(() => void openItemPopup({ kind: 'headline', id: headlineId }));
    await user.click(await screen.findByRole('button', { name: 'Cascade' }));
    expect(await screen.findByRole('dialog', { name: 'Cascade Headline' })).toBeTruthy();
  });

  it('has no Cascade while the flag is off', async () => {
    setup(headlineFixture());
    await titleInput();
    expect(screen.queryByRole('button', { name: 'Cascade' })).toBeNull();
  });

  it('opens read-only when the headline may not be edited: no save, no review, no remove', async () => {
    setup(headlineFixture({ abilities: { canEdit: false } }));
    expect((await titleInput()).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can view this item but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Reviewed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('opens read-only for an Observer', async () => {
    setup(headlineFixture(), {}, 'Observer');
    expect((await titleInput()).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('closes with a message when someone else removes it meanwhile', async () => {
    const { onClosed } = setup(headlineFixture());
    await titleInput();
    act(() => publishLiveEvent('Deleted', { type: 'headline', id: headlineId }));
    expect(await screen.findByText('This headline has been removed by another member of the meeting.')).toBeTruthy();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('says so when the headline is gone', async () => {
    setup(headlineFixture({ status: 'Removed' }));
    expect(await screen.findByText('This item no longer exists or was removed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
