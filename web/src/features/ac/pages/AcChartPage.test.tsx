import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { publishLiveEvent } from '../../../app/liveEvents';
import { ids, sessionFixture } from '../../../test/fixtures';
import { seatAnswer, showChart } from '../test/acChartTestPage';
import { acIds, chartFixture } from '../test/acFixtures';
import { stubFlowLayout } from '../test/flowDom';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubFlowLayout();
});
afterAll(() => restoreLayout());
beforeEach(() => resetOwnWrites());

const observer = sessionFixture({ org: { id: ids.org, name: 'Demo', role: 'Observer' } });

/** Opens a seat's actions menu and picks an item. */
async function seatMenu(title: string, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the Accountability Chart page', { timeout: 30_000 }, () => {
  it('shows each seat with its holder, roles and LT badge, and an open seat as such', async () => {
    showChart(() => chartFixture());
    const top = await screen.findByRole('group', { name: 'Integrator: Ada Owner' });
    expect(within(top).getByText('Lead, manage, hold accountable')).toBeTruthy();
    expect(within(top).getByText('LT')).toBeTruthy();
    const ops = screen.getByRole('group', { name: 'Operations: Open seat' });
    expect(within(ops).getByText('Open seat')).toBeTruthy();
    expect(within(ops).getByText('Customer service')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accountability Chart 2030' })).toBeTruthy();
    // No insert above the top seat; the others have one, and the seats with seats below can fold.
    expect(screen.queryByRole('button', { name: 'Add seat above Integrator' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add seat above Sales' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide seats below Sales' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });

  it('is read-only for an Observer: no add, insert or edit', async () => {
    showChart(() => chartFixture(), { who: observer });
    await screen.findByRole('group', { name: 'Integrator: Ada Owner' });
    expect(screen.queryByRole('button', { name: /^Add seat/ })).toBeNull();
    await seatMenu('Sales', 'Notes');
    expect(screen.queryByRole('menuitem', { name: 'Edit Seat' })).toBeNull();
  });

  it('is read-only on a Final chart and without edit rights', async () => {
    showChart(() => chartFixture({ isPublished: true }));
    await screen.findByRole('group', { name: 'Integrator: Ada Owner' });
    expect(screen.queryByRole('button', { name: /^Add seat/ })).toBeNull();
  });

  it('refuses an empty role line under it and above the buttons, sending nothing', async () => {
    const page = showChart(() => chartFixture());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add seat below Integrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Seat' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Marketing');
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field cannot be empty.')).toBeTruthy();
    expect(within(dialog).getByText('Please fix highlighted field(s) above')).toBeTruthy();
    expect(page.writes()).toEqual([]);
  });

  it('creates a seat below another and says so', async () => {
    const after = chartFixture();
    const page = showChart(() => chartFixture(), {
      routes: { 'PUT create-seat': () => seatAnswer(after, acIds.rep) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add seat below Integrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Seat' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Marketing');
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Role 1' }), 'Brand');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seat Created')).toBeTruthy();
    expect(page.writes()).toEqual([
      {
        key: 'PUT create-seat',
        body: {
          title: 'Marketing',
          assignedToId: null,
          roles: ['Brand'],
          isAssistant: false,
          parentId: acIds.root,
          childId: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Seat' })).toBeNull());
  });

  it('inserts a seat above another, which goes below the new one', async () => {
    const page = showChart(() => chartFixture(), {
      routes: { 'PUT insert-seat': () => seatAnswer(chartFixture(), acIds.rep) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add seat above Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Seat' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Revenue');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seat Created')).toBeTruthy();
    expect(page.writes()).toEqual([
      {
        key: 'PUT insert-seat',
        body: {
          title: 'Revenue',
          assignedToId: null,
          roles: [],
          isAssistant: false,
          parentId: acIds.root,
          childId: acIds.sales,
        },
      },
    ]);
  });

  it('opens Add Issue with the seat holder as its owner, and Add Assistant named for the holder', async () => {
    showChart(() => chartFixture());
    await seatMenu('Sales', 'Add Issue');
    await waitFor(() => expect(screen.getByTestId('popups').textContent).toContain('"kind":"issue"'));
    expect(screen.getByTestId('popups').textContent).toContain(ids.bea);
    await seatMenu('Sales', 'Add Assistant');
    expect(await screen.findByRole('dialog', { name: 'Add Assistant for Bea Two' })).toBeTruthy();
  });

  it('removes only the holder, or deletes the seat, from the remove question', async () => {
    const page = showChart(() => chartFixture(), {
      routes: {
        [`PUT edit-seat/${acIds.sales}`]: () => seatAnswer(chartFixture(), acIds.sales),
        [`DELETE remove-seat/${acIds.sales}`]: () => seatAnswer(chartFixture(), acIds.sales),
      },
    });
    const user = userEvent.setup();
    await seatMenu('Sales', 'Remove Seat');
    let dialog = await screen.findByRole('dialog', { name: 'Remove Seat' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove seat holder' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Seat' })).toBeNull());

    await seatMenu('Sales', 'Remove Seat');
    dialog = await screen.findByRole('dialog', { name: 'Remove Seat' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete seat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Seat' })).toBeNull());

    expect(page.writes()).toEqual([
      {
        key: `PUT edit-seat/${acIds.sales}`,
        body: {
          title: 'Sales',
          assignedToId: null,
          roles: ['Sales process', 'Hit the sales goal'],
          isAssistant: false,
          parentId: acIds.root,
        },
      },
      { key: `DELETE remove-seat/${acIds.sales}`, body: undefined },
    ]);
  });

  it('opens the remove question with Delete and the edit popup with Enter on a focused card', async () => {
    showChart(() => chartFixture());
    const user = userEvent.setup();
    const card = await screen.findByRole('group', { name: 'Sales: Bea Two' });
    card.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Edit Seat' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    card.focus();
    await user.keyboard('{Delete}');
    expect(await screen.findByRole('dialog', { name: 'Remove Seat' })).toBeTruthy();
  });

  it('tells the user when another user removes the open chart, and keeps it readable without writes', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showChart(() => chartFixture());
    await screen.findByRole('group', { name: 'Sales: Bea Two' });
    act(() => publishLiveEvent('Deleted', { type: 'acRevision', id: acIds.revision, collectionId: acIds.collection }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Removed' });
    expect(within(dialog).getByText('This Accountability Chart has been removed by another user.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go to Accountability Chart home' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(screen.getByRole('group', { name: 'Sales: Bea Two' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add seat/ })).toBeNull();
  });

  it('saves a removed chart again as a copy, seat by seat under the right seats, and opens it', async () => {
    const folder = '99999999-9999-4999-8999-00000000f001';
    const copy = '99999999-9999-4999-8999-00000000f002';
    const base = `ac/collection/${folder}/revision/${copy}`;
    const made: { title: string; parentTitle: string | null }[] = [];
    const nextId = () => `99999999-9999-4999-8999-${String(made.length).padStart(12, '0')}`;
    const titles = new Map<string, string>();
    showChart(() => chartFixture(), {
      elsewhere: {
        'GET ac/collections/company-folder': () => ({ body: { succeeded: true, collection: { id: folder } } }),
        [`PUT ac/collection/${folder}/revision`]: () => ({
          body: {
            succeeded: true,
            revision: {
              id: copy,
              title: 'Accountability Chart 2031',
              collectionId: folder,
              collectionTitle: 'Acme Accountability Chart',
              isPublished: false,
              created: '2031-01-01T00:00:00.000Z',
              updated: '2031-01-01T00:00:00.000Z',
              createdById: ids.me,
              createdByName: 'Ada Owner',
              canEdit: true,
            },
          },
        }),
        [`PUT ${base}/create-seat`]: (body) => {
          const seat = body as { title: string; parentId: string | null };
          made.push({ title: seat.title, parentTitle: seat.parentId ? (titles.get(seat.parentId) ?? '?') : null });
          const id = nextId();
          titles.set(id, seat.title);
          return seatAnswer(chartFixture(), id);
        },
      },
    });
    const user = userEvent.setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await screen.findByRole('group', { name: 'Sales: Bea Two' });
    act(() => publishLiveEvent('Deleted', { type: 'acRevision', id: acIds.revision, collectionId: acIds.collection }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Removed' });
    await user.click(within(dialog).getByRole('button', { name: 'Save a copy' }));
    expect(await screen.findByText('Copy made: Accountability Chart 2031')).toBeTruthy();
    expect(made).toEqual([
      { title: 'Integrator', parentTitle: null },
      { title: 'Sales', parentTitle: 'Integrator' },
      { title: 'Operations', parentTitle: 'Integrator' },
      { title: 'Executive Assistant', parentTitle: 'Integrator' },
      { title: 'Sales Rep', parentTitle: 'Sales' },
    ]);
  });

  it('offers an Observer only the way home when the chart is removed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showChart(() => chartFixture(), { who: observer });
    await screen.findByRole('group', { name: 'Sales: Bea Two' });
    act(() => publishLiveEvent('Deleted', { type: 'acRevision', id: acIds.revision }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Removed' });
    expect(within(dialog).queryByRole('button', { name: 'Keep it open' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Go to Accountability Chart home' })).toBeTruthy();
  });

  it('moves between seats with the arrow keys, for a reader too', async () => {
    showChart(() => chartFixture(), { who: observer });
    const user = userEvent.setup();
    (await screen.findByRole('group', { name: 'Sales: Bea Two' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Operations: Open seat' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Integrator: Ada Owner' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Sales: Bea Two' }));
    // Nothing to edit for an Observer: Enter opens nothing.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the notes panel be made wider from its edge, 350 px to start, and remembers it', async () => {
    localStorage.removeItem('ac-notes-width');
    showChart(() => chartFixture());
    const user = userEvent.setup();
    await seatMenu('Sales', 'Notes');
    const edge = await screen.findByRole('separator', { name: 'Resize the notes panel' });
    expect(edge.getAttribute('aria-valuenow')).toBe('350');
    edge.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(edge.getAttribute('aria-valuenow')).toBe('390');
    await user.click(screen.getByRole('button', { name: 'Close notes' }));
    await waitFor(() => expect(screen.queryByRole('separator', { name: 'Resize the notes panel' })).toBeNull());
    await seatMenu('Operations', 'Notes');
    expect(
      (await screen.findByRole('separator', { name: 'Resize the notes panel' })).getAttribute('aria-valuenow'),
    ).toBe('390');
  });

  it('saves the notes a second after typing stops', async () => {
    const page = showChart(() => chartFixture(), {
      routes: { [`PUT edit-seat/${acIds.sales}/notes`]: () => seatAnswer(chartFixture(), acIds.sales) },
    });
    const user = userEvent.setup();
    await seatMenu('Sales', 'Notes');
    const box = await screen.findByRole('textbox', { name: 'Notes for Sales' });
    expect(screen.getByText('NOTES')).toBeTruthy();
    await user.click(box);
    await user.paste('Owns the pipeline');
    expect(page.writes()).toEqual([]);
    await waitFor(() =>
      expect(page.writes()).toEqual([
        {
          key: `PUT edit-seat/${acIds.sales}/notes`,
          body: { id: acIds.sales, notes: '<p>Owns the pipeline</p>' },
        },
      ]),
    );
  });

  it('asks before closing the notes with text not saved yet, and Discard sends nothing', async () => {
    const page = showChart(() => chartFixture());
    const user = userEvent.setup();
    await seatMenu('Sales', 'Notes');
    await user.click(await screen.findByRole('textbox', { name: 'Notes for Sales' }));
    await user.paste('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Close notes' }));
    expect(await screen.findByText('You have unsaved changes.')).toBeTruthy();
    // The question waits for the person: the save that was due meanwhile is held, not sent.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(page.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Notes for Sales' })).toBeNull());
    await new Promise((r) => setTimeout(r, 1_200));
    expect(page.writes()).toEqual([]);
  });

  it('goes back to writing from the question, and the held text is saved then', async () => {
    const page = showChart(() => chartFixture(), {
      routes: { [`PUT edit-seat/${acIds.sales}/notes`]: () => seatAnswer(chartFixture(), acIds.sales) },
    });
    const user = userEvent.setup();
    await seatMenu('Sales', 'Notes');
    await user.click(await screen.findByRole('textbox', { name: 'Notes for Sales' }));
    await user.paste('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Close notes' }));
    await screen.findByText('You have unsaved changes.');
    await user.click(screen.getByRole('button', { name: 'Return to editing' }));
    await waitFor(() =>
      expect(page.writes()).toEqual([
        { key: `PUT edit-seat/${acIds.sales}/notes`, body: { id: acIds.sales, notes: '<p>Half a thought</p>' } },
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'Notes for Sales' })).toBeTruthy();
  });

  it('tells the user when someone else saved the notes they are writing', async () => {
    showChart(() => chartFixture());
    const user = userEvent.setup();
    await seatMenu('Sales', 'Notes');
    await user.click(await screen.findByRole('textbox', { name: 'Notes for Sales' }));
    await user.paste('Mine');
    act(() =>
      publishLiveEvent('Updated', { type: 'acRevision', id: acIds.revision, partId: acIds.sales, by: ids.bea }),
    );
    expect(await screen.findByText('Someone else has edited this note.')).toBeTruthy();
  });

  it('invites an editor to add the top seat of an empty chart, and tells a reader nobody drew it', async () => {
    showChart(() => chartFixture({ seats: [] }));
    expect(await screen.findByRole('button', { name: 'Add the top seat' })).toBeTruthy();
  });

  it('tells a reader of an empty chart that nobody drew it yet', async () => {
    showChart(() => chartFixture({ seats: [], permissions: { canView: true, canEdit: false, canManage: false } }));
    expect(await screen.findByText('Nobody has drawn this chart yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the top seat' })).toBeNull();
  });

  it('shows the not-found page for a revision the server does not show', async () => {
    showChart(() => null);
    expect(await screen.findByText('Chart not found')).toBeTruthy();
  });
});
