import { defaultTodoDueDate } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import PersonalTodoPopup from './PersonalTodoPopup';
import { TODO_ID, todoFixture } from './todoFixtures';

function renderPersonal(id?: string) {
  const onClosed = vi.fn();
  const view = renderWithProviders(
    <PersonalTodoPopup request={{ kind: 'personalTodo', key: 1, id }} onClosed={onClosed} />,
    {
      session: sessionFixture(),
    },
  );
  return { ...view, onClosed };
}

describe('Add / Edit Personal To-Do', () => {
  it('adds with title, notes and the default due date; no owner, no meeting', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST personal-todos': () => ({
        body: { succeeded: true, todo: todoFixture({ isPersonal: true, tractionId: null, title: 'Renew passport' }) },
      }),
    });
    const { onClosed } = renderPersonal();
    expect(await screen.findByText('Add Personal To-Do')).toBeTruthy();
    expect(screen.queryByLabelText(/^Owner/, { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText(/^Meeting/, { selector: 'input' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Renew passport');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('Photos first');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Created: Renew passport')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST personal-todos')?.body).toEqual({
      title: 'Renew passport',
      dueDate: defaultTodoDueDate(),
      contentHtml: '<p>Photos first</p>',
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('asks for the title and sends nothing without it', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderPersonal();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Required']));
    expect(calls.some((c) => c.key === 'POST personal-todos')).toBe(false);
  });

  it('"Add and create another" starts over and stays open', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST personal-todos': () => ({
        body: { succeeded: true, todo: todoFixture({ isPersonal: true, tractionId: null }) },
      }),
    });
    const { onClosed } = renderPersonal();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, 'One');
    await user.click(screen.getByRole('button', { name: 'Add and create another' }));
    expect(await screen.findByText('Created: One')).toBeTruthy();
    await waitFor(() => expect((title as HTMLInputElement).value).toBe(''));
    expect(onClosed).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.key === 'POST personal-todos')).toHaveLength(1);
  });

  it('edits through PUT personal-todo/{id} with "Updated: {title}"', async () => {
    const user = userEvent.setup();
    const todo = todoFixture({ isPersonal: true, tractionId: null, contentHtml: '<p>Old</p>' });
    const { calls } = stubApi({
      'GET todos': () => ({ body: [todo] }),
      [`PUT personal-todo/${TODO_ID}`]: () => ({
        body: { succeeded: true, todo: { ...todo, title: 'Call the bank now' } },
      }),
    });
    const { onClosed } = renderPersonal(TODO_ID);
    expect(await screen.findByText('Edit Personal To-Do')).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), ' now');
    expect(screen.queryByRole('button', { name: 'Add and create another' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated: Call the bank now')).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT personal-todo/${TODO_ID}`)?.body).toEqual({
      title: 'Call the bank now',
      dueDate: '2030-01-14',
      contentHtml: '<p>Old</p>',
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });
});
