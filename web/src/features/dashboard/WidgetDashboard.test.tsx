import type { Widget } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/keys';
import { stubApi } from '../../test/api-stub';
import { ids, memberSession, searchPage } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import DashboardPage from './pages/DashboardPage';
import NewDashboardPage from './pages/NewDashboardPage';

afterEach(() => vi.unstubAllGlobals());

const mine = [{ id: 'owner-id' as const, value: ids.memberPerson, statuses: [] }];
const widget = (i: string, type: Widget['widgetSettings']['type'], y: number, filters = mine): Widget => ({
  i,
  x: 0,
  y,
  w: 6,
  h: 4,
  filters,
  widgetSettings: { type },
});

type Answer = { status?: number; body?: unknown };
function stub(widgets: Widget[], kind: 'widgets' | 'classic' = 'widgets', put?: (body: unknown) => Answer) {
  return stubApi({
    'GET session': () => ({ body: memberSession }),
    'GET dashboard': () => ({ body: { succeeded: true, dashboard: { kind, widgets } } }),
    'GET dashboard/ended-meetings': () => ({ body: { succeeded: true, items: [] } }),
    'PUT dashboard': (body) =>
      put?.(body) ?? {
        body: { succeeded: true, dashboard: { kind, widgets: (body as { widgets: Widget[] }).widgets } },
      },
    'POST todos/search': () => searchPage([]),
    'POST rocks/search': () => searchPage([]),
    'POST issues/search': () => searchPage([]),
    'POST headlines/search': () => searchPage([]),
  });
}

const open = (page = <DashboardPage />, url = '/', flags = {}) =>
  renderPage(page, { path: url, url, session: memberSession, flags });

const saves = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === 'PUT dashboard').map((c) => (c.body as { widgets: Widget[] }).widgets);

