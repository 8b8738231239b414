import type { Todo } from '@eos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onItemEvent } from '../../../app/itemLive';
import { type Handler, stubApi } from '../../../test/api-stub';
import { bea, ids, me, searchPage, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import { TODO_ID, todoFixture } from '../../items/todos/todoFixtures';
import { byOwner, MINE, meetingTitlesRoute, OTHERS, salesMeeting, searchFilters, widgetFixture } from './listTestData';
import { TodosWidget } from './TodosWidget';

const late = todoFixture({ title: 'Send the invoices', dueDate: '2029-12-20', isOverdue: true });
const sales = todoFixture({
  id: '00000000-0000-4000-8000-0000000000f2',
  title: 'Call the new lead',
  dueDate: '2030-01-14',
  tractionId: salesMeeting.id,
});
const personal = todoFixture({
  id: '00000000-0000-4000-8000-0000000000f3',
  title: 'Renew passport',
  dueDate: '2030-02-01',
  tractionId: null,
  isPersonal: true,
});
const beas = todoFixture({ id: ids.cy, title: 'Book the offsite', ownerId: bea.id, owner: bea });

/** The search answers the open To-Dos (in the server's due-date order) that the owner filters let through. */
function stubTodos(todos: Todo[], more: Record<string, Handler> = {}) {
  return stubApi({
    ...meetingTitlesRoute,
    'POST todos/search': (body) => searchPage(byOwner(todos, (body as { filters: Record<string, string[]> }).filters)),
    ...more,
  });
}

function renderWidget(filters = [MINE], readOnly = false) {
  return renderWithProviders(
    <>
      <TodosWidget widget={widgetFixture('todos', filters)} readOnly={readOnly} />
      <PopupProbe />
    </>,
    { session: sessionFixture() },
  );
}

const rowOf = (title: string) => screen.getByRole('button', { name: title }).closest('li') as HTMLElement;

describe('TodosWidget', () => {
  it('lists my open To-Dos by due date, personal ones too, with the meeting and the overdue mark', async () => {
    const { calls } = stubTodos([late, sales, personal]);
    renderWidget();
    await screen.findByRole('button', { name: 'Renew passport' });
    const titles = screen.getAllByRole('listitem').map((li) => within(li).getAllByRole('button')[0]?.textContent);
    expect(titles).toEqual(['Send the invoices', 'Call the new lead', 'Renew passport']);

    expect(within(rowOf('Send the invoices')).getByText('Overdue')).toBeTruthy();
    expect(within(rowOf('Send the invoices')).getByText('Dec 20')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Send the invoices')).getByText('Leadership Team')).toBeTruthy());
    expect(within(rowOf('Call the new lead')).getByText('Sales')).toBeTruthy();
    expect(within(rowOf('Call the new lead')).queryByText('Overdue')).toBeNull();
    expect(within(rowOf('Renew passport')).getByText('Personal')).toBeTruthy();

    // Across meetings (no traction-id, so personal To-Dos come too), open ones, soonest due first.
    expect(searchFilters(calls, 'todo')).toEqual([{ status: ['NotDone'], 'owner-id': [me.id] }]);
    expect(calls.find((c) => c.key === 'POST todos/search')?.body).toMatchObject({
      sorts: [{ property: 'dueDate', ascending: true }],
    });
    // The meeting names come in one batch.
    expect(calls.filter((c) => c.key === 'GET meetings')).toHaveLength(1);
  });

  it('completes a To-Do in place: PUT todo/{id}/complete, and the row leaves', async () => {
    const user = userEvent.setup();
    let open = [late, sales];
    const { calls } = stubTodos([], {
      'POST todos/search': () => searchPage(open),
      [`PUT todo/${TODO_ID}/complete`]: () => {
        open = [sales];
        return { body: { succeeded: true, todo: { ...late, status: 'Pending', isOverdue: false } } };
      },
    });
    renderWidget();
    await user.click(await screen.findByRole('checkbox', { name: 'Complete: Send the invoices' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the invoices' })).toBeNull());
    expect(calls.find((c) => c.key === `PUT todo/${TODO_ID}/complete`)?.body).toEqual({ isComplete: true });
    expect(screen.getByRole('button', { name: 'Call the new lead' })).toBeTruthy();
  });

  it('follows a colleague’s change from the live-update hub', async () => {
    let open = [late, sales];
    stubTodos([], { 'POST todos/search': () => searchPage(open) });
    const { queryClient } = renderWidget([]);
    await screen.findByRole('button', { name: 'Send the invoices' });
    open = [sales];
    act(() => onItemEvent(queryClient, 'Updated', { type: 'todo', id: TODO_ID }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the invoices' })).toBeNull());
  });

  it('Others asks for everyone else’s To-Dos and shows whose they are', async () => {
    const { calls } = stubTodos([late, beas]);
    renderWidget([OTHERS]);
    expect(await screen.findByRole('button', { name: 'Book the offsite' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the invoices' })).toBeNull();
    expect(within(rowOf('Book the offsite')).getByRole('img', { name: 'Owner: Bea Two' })).toBeTruthy();
    expect(searchFilters(calls, 'todo')).toEqual([{ status: ['NotDone'], 'excluded-owner-ids': [me.id] }]);
  });

  it('read-only: no checkbox, but the title still opens the To-Do (personal ones in their own popup)', async () => {
    const user = userEvent.setup();
    stubTodos([late, personal]);
    renderWidget([MINE], true);
    await user.click(await screen.findByRole('button', { name: 'Renew passport' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the invoices' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([
      { kind: 'personalTodo', id: personal.id },
      { kind: 'todo', id: TODO_ID },
    ]);
  });

  it('says when I have no open To-Dos and where to add one; a read-only viewer is not told to add', async () => {
    stubTodos([]);
    const { unmount } = renderWidget();
    expect(await screen.findByText('You have no open To-Dos.')).toBeTruthy();
    expect(screen.getByText('Add one with the To-Do button at the top of the page.')).toBeTruthy();
    unmount();
    renderWidget([MINE], true);
    expect(await screen.findByText('You have no open To-Dos.')).toBeTruthy();
    expect(screen.queryByText('Add one with the To-Do button at the top of the page.')).toBeNull();
  });

  it('shows the next 25 with Show more', async () => {
    const user = userEvent.setup();
    const { calls } = stubTodos([], {
      'POST todos/search': (body) => {
        const { startIndex } = body as { startIndex: number };
        const todo = startIndex === 0 ? late : sales;
        return { body: { succeeded: true, items: [todo], totalCount: 26, totalPages: 2 } };
      },
    });
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: 'Call the new lead' })).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST todos/search').map((c) => c.body)).toMatchObject([
      { startIndex: 0, endIndex: 25 },
      { startIndex: 25, endIndex: 50 },
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubTodos([], {
      'POST todos/search': () =>
        fail ? { status: 500, body: { succeeded: false, messages: [] } } : searchPage([late]),
    });
    renderWidget();
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send the invoices' })).toBeTruthy();
  });
});
