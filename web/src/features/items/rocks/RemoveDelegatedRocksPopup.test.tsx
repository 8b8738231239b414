import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, cy, ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import RemoveDelegatedRocksPopup from './RemoveDelegatedRocksPopup';
import { pickerRoutes, rockFixture, rockIds } from './rockTestData';

const parent = rockFixture();
const child = rockFixture({
  id: rockIds.child,
  ownerId: bea.id,
  owner: bea,
  tractionIds: [rockIds.sales],
  delegatedFromRockId: parent.id,
});
const grandchild = rockFixture({
  id: rockIds.grandchild,
  ownerId: cy.id,
  owner: cy,
  tractionIds: [rockIds.sales],
  delegatedFromRockId: child.id,
});
const otherChild = rockFixture({
  id: rockIds.otherChild,
  ownerId: cy.id,
  owner: cy,
  tractionIds: [ids.meeting],
  delegatedFromRockId: parent.id,
});

function renderPopup() {
  const onClosed = vi.fn();
  renderWithProviders(
    <RemoveDelegatedRocksPopup request={{ kind: 'removeDelegatedRocks', key: 1, id: parent.id }} onClosed={onClosed} />,
    { session: sessionFixture() },
  );
  return { onClosed };
}

describe('Remove delegated Rocks', () => {
  it('removes the ticked Rocks (and the Rocks below them) and toasts', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...pickerRoutes,
      [`GET rock/${parent.id}/delegates`]: () => ({
        body: { succeeded: true, rocks: [child, grandchild, otherChild] },
      }),
      [`DELETE rock/${child.id}/true`]: () => ({ body: { succeeded: true } }),
    });
    const { onClosed } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Remove delegated Rocks' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    const pickChild = await within(dialog).findByRole('checkbox', { name: 'Bea Two in Sales' });
    expect(within(dialog).getByRole('checkbox', { name: 'Cy Three in Sales' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Cy Three in Leadership Team' })).toBeTruthy();
    expect(remove.hasAttribute('disabled')).toBe(true);

    await user.click(pickChild);
    // The Rock delegated from it goes with it.
    const pickGrandchild = within(dialog).getByRole('checkbox', { name: 'Cy Three in Sales' }) as HTMLInputElement;
    expect(pickGrandchild.checked).toBe(true);
    expect(pickGrandchild.disabled).toBe(true);
    expect(remove.hasAttribute('disabled')).toBe(false);

    await user.click(remove);
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key)).toEqual([`DELETE rock/${child.id}/true`]);
    expect(await screen.findByText('Rock removed')).toBeTruthy();
  });

  it('says No Results when nothing is delegated', async () => {
    stubApi({
      ...pickerRoutes,
      [`GET rock/${parent.id}/delegates`]: () => ({ body: { succeeded: true, rocks: [] } }),
    });
    renderPopup();
    expect(await screen.findByText('No Results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' }).hasAttribute('disabled')).toBe(true);
  });
});
