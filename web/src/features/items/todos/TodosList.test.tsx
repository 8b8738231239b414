import type { Todo } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, ids, me, searchPage, sessionFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ItemPopupHost } from '../popups/ItemPopupHost';
import { PersonalTodosList } from './PersonalTodosList';
import { TodosList } from './TodosList';
import { pickerRoutes, TODO_ID, todoFixture } from './todoFixtures';

type Filters = Record<string, string[]>;

function stubSearch(todos: Todo[], more = {}) {
  return stubApi({
    ...pickerRoutes(),
    'POST todos/search': (body) => {
      const { filters } = body as { filters: Filters };
      // Answers as the server would for the owner filters, so Mine shows only the user's rows.
      const rows = todos.filter(
        (t) =>
          (!filters['owner-id'] || filters['owner-id'].includes(t.ownerId)) &&
          !filters['excluded-owner-ids']?.includes(t.ownerId),
      );
      return searchPage(rows);
    },
    ...more,
  });
}

function searches(calls: { key: string; body: unknown }[]): Filters[] {
  return calls.filter((c) => c.key === 'POST todos/search').map((c) => (c.body as { filters: Filters }).filters);
}

describe('TodosList', () => {
  it("lists the meeting's To-Dos with due date, owner and the overdue / two-weeks-old marks", async () => {
    const { calls } = stubSearch([
      todoFixture({ title: 'Late one', isOverdue: true }),
      todoFixture({ id: ids.cy, title: 'Old one', isStale: true, ownerId: bea.id, owner: bea, dueDate: '2030-03-05' }),
    ]);
    renderWithProviders(<TodosList tractionId={ids.meeting} />, { session: sessionFixture() });
    expect(await screen.findByRole('button', { name: 'Late one' })).toBeTruthy();
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
    expect(screen.getAllByText('Over two weeks old')).toHaveLength(1);
    expect(screen.getByText('Mar 5')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Owner: Bea Two' })).toBeTruthy();
    expect(searches(calls)[0]).toEqual({ 'traction-id': [ids.meeting] });
  });

  it('ticks a To-Do through PUT todo/{id}/complete and strikes it through', async () => {
    const user = userEvent.setup();
    const todo = todoFixture();
    const { calls } = stubSearch([todo], {
      [`PUT todo/${TODO_ID}/complete`]: () => ({ body: { succeeded: true, todo: { ...todo, status: 'Pending' } } }),
    });
    renderWithProviders(<TodosList tractionId={ids.meeting} />, { session: sessionFixture() });
    const box = await screen.findByRole('checkbox', { name: 'Complete: Call the bank' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect(calls.some((c) => c.key === `PUT todo/${TODO_ID}/complete`)).toBe(true));
    expect(calls.find((c) => c.key === `PUT todo/${TODO_ID}/complete`)?.body).toEqual({ isComplete: true });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('shows a finished To-Do ticked, and no working checkbox where the user may not edit', async () => {
    stubSearch([todoFixture({ status: 'Pending', abilities: { canEdit: false } })]);
    renderWithProviders(<TodosList tractionId={ids.meeting} />, { session: sessionFixture() });
    const box = await screen.findByRole('checkbox', { name: 'Complete: Call the bank' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.hasAttribute('disabled')).toBe(true);
  });

  it('says there is nothing yet when the meeting has no To-Dos', async () => {
    stubSearch([]);
    renderWithProviders(<TodosList tractionId={ids.meeting} />, { session: sessionFixture() });
    expect(await screen.findByText('No To-Dos in this meeting yet.')).toBeTruthy();
  });

  it('Mine asks the server for the user’s To-Dos only (owner-id)', async () => {
    const user = userEvent.setup();
    const { calls } = stubSearch([
      todoFixture(),
      todoFixture({ id: ids.cy, title: 'Bea’s', ownerId: bea.id, owner: bea }),
    ]);
    renderWithProviders(<TodosList tractionId={ids.meeting} />, { session: sessionFixture() });
    expect(await screen.findByRole('button', { name: 'Bea’s' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bea’s' })).toBeNull());
    expect(searches(calls).at(-1)).toEqual({ 'traction-id': [ids.meeting], 'owner-id': [me.id] });
  });

  it('the add button opens Add To-Do for this meeting', async () => {
    const user = userEvent.setup();
    stubSearch([]);
    renderWithProviders(
      <>
        <TodosList tractionId={ids.meeting} />
        <ItemPopupHost />
      </>,
      { session: sessionFixture() },
    );
    await user.click(await screen.findByRole('button', { name: 'Add To-Do' }));
    // The popup is its own lazily loaded chunk.
    expect(await screen.findByRole('dialog', { name: 'Add To-Do' }, { timeout: 8000 })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Meeting/, { selector: 'input' }) as HTMLInputElement).value).toBe(
        'Leadership Team',
      ),
    );
  });

  it('has no add button for an Observer', async () => {
    stubSearch([]);
    renderWithProviders(<TodosList tractionId={ids.meeting} />, {
      session: sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } }),
    });
    await screen.findByText('No To-Dos in this meeting yet.');
    expect(screen.queryByRole('button', { name: 'Add To-Do' })).toBeNull();
  });
});

describe('PersonalTodosList', () => {
  it("lists the user's personal To-Dos, and says so when there are none", async () => {
    const { calls } = stubSearch([]);
    renderWithProviders(<PersonalTodosList />, { session: sessionFixture() });
    expect(await screen.findByRole('heading', { name: 'My personal To-Dos' })).toBeTruthy();
    expect(await screen.findByText('No personal To-Dos yet.')).toBeTruthy();
    expect(searches(calls)[0]).toEqual({ personal: ['true'] });
  });

  it('ticks a personal To-Do and opens it in the personal popup', async () => {
    const user = userEvent.setup();
    const todo = todoFixture({ isPersonal: true, tractionId: null, title: 'Renew passport' });
    const { calls } = stubSearch([todo], {
      [`PUT todo/${TODO_ID}/complete`]: () => ({ body: { succeeded: true, todo: { ...todo, status: 'Pending' } } }),
      'GET todos': () => ({ body: [todo] }),
    });
    renderWithProviders(
      <>
        <PersonalTodosList />
        <ItemPopupHost />
      </>,
      { session: sessionFixture() },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Complete: Renew passport' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT todo/${TODO_ID}/complete`)?.body).toEqual({ isComplete: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Renew passport' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Personal To-Do' }, { timeout: 8000 })).toBeTruthy();
  });
});
