import type { Todo } from '@eos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterItemWrite } from '../features/items/api/entityCache';
import { issueFixture } from '../features/items/issues/issueFixtures';
import { ItemPopupHost } from '../features/items/popups/ItemPopupHost';
import { openItemPopup } from '../features/items/popups/store';
import { TodosList } from '../features/items/todos/TodosList';
import { pickerRoutes, TODO_ID, todoFixture } from '../features/items/todos/todoFixtures';
import { type Handler, stubApi } from '../test/api-stub';
import { ids, searchPage, sessionFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { hub, hubs } from './fakeHubs';
import { useFeatureFlag } from './featureFlags';
import { resetOwnWrites } from './liveEcho';
import { resetNewMarks } from './newItems';
import { useRealtime } from './socket';

vi.mock('socket.io-client', async () => (await import('./fakeHubs')).hubIoMock);

afterEach(() => {
  hubs.clear();
  resetNewMarks();
  resetOwnWrites();
  document.getElementById('live-announcer')?.remove();
});

const OTHER_ID = '00000000-0000-4000-8000-0000000000f2';

function Realtime() {
  useRealtime(ids.org);
  return null;
}

/** The meeting's To-Dos list under live updates, the server holding `store`; both hubs connected. */
async function setup(store: Todo[], more: Record<string, Handler> = {}) {
  const api = stubApi({
    ...pickerRoutes(),
    'GET session': () => ({ body: sessionFixture() }),
    'POST todos/search': () => searchPage(store),
    'GET todos': () => ({ body: store }),
    ...more,
  });
  const view = renderWithProviders(
    <>
      <Realtime />
      <TodosList tractionId={ids.meeting} />
      <ItemPopupHost />
    </>,
    { session: sessionFixture() },
  );
  await waitFor(() => expect(hubs.get('/live-update-hub')).toBeDefined());
  const live = hub('/live-update-hub');
  const appConfig = hub('/app-config-hub');
  act(() => {
    live.serverConnect('live-1');
    appConfig.serverConnect('config-1');
  });
  const searches = () => api.calls.filter((c) => c.key === 'POST todos/search').length;
  return { ...api, ...view, live, appConfig, searches, user: userEvent.setup() };
}

const rowOf = async (title: string) => {
  const li = (await screen.findByRole('button', { name: title })).closest('li');
  if (!li) throw new Error(`no row for ${title}`);
  return li as HTMLElement;
};
const spoken = () => document.getElementById('live-announcer')?.textContent ?? '';
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the live-update hub: items', { timeout: 30_000 }, () => {
  it("shows someone else's new To-Do in the list, marked New; opening it clears the mark", async () => {
    const store = [todoFixture()];
    const { live, searches, user } = await setup(store);
    await rowOf('Call the bank');
    const before = searches();

    store.push(todoFixture({ id: OTHER_ID, title: 'Book the venue' }));
    act(() => live.serverEmit('Added', { type: 'todo', id: OTHER_ID }));
    const row = await rowOf('Book the venue');
    expect(searches()).toBeGreaterThan(before);
    expect(await within(row).findByText('New')).toBeTruthy();
    expect(within(await rowOf('Call the bank')).queryByText('New')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Book the venue' }));
    expect(await screen.findByText('Edit To-Do')).toBeTruthy();
    await waitFor(() => expect(within(row).queryByText('New')).toBeNull());
  });

  it("refreshes the list for this tab's own new To-Do, without marking it New", async () => {
    const store = [todoFixture()];
    const { live, queryClient } = await setup(store);
    await rowOf('Call the bank');

    const mine = todoFixture({ id: OTHER_ID, title: 'My own one' });
    store.push(mine);
    // The hub's echo can arrive just before the HTTP answer that the add form hands to afterItemWrite.
    act(() => live.serverEmit('Added', { type: 'todo', id: OTHER_ID }));
    act(() => afterItemWrite(queryClient, 'todo', [mine]));
    const row = await rowOf('My own one');
    await pause(300);
    expect(within(row).queryByText('New')).toBeNull();
  });

  it("reloads someone else's change and announces it politely; not for this tab's own, nor for unseen items", async () => {
    const store = [todoFixture()];
    const { live, queryClient } = await setup(store);
    await rowOf('Call the bank');
    const region = document.getElementById('live-announcer');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('role')).toBe('status');

    store[0] = todoFixture({ title: 'Call the bank twice' });
    act(() => live.serverEmit('Updated', { type: 'todo', id: TODO_ID }));
    await rowOf('Call the bank twice');
    await waitFor(() => expect(spoken()).toBe('To-Do updated: Call the bank twice'));

    // This tab's own save comes back: the list follows, nothing is said.
    act(() => document.getElementById('live-announcer')?.replaceChildren());
    const saved = todoFixture({ title: 'Call the bank at nine' });
    store[0] = saved;
    act(() => live.serverEmit('Updated', { type: 'todo', id: TODO_ID }));
    act(() => afterItemWrite(queryClient, 'todo', [saved]));
    await rowOf('Call the bank at nine');
    await pause(300);
    expect(spoken()).toBe('');

    // An item on no list on screen.
    act(() => live.serverEmit('Updated', { type: 'todo', id: OTHER_ID }));
    await pause(300);
    expect(spoken()).toBe('');
  });

  it('closes an open To-Do or Issue editor that someone else deleted, with a message', async () => {
    const store = [todoFixture()];
    const issue = issueFixture({ id: OTHER_ID });
    const { live } = await setup(store, { 'GET issues': () => ({ body: [issue] }) });
    await rowOf('Call the bank');

    act(() => {
      openItemPopup({ kind: 'todo', id: TODO_ID });
    });
    expect(await screen.findByText('Edit To-Do')).toBeTruthy();
    store.length = 0;
    act(() => live.serverEmit('Deleted', { type: 'todo', id: TODO_ID }));
    expect(await screen.findByText('This To-Do has been removed by another member of the meeting.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Edit To-Do')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Call the bank' })).toBeNull());

    act(() => {
      openItemPopup({ kind: 'issue', id: OTHER_ID });
    });
    expect(await screen.findByText('Edit Issue')).toBeTruthy();
    act(() => live.serverEmit('Deleted', { type: 'issue', id: OTHER_ID }));
    expect(await screen.findByText('This issue has been removed by another member of the meeting.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Edit Issue')).toBeNull());
  });

  it("this tab's own Remove is not news, even when the hub's Deleted beats the answer", async () => {
    const store = [todoFixture()];
    const setupResult = await setup(store, {
      [`DELETE todo/${TODO_ID}`]: () => {
        store.length = 0;
        // The server tells the room after its commit, before this tab has the answer.
        setupResult.live.serverEmit('Deleted', { type: 'todo', id: TODO_ID });
        return { body: { succeeded: true } };
      },
    });
    const { user } = setupResult;
    await user.click(await screen.findByRole('button', { name: 'Call the bank' }));
    expect(await screen.findByText('Edit To-Do')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove To-Do' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('To-Do removed')).toBeTruthy();
    await pause(300);
    expect(screen.queryByText('This To-Do has been removed by another member of the meeting.')).toBeNull();
  });

  it('after a dropped connection: lost, then restored, and the lists fetched again', async () => {
    const { live, searches } = await setup([todoFixture()]);
    await rowOf('Call the bank');
    const before = searches();

    act(() => live.serverDrop());
    expect(await screen.findByText('Connection lost. Attempting to reconnect...')).toBeTruthy();
    act(() => live.serverConnect('live-2'));
    expect(await screen.findByText('Connection restored')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Connection lost. Attempting to reconnect...')).toBeNull());
    await waitFor(() => expect(searches()).toBeGreaterThan(before));
  });

  it("NewRelease asks for a refresh: 'We've released new features!', the release notes and OK", async () => {
    const { live } = await setup([]);
    act(() => live.serverEmit('NewRelease', { type: 'release' }));
    const dialog = await screen.findByRole('dialog', { name: "We've released new features!" });
    expect(within(dialog).getByText('Please refresh your browser to get the latest version.')).toBeTruthy();
    const notes = within(dialog).getByRole('link', { name: 'Read the release notes' });
    // Our own What's New page (CHANGELOG.md), in a new tab so the page being refreshed stays as it is.
    expect(notes.getAttribute('href')).toBe('/whats-new');
    expect(notes.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});

function FlagProbe() {
  return <output data-testid="flag">{String(useFeatureFlag('cascade-headlines'))}</output>;
}

describe('the app-config hub', { timeout: 30_000 }, () => {
  it('AppConfigUpdated refreshes the feature flags without a reload, and so does a reconnection', async () => {
    let cascade = false;
    const flagCalls = () => api.calls.filter((c) => c.key === 'GET app-configuration/feature-flags').length;
    const api = stubApi({
      'GET session': () => ({ body: sessionFixture() }),
      'GET app-configuration/feature-flags': () => ({ body: { 'cascade-headlines': cascade } }),
    });
    renderWithProviders(
      <>
        <Realtime />
        <FlagProbe />
      </>,
      { session: sessionFixture() },
    );
    await waitFor(() => expect(screen.getByTestId('flag').textContent).toBe('false'));
    await waitFor(() => expect(hubs.get('/app-config-hub')).toBeDefined());
    const appConfig = hub('/app-config-hub');
    act(() => appConfig.serverConnect('config-1'));

    cascade = true;
    act(() => appConfig.serverEmit('AppConfigUpdated', {}));
    await waitFor(() => expect(screen.getByTestId('flag').textContent).toBe('true'));

    cascade = false;
    const before = flagCalls();
    act(() => appConfig.serverDrop());
    act(() => appConfig.serverConnect('config-2'));
    await waitFor(() => expect(screen.getByTestId('flag').textContent).toBe('false'));
    expect(flagCalls()).toBeGreaterThan(before);
  });
});