describe('the widget dashboard', () => {
  it('adds a Rocks widget for Others in two steps, saved once a second after the change', async () => {
    const { calls } = stub([widget('todos-1', 'todos', 0)]);
    open();
    expect(await screen.findByRole('region', { name: 'To-Dos · Mine' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add Widget' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose Widget' });
    for (const name of ['Meetings', 'To-Dos', 'Headlines', 'Rocks', 'Measurables', 'Issues'])
      expect(
        within(choose)
          .getByRole('button', { name: new RegExp(`^${name}`) })
          .hasAttribute('disabled'),
      ).toBe(false);
    await userEvent.click(within(choose).getByRole('button', { name: /^Rocks/ }));

    const filters = await screen.findByRole('dialog', { name: 'Choose filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Mine' }));
    // No owner chosen: nothing to show, so nothing to add.
    expect(within(filters).getByRole('button', { name: 'Add Widget' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Others' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Add Widget' }));

    expect(await screen.findByRole('region', { name: 'Rocks · Others' })).toBeTruthy();
    expect(saves(calls)).toEqual([]);
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2500 });
    expect(saves(calls)[0]?.at(-1)).toMatchObject({
      i: 'rocks-1',
      y: 4,
      filters: [{ id: 'excluded-owner-ids', value: ids.memberPerson }],
      widgetSettings: { type: 'rocks' },
    });
  });

  it('refuses a fifth widget of a type with the spec message', async () => {
    stub([0, 1, 2, 3].map((n) => widget(`todos-${n + 1}`, 'todos', n * 4)));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Widget' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose Widget' });
    const todos = within(choose).getByRole('button', { name: /^To-Dos/ });
    expect(todos.hasAttribute('disabled')).toBe(true);
    expect(within(choose).getByText('(Max number of widgets reached for To-Dos)')).toBeTruthy();
    expect(
      within(choose)
        .getByRole('button', { name: /^Rocks/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('adds meetings and measurables at once: they have no filters', async () => {
    const { calls } = stub([]);
    open();
    expect(await screen.findByText('Your dashboard has no widgets')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Widget' })[0] as HTMLElement);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Measurables/ }));
    expect(screen.queryByRole('dialog', { name: 'Choose filters' })).toBeNull();
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2500 });
    expect(saves(calls)[0]).toEqual([
      { i: 'measurables-1', x: 0, y: 0, w: 6, h: 6, filters: [], widgetSettings: { type: 'measurables' } },
    ]);
  });

  it('changes filters with Apply Filter, whose Save waits for an option; removes a widget', async () => {
    const { calls } = stub([widget('issues-1', 'issues', 0), widget('rocks-1', 'rocks', 4)]);
    open();
    const issues = await screen.findByRole('region', { name: 'Issues · Mine' });
    await userEvent.click(within(issues).getByRole('button', { name: 'Issues widget options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Filter' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mine' }));
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Choose at least one option.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mine' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Others' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Mine and Others: everyone's issues, no owner filter and no filter in the title.
    expect(await screen.findByRole('region', { name: 'Issues' })).toBeTruthy();

    const rocks = screen.getByRole('region', { name: 'Rocks · Mine' });
    await userEvent.click(within(rocks).getByRole('button', { name: 'Rocks widget options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove widget' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rocks · Mine' })).toBeNull());

    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2500 });
    expect(saves(calls)[0]).toEqual([{ ...widget('issues-1', 'issues', 0), filters: [] }]);
  });

  it('moves a widget from its menu, as a drag would', async () => {
    const { calls } = stub([widget('todos-1', 'todos', 0), widget('rocks-1', 'rocks', 4)]);
    open();
    const rocks = await screen.findByRole('region', { name: 'Rocks · Mine' });
    await userEvent.click(within(rocks).getByRole('button', { name: 'Rocks widget options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 2500 });
    const places = Object.fromEntries((saves(calls)[0] ?? []).map((w) => [w.i, w.y]));
    expect(places).toEqual({ 'todos-1': 4, 'rocks-1': 0 });
  });

  it('puts the stored layout back and says why when the server refuses a save', async () => {
    stub([widget('todos-1', 'todos', 0)], 'widgets', () => ({
      status: 422,
      body: {
        succeeded: false,
        messages: [
          {
            id: 'DASHBOARD_MAX_WIDGETS',
            text: '(Max number of widgets reached for To-Dos)',
            field: 'widgets',
            params: ['To-Dos'],
          },
        ],
      },
    }));
    open();
    const todos = await screen.findByRole('region', { name: 'To-Dos · Mine' });
    await userEvent.click(within(todos).getByRole('button', { name: 'To-Dos widget options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove widget' }));
    expect(await screen.findByText('Your dashboard has no widgets')).toBeTruthy();
    expect(await screen.findByText('(Max number of widgets reached for To-Dos)', {}, { timeout: 2500 })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'To-Dos · Mine' })).toBeTruthy();
  });
});

describe('which dashboard', () => {
  it('shows the classic list to a person who chose it, and the widgets at /new', async () => {
    stub([widget('todos-1', 'todos', 0)], 'classic');
    open();
    expect(await screen.findByText(/Your personal To-Dos/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'To-Dos · Mine' })).toBeNull();
  });

  it('previews the widgets at /new while the new-dashboard flag is off', async () => {
    stub([widget('todos-1', 'todos', 0)]);
    open(<NewDashboardPage />, '/new', { 'new-dashboard': false });
    expect(await screen.findByRole('heading', { name: 'New Dashboard' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'To-Dos · Mine' })).toBeTruthy();
    expect(screen.getByText(/This is the new dashboard/)).toBeTruthy();
  });
});

describe('saving across an organization switch', () => {
  it('drops a pending layout once the session has moved to another organization', async () => {
    const { calls } = stub([widget('todos-1', 'todos', 0), widget('rocks-1', 'rocks', 4)]);
    const { queryClient } = open();
    const rocks = await screen.findByRole('region', { name: 'Rocks · Mine' });
    await userEvent.click(within(rocks).getByRole('button', { name: 'Rocks widget options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove widget' }));
    // The switch lands within the second the save waits.
    queryClient.setQueryData(queryKeys.session, { ...memberSession, orgId: ids.org });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(saves(calls)).toEqual([]);
  });
});
