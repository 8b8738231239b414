import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { ids, sessionFixture } from '../../../test/fixtures';
import { vtoFixture } from '../vtoFixtures';
import { showVto } from '../vtoTestPage';

beforeEach(() => resetOwnWrites());

const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });
const readOnly = vtoFixture({ permissions: { canView: true, canEdit: false, canManage: false } });

/** Nothing on the page can change the V/TO: no inputs, no add, start, move or remove buttons. */
async function expectReadOnly(side: 'vision' | 'traction') {
  await screen.findByRole('region', { name: side === 'vision' ? 'Core Values' : 'Rocks' });
  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryAllByRole('combobox')).toEqual([]);
  expect(screen.queryByRole('button', { name: /^(Add|Start|Move|Remove|Unlink)/ })).toBeNull();
}

describe('a V/TO the user may not edit', { timeout: 20_000 }, () => {
  it('reads without edit rights (canEdit false)', async () => {
    showVto(() => readOnly);
    await expectReadOnly('vision');
    expect(screen.getByText('Do the right thing')).toBeTruthy();
  });

  it('reads for an Observer even when the revision says canEdit', async () => {
    showVto(() => vtoFixture(), { who: observer });
    await expectReadOnly('vision');
  });

  it('reads the traction side without edit rights', async () => {
    showVto(() => readOnly, { side: 'traction' });
    await expectReadOnly('traction');
  });

  it('offers to start the parts that do not exist to an editor', async () => {
    showVto(() => vtoFixture(), { side: 'traction' });
    expect(await screen.findByRole('button', { name: 'Start the 1-year plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start the quarterly plan' })).toBeTruthy();
  });
});
