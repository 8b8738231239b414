import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, ids, me, searchPage, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import { RocksList } from './RocksList';
import { pick, rockFixture, rockIds } from './rockTestData';

const mine = rockFixture({
  milestones: [
    { id: rockIds.milestoneA, title: 'Pick a vendor', dueDate: '2030-02-01', done: true },
    { id: rockIds.milestoneB, title: 'Sign', dueDate: '2030-02-15', done: false },
  ],
  progress: { done: 1, total: 2 },
});
const delegated = rockFixture({
  id: rockIds.child,
  title: 'Hire two engineers',
  ownerId: bea.id,
  owner: bea,
  type: 'Department',
  dueDate: '2030-06-30',
  delegatedFromRockId: rockIds.otherChild,
  abilities: { canEdit: false, canEditTitle: false },
});

function renderList(session = sessionFixture()) {
  return renderWithProviders(
    <>
      <RocksList tractionId={ids.meeting} />
      <PopupProbe />
    </>,
    { session },
  );
}

describe('RocksList', () => {
  it('lists the meeting’s Rocks with status, owner, due date, type, progress and the delegated marker', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST rocks/search': () => searchPage([mine, delegated]) });
    renderList();
    const list = await screen.findByRole('region', { name: 'Rocks' });
    const first = (await within(list).findByText('Launch the new website')).closest('li') as HTMLElement;
    expect(within(first).getByText(/Mar 31$/)).toBeTruthy();
    expect(within(first).getByText('Company')).toBeTruthy();
    expect(within(first).getByText('1 of 2 milestones done')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Ada Owner' })).toBeTruthy();
    expect(within(first).queryByText('Delegated')).toBeNull();
    expect(
      (within(first).getByLabelText('Status of Launch the new website', { selector: 'input' }) as HTMLInputElement)
        .value,
    ).toBe('On-Track');

    const second = within(list).getByText('Hire two engineers').closest('li') as HTMLElement;
    expect(within(second).getByText('Delegated')).toBeTruthy();
    expect(within(second).getByText('Departmental')).toBeTruthy();
    expect(within(second).getByText(/Jun 30$/)).toBeTruthy();
    // Not editable by this user: the status shows, but cannot be changed here.
    expect(within(second).queryByLabelText('Status of Hire two engineers', { selector: 'input' })).toBeNull();
    expect(within(second).getByText('On-Track')).toBeTruthy();

    expect(calls[0]?.body).toMatchObject({
      filters: { 'traction-id': [ids.meeting] },
      sorts: [{ property: 'dueDate', ascending: true }],
    });

    await user.click(within(second).getByRole('button', { name: 'Hire two engineers' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([{ kind: 'rock', id: rockIds.child }]);
  });

  it('shows the empty text, and Mine asks for the user’s own Rocks', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST rocks/search': () => searchPage([]) });
    renderList();
    expect(await screen.findByText('No Rocks in this meeting yet.')).toBeTruthy();
    await user.click(screen.getByText('Mine'));
    await waitFor(() =>
      expect(
        calls.some((c) => (c.body as { filters?: Record<string, string[]> })?.filters?.['owner-id']?.[0] === me.id),
      ).toBe(true),
    );
    const last = calls.at(-1)?.body as { filters: Record<string, string[]> };
    expect(last.filters).toEqual({ 'traction-id': [ids.meeting], 'owner-id': [me.id] });
  });

  it('adds a Rock to this meeting', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST rocks/search': () => searchPage([]) });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Add Rock' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([
      { kind: 'rock', tractionId: ids.meeting },
    ]);
  });

  it('changes a status inline', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST rocks/search': () => searchPage([mine]),
      [`PUT rock/${mine.id}/status`]: () => ({ body: { succeeded: true, rock: { ...mine, status: 'Done' } } }),
    });
    renderList();
    await pick(user, await screen.findByLabelText('Status of Launch the new website', { selector: 'input' }), 'Done');
    expect(await screen.findByText('Updated Status: Launch the new website')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT rock/${mine.id}/status`)?.body).toEqual({ status: 'Done' });
  });

  it('removes a Rock from this meeting, and says when the server did not', async () => {
    const user = userEvent.setup();
    let removed: string[] = [mine.id];
    const { calls } = stubApi({
      'POST rocks/search': () => searchPage([mine]),
      [`POST rocks/remove-in-meeting/${ids.meeting}`]: () => ({ body: { succeeded: true, rocksRemoved: removed } }),
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Actions for Launch the new website' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from this meeting' }));
    expect(await screen.findByText('You have removed Rock(s) from this meeting.')).toBeTruthy();
    expect(calls.find((c) => c.key === `POST rocks/remove-in-meeting/${ids.meeting}`)?.body).toEqual([mine.id]);

    removed = [];
    await user.click(screen.getByRole('button', { name: 'Actions for Launch the new website' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from this meeting' }));
    expect(await screen.findByText('Failed to remove some rocks')).toBeTruthy();
  });

  it('offers Observers no add button and no status change', async () => {
    const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });
    stubApi({
      'POST rocks/search': () => searchPage([{ ...mine, abilities: { canEdit: false, canEditTitle: false } }]),
    });
    renderList(observer);
    expect(await screen.findByText('Launch the new website')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Rock' })).toBeNull();
    expect(screen.queryByLabelText('Status of Launch the new website', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Launch the new website' })).toBeNull();
  });
});
