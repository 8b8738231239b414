import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, cy, ids, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import RockPopup from './RockPopup';
import { pick, pickDay, pickerRoutes, rockFixture, rockIds, type User } from './rockTestData';

// Each test drives several pickers through the dropdowns: more than the default 5 s on a busy machine.

function renderAdd(tractionId: string | null = ids.meeting) {
  const onClosed = vi.fn();
  const result = renderWithProviders(<RockPopup request={{ kind: 'rock', key: 1, tractionId }} onClosed={onClosed} />, {
    session: sessionFixture(),
  });
  return { ...result, onClosed };
}

const titleInput = () => screen.getByRole('textbox', { name: 'Title' });
const ownerInput = () => screen.getByLabelText(/^Owner/, { selector: 'input' });
const dueButton = () => screen.getByRole('button', { name: /Due date/ });

async function fillRequired(user: User, title: string) {
  await user.click(titleInput());
  await user.paste(title);
  await pick(user, ownerInput(), 'Bea Two');
  return pickDay(user, dueButton());
}

describe('Add Rock', () => {
  it('starts with the person adding it as the owner, as To-Dos, Issues and Headlines do', async () => {
    stubApi(pickerRoutes);
    renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    expect((ownerInput() as HTMLInputElement).value).toBe('Ada Owner');
  });

  it('says what is missing: title, meeting and due date (the owner is the person adding)', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(pickerRoutes);
    renderAdd(null);
    await user.click(await screen.findByRole('button', { name: 'Add' }));

    const messages = await screen.findAllByRole('alert');
    expect(messages.map((m) => m.textContent)).toEqual(['Required', 'Required', 'Required']);
    expect(titleInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Meetings/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(ownerInput().getAttribute('aria-invalid')).not.toBe('true');
    // The button waits until the messages are dealt with.
    expect(screen.getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
    await user.type(titleInput(), 'Hire a CFO');
    expect(calls.some((c) => c.key === 'POST rocks')).toBe(false);
  });

  it('keeps Add disabled while a delegated row is only partly filled', async () => {
    const user = userEvent.setup();
    stubApi(pickerRoutes);
    renderAdd();
    const add = await screen.findByRole('button', { name: 'Add' });
    await user.click(screen.getByRole('button', { name: 'Add delegated Rock' }));
    const row = screen.getByRole('group', { name: 'Delegated Rock 1' });
    // An empty row is fine: it is ignored.
    expect(add.hasAttribute('disabled')).toBe(false);

    await pick(user, within(row).getByLabelText('Type', { selector: 'input' }), 'Team');
    expect(
      within(row).getByText('Fill in the meeting, type and owner of a delegated Rock, or leave all three empty'),
    ).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add and create another' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove delegated Rock 1' }));
    expect(screen.queryByRole('group', { name: 'Delegated Rock 1' })).toBeNull();
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('creates the Rock with its delegated Rock in one POST, toasts and closes', async () => {
    const user = userEvent.setup();
    const created = rockFixture({ title: 'Hire a CFO' });
    const { calls } = stubApi({
      ...pickerRoutes,
      'POST rocks': () => ({ body: { succeeded: true, rock: created, delegatedRocks: [] } }),
    });
    const { onClosed } = renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    const dueDate = await fillRequired(user, '  Hire a CFO ');
    await pick(user, screen.getAllByLabelText(/^Type/, { selector: 'input' })[0] as HTMLElement, 'Company');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Start with the search firm');

    await user.click(screen.getByRole('button', { name: 'Add delegated Rock' }));
    const row = screen.getByRole('group', { name: 'Delegated Rock 1' });
    await pick(user, within(row).getByLabelText('Meeting', { selector: 'input' }), 'Sales');
    await pick(user, within(row).getByLabelText('Type', { selector: 'input' }), 'Departmental');
    await pick(user, within(row).getByLabelText(/^Owner/, { selector: 'input' }), 'Cy Three');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const post = calls.find((c) => c.key === 'POST rocks');
    expect(post?.body).toEqual({
      title: 'Hire a CFO',
      ownerId: bea.id,
      contentHtml: '<p>Start with the search firm</p>',
      dueDate,
      type: 'Company',
      tractionIds: [ids.meeting],
      delegated: [{ tractionId: rockIds.sales, type: 'Department', ownerId: cy.id }],
    });
    expect(await screen.findByText('Created: Hire a CFO')).toBeTruthy();
  });

  it('Add and create another saves, then starts over in the same meeting', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...pickerRoutes,
      'POST rocks': () => ({
        body: { succeeded: true, rock: rockFixture({ title: 'Close the books' }), delegatedRocks: [] },
      }),
    });
    const { onClosed } = renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    await fillRequired(user, 'Close the books');
    await user.click(screen.getByRole('button', { name: 'Add and create another' }));

    expect(await screen.findByText('Created: Close the books')).toBeTruthy();
    await waitFor(() => expect((titleInput() as HTMLInputElement).value).toBe(''));
    expect(calls.filter((c) => c.key === 'POST rocks')).toHaveLength(1);
    // Back to the person adding, whoever owned the last one.
    expect((ownerInput() as HTMLInputElement).value).toBe('Ada Owner');
    expect(dueButton().textContent).not.toMatch(/\d{4}/);
    // Still in the meeting it was added from, and no message for the fields just emptied.
    expect(screen.getByText('Leadership Team')).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
    expect(onClosed).not.toHaveBeenCalled();
  });
});
