import type { Todo } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../test/api-stub';
import { stubApi } from '../../../test/api-stub';
import { bea, ids, me, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import TodoPopup from './TodoPopup';
import { pickerRoutes, TODO_ID, todoFixture } from './todoFixtures';

function stubTodo(todo: Todo, more: Record<string, Handler> = {}) {
  return stubApi({ ...pickerRoutes(), 'GET todos': () => ({ body: [todo] }), ...more });
}

function renderEdit(session = sessionFixture()) {
  const onClosed = vi.fn();
  const view = renderWithProviders(<TodoPopup request={{ kind: 'todo', key: 1, id: TODO_ID }} onClosed={onClosed} />, {
    session,
  });
  return { ...view, onClosed };
}

describe('Edit To-Do', () => {
  it('saves with the original owner, then reassigns: both calls in order, both toasts', async () => {
    const user = userEvent.setup();
    const todo = todoFixture();
    const { calls } = stubTodo(todo, {
      [`PUT todo/${TODO_ID}`]: (body) => ({ body: { succeeded: true, todo: { ...todo, ...(body as object) } } }),
      [`PUT todo/${TODO_ID}/reassign`]: () => ({
        body: { succeeded: true, todo: { ...todo, title: 'Call the bank today', ownerId: bea.id, owner: bea } },
      }),
    });
    const { onClosed } = renderEdit();
    expect(await screen.findByText('Edit To-Do')).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe('Call the bank');
    await user.type(title, ' today');
    await user.click(screen.getByLabelText(/^Owner/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Bea Two/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reassigned: Call the bank today')).toBeTruthy();
    expect(screen.getByText('Updated: Call the bank today')).toBeTruthy();
    const writes = calls.filter((c) => c.key.startsWith('PUT'));
    expect(writes.map((c) => c.key)).toEqual([`PUT todo/${TODO_ID}`, `PUT todo/${TODO_ID}/reassign`]);
    expect(writes[0]?.body).toEqual({
      title: 'Call the bank today',
      ownerId: me.id,
      dueDate: '2030-01-14',
      contentHtml: '',
      tractionId: ids.meeting,
    });
    expect(writes[1]?.body).toEqual({ ownerId: bea.id });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('without a new owner there is no reassign step', async () => {
    const user = userEvent.setup();
    const todo = todoFixture();
    const { calls } = stubTodo(todo, {
      [`PUT todo/${TODO_ID}`]: () => ({ body: { succeeded: true, todo: { ...todo, title: 'Call the bank!' } } }),
    });
    renderEdit();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated: Call the bank!')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('PUT')).map((c) => c.key)).toEqual([`PUT todo/${TODO_ID}`]);
  });

  it('sets the status through its own call with "Updated Status: {title}"', async () => {
    const user = userEvent.setup();
    const todo = todoFixture();
    const { calls } = stubTodo(todo, {
      [`PUT todo/${TODO_ID}/status`]: () => ({ body: { succeeded: true, todo: { ...todo, status: 'Done' } } }),
    });
    renderEdit();
    await user.click(await screen.findByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    expect(await screen.findByText('Updated Status: Call the bank')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT todo/${TODO_ID}/status`)?.body).toEqual({ status: 'Done' });
  });

  it('removes after a confirmation, with "To-Do removed"', async () => {
    const user = userEvent.setup();
    const { calls } = stubTodo(todoFixture(), { [`DELETE todo/${TODO_ID}`]: () => ({ body: { succeeded: true } }) });
    const { onClosed } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove To-Do' });
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('To-Do removed')).toBeTruthy();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.some((c) => c.key === `DELETE todo/${TODO_ID}`)).toBe(true);
  });

  it('opens read-only when the user may not edit it: fields disabled, no Save, no Remove', async () => {
    stubTodo(todoFixture({ abilities: { canEdit: false } }));
    renderEdit();
    expect(await screen.findByRole('dialog', { name: 'To-Do' })).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title.hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/^Owner/, { selector: 'input' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can view this item but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('opens read-only for an Observer even when the To-Do says it may be edited', async () => {
    stubTodo(todoFixture());
    renderEdit(sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } }));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says so when the To-Do no longer exists', async () => {
    stubApi({ 'GET todos': () => ({ body: [] }) });
    renderEdit();
    expect(await screen.findByText('This item no longer exists or was removed.')).toBeTruthy();
  });

  it('gives a personal To-Do the personal form and saves it through PUT personal-todo', async () => {
    const user = userEvent.setup();
    const todo = todoFixture({ isPersonal: true, tractionId: null });
    const { calls } = stubTodo(todo, {
      [`PUT personal-todo/${TODO_ID}`]: () => ({ body: { succeeded: true, todo: { ...todo, title: 'Call mum' } } }),
    });
    renderEdit();
    expect(await screen.findByText('Edit Personal To-Do')).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByLabelText(/^Meeting/, { selector: 'input' })).toBeNull();
    await user.clear(title);
    await user.type(title, 'Call mum');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated: Call mum')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT personal-todo/${TODO_ID}`)?.body).toEqual({
      title: 'Call mum',
      dueDate: '2030-01-14',
      contentHtml: '',
    });
  });
});
