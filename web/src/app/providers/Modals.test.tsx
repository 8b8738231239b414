import '../i18n';
import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './heldModalEvents';
import { expect, test, vi } from 'vitest';
import Modals from './Modals';

// The provider's code arrives after the page: a question asked before it listens is shown when it does.
test('a confirmation asked for while the modal manager is still loading opens once it has loaded', async () => {
  const onConfirm = vi.fn();
  modals.openConfirmModal({ title: 'Cancel your subscription?', labels: { confirm: 'Yes', cancel: 'No' }, onConfirm });
  const id = modals.open({ title: 'Closed before it was shown' });
  modals.close(id);

  render(
    <MantineProvider env="test">
      <Modals />
    </MantineProvider>,
  );

  const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
  expect(screen.queryByRole('dialog', { name: 'Closed before it was shown' })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);

  // Once it listens, a question opens at once and is not held for later.
  modals.openConfirmModal({ title: 'Delete this card?', labels: { confirm: 'Delete', cancel: 'Keep' } });
  expect(await screen.findByRole('dialog', { name: 'Delete this card?' })).toBeTruthy();
});
