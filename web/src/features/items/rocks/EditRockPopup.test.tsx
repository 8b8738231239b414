import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishLiveEvent } from '../../../app/liveEvents';
import { stubApi } from '../../../test/api-stub';
import { bea, cy, ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ItemPopupHost } from '../popups/ItemPopupHost';
import { openItemPopup } from '../popups/store';
import RockPopup from './RockPopup';
import { editRoutes, pick, pickDay, rockFixture, rockIds } from './rockTestData';

afterEach(() => vi.restoreAllMocks());

function renderEdit(id = rockIds.rock) {
  const onClosed = vi.fn();
  const result = renderWithProviders(<RockPopup request={{ kind: 'rock', key: 1, id }} onClosed={onClosed} />, {
    session: sessionFixture(),
  });
  return { ...result, onClosed };
}

const titleInput = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;

describe('Edit Rock', () => {
  it('saves the fields, then reassigns: two calls and both toasts', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const { calls } = stubApi({
      ...editRoutes(rock),
      [`PUT rock/${rock.id}`]: () => ({ body: { succeeded: true, rock: { ...rock, title: 'Launch the shop' } } }),
      [`PUT rock/${rock.id}/reassign`]: () => ({
        body: { succeeded: true, rock: { ...rock, title: 'Launch the shop', ownerId: bea.id, owner: bea } },
      }),
    });
    const { onClosed } = renderEdit();
    await waitFor(() => expect(titleInput().value).toBe('Launch the new website'));
    await user.clear(titleInput());
    await user.paste('Launch the shop');
    await pick(user, screen.getByLabelText(/^Owner/, { selector: 'input' }), 'Bea Two');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const writes = calls.filter((c) => c.key.startsWith('PUT'));
    expect(writes.map((c) => c.key)).toEqual([`PUT rock/${rock.id}`, `PUT rock/${rock.id}/reassign`]);
    // The owner is not changed by the edit itself.
    expect(writes[0]?.body).toEqual({
      title: 'Launch the shop',
      contentHtml: '',
      dueDate: '2030-03-31',
      type: 'Company',
      tractionIds: [ids.meeting],
      delegated: [],
    });
    expect(writes[1]?.body).toEqual({ ownerId: bea.id });
    expect(await screen.findByText('Updated: Launch the shop')).toBeTruthy();
    expect(await screen.findByText('Reassigned: Launch the shop')).toBeTruthy();
  });

  it('sends the new owner with the edit when the old one is in none of the new meetings', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const { calls } = stubApi({
      ...editRoutes(rock),
      [`PUT rock/${rock.id}`]: (body) =>
        (body as { ownerId?: string }).ownerId
          ? { body: { succeeded: true, rock: { ...rock, ownerId: bea.id, owner: bea } } }
          : {
              status: 422,
              body: {
                succeeded: false,
                messages: [{ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerId', text: 'Not in the meeting' }],
              },
            },
    });
    const { onClosed } = renderEdit();
    await waitFor(() => expect(titleInput().value).toBe(rock.title));
    await pick(user, screen.getByLabelText(/^Owner/, { selector: 'input' }), 'Bea Two');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const writes = calls.filter((c) => c.key.startsWith('PUT'));
    expect(writes.map((c) => (c.body as { ownerId?: string }).ownerId)).toEqual([undefined, bea.id]);
    expect(await screen.findByText(`Updated: ${rock.title}`)).toBeTruthy();
    expect(await screen.findByText(`Reassigned: ${rock.title}`)).toBeTruthy();
  });

  it('makes no reassign call when the owner stays', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const { calls } = stubApi({
      ...editRoutes(rock),
      [`PUT rock/${rock.id}`]: () => ({ body: { succeeded: true, rock } }),
    });
    const { onClosed } = renderEdit();
    await waitFor(() => expect(titleInput().value).toBe(rock.title));
    await user.type(titleInput(), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.filter((c) => c.key.startsWith('PUT')).map((c) => c.key)).toEqual([`PUT rock/${rock.id}`]);
  });

  it('locks the title of a delegated Rock and says why', async () => {
    stubApi(
      editRoutes(
        rockFixture({ delegatedFromRockId: rockIds.otherChild, abilities: { canEdit: true, canEditTitle: false } }),
      ),
    );
    renderEdit();
    await waitFor(() => expect(titleInput().value).toBe('Launch the new website'));
    expect(titleInput().disabled).toBe(true);
    expect(screen.getByText('This is a delegated Rock, you cannot edit the title of a delegated Rock.')).toBeTruthy();
    // The rest stays editable.
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('opens read-only when the user may not edit the Rock', async () => {
    stubApi(editRoutes(rockFixture({ abilities: { canEdit: false, canEditTitle: false } })));
    renderEdit();
    await waitFor(() => expect(titleInput().value).toBe('Launch the new website'));
    expect(titleInput().disabled).toBe(true);
    expect(screen.getByText('You can view this item but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add milestone' })).toBeNull();
    expect(screen.queryByText('This is a delegated Rock, you cannot edit the title of a delegated Rock.')).toBeNull();
  });

  it('changes the status at once', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const { calls } = stubApi({
      ...editRoutes(rock),
      [`PUT rock/${rock.id}/status`]: () => ({ body: { succeeded: true, rock: { ...rock, status: 'OffTrack' } } }),
    });
    renderEdit();
    await waitFor(() => expect(titleInput().value).toBe(rock.title));
    await pick(user, screen.getByLabelText('Status', { selector: 'input' }), 'Off-Track');
    expect(await screen.findByText(`Updated Status: ${rock.title}`)).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT rock/${rock.id}/status`)?.body).toEqual({ status: 'OffTrack' });
    expect((screen.getByLabelText('Status', { selector: 'input' }) as HTMLInputElement).value).toBe('Off-Track');
  });

  it('removes the Rock with its delegated Rocks when asked, and its own removal is no surprise', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const child = rockFixture({
      id: rockIds.child,
      ownerId: bea.id,
      owner: bea,
      tractionIds: [rockIds.sales],
      delegatedFromRockId: rock.id,
    });
    const show = vi.spyOn(notifications, 'show');
    const { calls } = stubApi({
      ...editRoutes(rock, [child]),
      [`DELETE rock/${rock.id}/true`]: () => ({ body: { succeeded: true } }),
    });
    const { onClosed } = renderEdit();
    // The chain below it, with owner and meeting.
    const delegates = await screen.findByRole('region', { name: 'Delegated Rocks' });
    expect(await within(delegates).findByText('Bea Two')).toBeTruthy();
    expect(await within(delegates).findByText(/Sales/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Rock' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also remove the 1 Rock(s) delegated from it' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.some((c) => c.key === `DELETE rock/${rock.id}/true`)).toBe(true);
    expect(await screen.findByText('Rock removed')).toBeTruthy();
    act(() => publishLiveEvent('Deleted', { type: 'rock', id: rock.id }));
    expect(show.mock.calls.some(([n]) => String(n.message).includes('another member'))).toBe(false);
  });

  it('removes only the Rock itself by default', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const { calls } = stubApi({
      ...editRoutes(rock),
      [`DELETE rock/${rock.id}/false`]: () => ({ body: { succeeded: true } }),
    });
    const { onClosed } = renderEdit();
    await waitFor(() => expect(titleInput().value).toBe(rock.title));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Rock' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.some((c) => c.key === `DELETE rock/${rock.id}/false`)).toBe(true);
  });

  it('adds a milestone and ticks one done, with the progress', async () => {
    const user = userEvent.setup();
    const milestone = { id: rockIds.milestoneA, title: 'Pick a vendor', dueDate: '2030-02-01', done: false };
    const rock = rockFixture({ milestones: [milestone], progress: { done: 0, total: 1 } });
    const added = { id: rockIds.milestoneB, title: 'Sign the contract', dueDate: '2030-02-15', done: false };
    const { calls } = stubApi({
      ...editRoutes(rock),
      [`POST rock/${rock.id}/milestones`]: () => ({
        body: { succeeded: true, rock: { ...rock, milestones: [milestone, added], progress: { done: 0, total: 2 } } },
      }),
      [`PUT rock/${rock.id}/milestone/${milestone.id}`]: () => ({
        body: {
          succeeded: true,
          rock: { ...rock, milestones: [{ ...milestone, done: true }, added], progress: { done: 1, total: 2 } },
        },
      }),
    });
    renderEdit();
    expect(await screen.findByText('0 of 1 milestones done')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Milestone' }), 'Sign the contract');
    const dueDate = await pickDay(user, screen.getByRole('button', { name: /Milestone due date/ }));
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    expect(await screen.findByText('0 of 2 milestones done')).toBeTruthy();
    expect(calls.find((c) => c.key === `POST rock/${rock.id}/milestones`)?.body).toEqual({
      title: 'Sign the contract',
      dueDate,
      done: false,
    });
    // The add field is ready for the next one.
    expect((screen.getByRole('textbox', { name: 'Milestone' }) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('checkbox', { name: 'Pick a vendor' }));
    expect(await screen.findByText('1 of 2 milestones done')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT rock/${rock.id}/milestone/${milestone.id}`)?.body).toEqual({
      title: 'Pick a vendor',
      dueDate: '2030-02-01',
      done: true,
    });
    // Saving a milestone is not an unsaved change of the Rock.
    expect(calls.some((c) => c.key === `PUT rock/${rock.id}`)).toBe(false);
  });

  it('closes with a notice when another member removes the Rock', async () => {
    const show = vi.spyOn(notifications, 'show');
    const rock = rockFixture();
    stubApi(editRoutes(rock));
    const { onClosed } = renderEdit();
    await waitFor(() => expect(titleInput().value).toBe(rock.title));

    act(() => publishLiveEvent('Deleted', { type: 'rock', id: rock.id }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(await screen.findByText('This rock has been removed by another member of the meeting.')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 3000 }));
  });

  it('says so when the Rock no longer exists', async () => {
    stubApi({ ...editRoutes(rockFixture()), 'GET rocks': () => ({ body: [] }) });
    renderEdit();
    expect(await screen.findByText('This item no longer exists or was removed.')).toBeTruthy();
  });

  it('adds delegated Rocks to an existing Rock on save', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const { calls } = stubApi({
      ...editRoutes(rock),
      [`PUT rock/${rock.id}`]: () => ({ body: { succeeded: true, rock } }),
    });
    const { onClosed } = renderEdit();
    await waitFor(() => expect(titleInput().value).toBe(rock.title));
    expect(await screen.findByText('No Rocks are delegated from this Rock.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add delegated Rock' }));
    const row = screen.getByRole('group', { name: 'Delegated Rock 1' });
    await pick(user, within(row).getByLabelText('Meeting', { selector: 'input' }), 'Sales');
    await pick(user, within(row).getByLabelText('Type', { selector: 'input' }), 'Team');
    await pick(user, within(row).getByLabelText('Owner', { selector: 'input' }), 'Cy Three');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.find((c) => c.key === `PUT rock/${rock.id}`)?.body).toMatchObject({
      delegated: [{ tractionId: rockIds.sales, type: 'Team', ownerId: cy.id }],
    });
  });

  it('opens Remove delegated Rocks over the Rock, from the popup host', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const child = rockFixture({
      id: rockIds.child,
      ownerId: bea.id,
      owner: bea,
      tractionIds: [rockIds.sales],
      delegatedFromRockId: rock.id,
    });
    stubApi(editRoutes(rock, [child]));
    renderWithProviders(<ItemPopupHost />, { session: sessionFixture() });
    act(() => {
      openItemPopup({ kind: 'rock', id: rock.id });
    });
    await user.click(await screen.findByRole('button', { name: 'Remove delegated Rocks' }));
    const second = await screen.findByRole('dialog', { name: 'Remove delegated Rocks' });
    expect(await within(second).findByRole('checkbox', { name: 'Bea Two in Sales' })).toBeTruthy();
  });
});
