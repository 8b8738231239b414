import type { Notification } from '@eos/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastSocket, sockets } from '../features/live/fakeSocket';
import {
  approvalUrl,
  DAY,
  denyUrl,
  HOUR,
  MINUTE,
  notificationFixture,
  notificationId,
  notificationRoutes,
  upgradeRequestFixture,
} from '../features/notifications/testing';
import { UpgradeRequestControl } from '../features/notifications/UpgradeRequestControl';
import { type Handler, stubApi } from '../test/api-stub';
import { ids, sessionFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { NotificationBell } from './NotificationBell';

vi.mock('socket.io-client', async () => (await import('../features/live/fakeSocket')).socketIoMock);

afterEach(() => {
  sockets.length = 0;
});

/** A session where the deployment bills: the upgrade approval offers the checkout. */
const billing = { ...sessionFixture(), billingEnabled: true };

/** The bell in a signed-in shell over a notification center holding `store`; its hub connected. */
async function setup(
  store: Notification[],
  extra: Record<string, Handler> = {},
  session: ReturnType<typeof sessionFixture> = sessionFixture(),
) {
  const api = stubApi({ ...notificationRoutes(store), ...extra });
  const view = renderWithProviders(
    <>
      <NotificationBell />
      <UpgradeRequestControl />
    </>,
    { session },
  );
  await waitFor(() => expect(lastSocket()).toBeDefined());
  const socket = lastSocket();
  if (!socket) throw new Error('no socket');
  act(() => socket.serverConnect('hub-1'));
  return { ...api, ...view, socket, user: userEvent.setup() };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });

async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bell());
  return screen.findByRole('dialog');
}

/** The list row of the notification about `To-Do {n}`. */
function row(n: number): HTMLElement {
  const text = screen.getByText(`Bea Two assigned you the To-Do “To-Do ${n}”.`);
  const li = text.closest('li');
  if (!li) throw new Error(`no row for ${n}`);
  return li;
}

const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description, p, div' });

describe('NotificationBell', { timeout: 30_000 }, () => {
  it('shows the unread count on the bell, and no badge when nothing is unread', async () => {
    const { unmount } = await setup([
      notificationFixture(1, MINUTE),
      notificationFixture(2, HOUR),
      notificationFixture(3, DAY, { isRead: true }),
    ]);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    unmount();

    await setup([notificationFixture(1, MINUTE, { isRead: true })]);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByText('0')).toBeNull();
  });

  it('lists Today, This week and Older, newest first, with relative times and unread ones marked', async () => {
    const { user } = await setup([
      notificationFixture(1, 30 * 1000),
      notificationFixture(2, 2 * HOUR, { isRead: true }),
      notificationFixture(3, 3 * DAY),
      notificationFixture(4, 40 * DAY, { createdAt: '2021-05-04T12:00:00.000Z' }),
    ]);
    const list = await openList(user);
    await within(list).findByText('Today');
    const groups = within(list).getAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Today', 'This week', 'Older']);
    const section = (name: string) => within(list).getByRole('region', { name });
    expect(
      within(section('Today'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('To-Do 1'), expect.stringContaining('To-Do 2')]);
    expect(within(row(1)).getByText('30 seconds ago')).toBeTruthy();
    expect(within(row(2)).getByText('2 hours ago')).toBeTruthy();
    expect(within(section('This week')).getByText(/To-Do 3/)).toBeTruthy();
    expect(within(row(4)).getByText('May 4, 2021')).toBeTruthy();
    // Unread is said in words (and bold with a dot), not by colour alone.
    expect(within(row(1)).getByText('Unread')).toBeTruthy();
    expect(within(row(2)).queryByText('Unread')).toBeNull();
  });

  it('shows skeletons while the list loads, and the empty state when there is nothing', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, fetchMock } = await setup([]);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('notification-center/search')) await gate;
      return (answer as NonNullable<typeof answer>)(input, init);
    });
    const list = await openList(user);
    expect(within(list).getByRole('status', { name: 'Loading notifications' })).toBeTruthy();
    release();
    expect(await within(list).findByText('No notifications yet')).toBeTruthy();
    expect(within(list).queryByRole('status')).toBeNull();
  });

  it('loads the next page only when scrolled within 10 px of the bottom, 300 ms after scrolling stops', async () => {
    const store = Array.from({ length: 30 }, (_, i) => notificationFixture(i + 1, (i + 1) * MINUTE));
    const { user, calls } = await setup(store);
    const list = await openList(user);
    await within(list).findByText(/To-Do 25”/);
    expect(within(list).queryByText(/To-Do 26”/)).toBeNull();
    const searches = () => calls.filter((c) => c.key === 'POST notification-center/search');

    const scroller = screen.getByTestId('notification-scroller');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 480 });
    // 20 px from the bottom: not yet.
    scroller.scrollTop = 1500;
    fireEvent.scroll(scroller);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searches()).toHaveLength(1);

    // 8 px from the bottom: the next page, once scrolling has been still for 300 ms.
    scroller.scrollTop = 1512;
    fireEvent.scroll(scroller);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(searches()).toHaveLength(1);
    expect(await within(list).findByText(/To-Do 30”/)).toBeTruthy();
    expect(searches().map((c) => c.body)).toEqual([
      expect.objectContaining({ startIndex: 0, endIndex: 25, includeTotalCount: true }),
      expect.objectContaining({ startIndex: 25, endIndex: 50 }),
    ]);
    // Everything is loaded: the bottom asks for nothing more.
    fireEvent.scroll(scroller);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searches()).toHaveLength(2);
  });

  it('marks one read and unread, removes one, and marks all read, keeping the badge right', async () => {
    const store = [notificationFixture(1, MINUTE), notificationFixture(2, HOUR), notificationFixture(3, 2 * HOUR)];
    const { user, calls } = await setup(store);
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await openList(user);
    await screen.findByText(/To-Do 1”/);

    await user.click(within(row(1)).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(row(1)).queryByText('Unread')).toBeNull());
    expect(calls.find((c) => c.key === 'PUT notification-center/read')?.body).toEqual({ id: notificationId(1) });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    await user.click(within(row(1)).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(within(row(1)).getByText('Unread')).toBeTruthy());
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });

    await user.click(within(row(2)).getByRole('button', { name: 'Remove notification' }));
    await waitFor(() => expect(screen.queryByText(/To-Do 2”/)).toBeNull());
    expect(calls.find((c) => c.key === 'PUT notification-center/remove')?.body).toEqual({ id: notificationId(2) });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
    expect(calls.find((c) => c.key === 'PUT notification-center/read/all')?.body).toEqual([
      { id: notificationId(1) },
      { id: notificationId(3) },
    ]);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the link of a notification from the keyboard, marking it read', async () => {
    const store = [notificationFixture(1, MINUTE, { link: '/todos/abc' })];
    const { user, calls } = await setup(store);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // Keyboard only: Tab to the bell, Enter opens the list, Tab to the message, Enter follows it.
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    // Escape closes the list and gives focus back to the bell.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell());
    await user.keyboard('{Enter}');
    const message = await screen.findByRole('button', { name: /To-Do 1”/ });
    // Focus moves into the list, and the message is a Tab or two away (after Mark all read).
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 3 && document.activeElement !== message; i++) await user.tab();
    expect(document.activeElement).toBe(message);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/todos/abc'));
    expect(calls.find((c) => c.key === 'PUT notification-center/read')?.body).toEqual({ id: notificationId(1) });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the message in the language pack, or the server text for an id it does not know', async () => {
    const { user } = await setup([
      notificationFixture(1, MINUTE, { messageKey: 'NOTIF_FROM_A_NEWER_SERVER', message: 'Something new happened.' }),
      notificationFixture(2, HOUR, { messageKey: 'NOTIF_MEETING_INVITE', messageParams: ['Cy Three', 'Sales L10'] }),
    ]);
    const list = await openList(user);
    expect(await within(list).findByText('Something new happened.')).toBeTruthy();
    expect(within(list).getByText('Cy Three invited you to the meeting Sales L10.')).toBeTruthy();
  });

  it('live: a new notification tops the list and the badge; read and removed in another tab follow', async () => {
    const store = [notificationFixture(1, HOUR)];
    const { user, socket } = await setup(store);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await openList(user);
    await screen.findByText(/To-Do 1”/);

    const fresh = notificationFixture(2, 0);
    store.unshift(fresh);
    act(() => socket.serverEmit('NewNotification', fresh));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const items = within(screen.getByRole('region', { name: 'Today' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('To-Do 2');

    // Another tab read the old one and removed the new one.
    store.splice(0, 1);
    store[0] = { ...(store[0] as Notification), isRead: true };
    act(() => socket.serverEmit('NotificationRead', { ids: [notificationId(1)] }));
    act(() => socket.serverEmit('NotificationRemoved', { ids: [notificationId(2)] }));
    await waitFor(() => expect(screen.queryByText(/To-Do 2”/)).toBeNull());
    expect(within(row(1)).queryByText('Unread')).toBeNull();
    await screen.findByRole('button', { name: 'Notifications' });
    // Something that is not a notification event is ignored.
    act(() => socket.serverEmit('NewNotification', { id: 'not-a-notification' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('live: after a dropped connection comes back, what arrived meanwhile is fetched', async () => {
    const store = [notificationFixture(1, HOUR)];
    const { user, socket } = await setup(store);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await openList(user);
    await screen.findByText(/To-Do 1”/);

    act(() => socket.serverDrop());
    store.unshift(notificationFixture(2, MINUTE), notificationFixture(3, 2 * MINUTE));
    act(() => socket.serverConnect('hub-2'));
    expect(await screen.findByText(/To-Do 2”/)).toBeTruthy();
    expect(screen.getByText(/To-Do 3”/)).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  });

  it('approves an upgrade for the person only: Request Completed, and the buttons go', async () => {
    const { user, calls } = await setup([upgradeRequestFixture(1, MINUTE)], {}, billing);
    await openList(user);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve upgrade request' });
    const personOnly = within(modal).getByRole('radio', { name: 'Upgrade this person only' });
    expect((personOnly as HTMLInputElement).checked).toBe(true);
    expect(within(modal).getByRole('radio', { name: 'Upgrade and continue to subscription checkout' })).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Approve' }));
    expect(await toast('Request Completed')).toBeTruthy();
    expect(calls.some((c) => c.key === `POST ${approvalUrl}`)).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve upgrade request' })).toBeNull());

    await openList(user);
    await screen.findByText('Bea Two asked to be upgraded from Observer to a licensed user.');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
  });

  it('offers no checkout where the deployment does not bill: the approval upgrades the person', async () => {
    const { user, calls } = await setup([upgradeRequestFixture(1, MINUTE)]);
    await openList(user);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve upgrade request' });
    expect(within(modal).queryByRole('radio')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Approve' }));
    expect(await toast('Request Completed')).toBeTruthy();
    expect(calls.some((c) => c.key === `POST ${approvalUrl}`)).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('approves an upgrade and goes on to subscription checkout', async () => {
    const { user, calls } = await setup([upgradeRequestFixture(1, MINUTE)], {}, billing);
    await openList(user);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve upgrade request' });
    await user.click(within(modal).getByRole('radio', { name: 'Upgrade and continue to subscription checkout' }));
    await user.click(within(modal).getByRole('button', { name: 'Approve' }));
    expect(await toast('Request Completed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
    expect(calls.filter((c) => c.key === `POST ${approvalUrl}`)).toHaveLength(1);
  });

  it('cancelling the approval posts nothing and brings the list back', async () => {
    const { user, calls } = await setup([upgradeRequestFixture(1, MINUTE)]);
    await openList(user);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve upgrade request' });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(calls.some((c) => c.key === `POST ${approvalUrl}`)).toBe(false);
  });

  it('denies an upgrade: Updated, and the buttons go', async () => {
    const { user, calls } = await setup([upgradeRequestFixture(1, MINUTE)]);
    await openList(user);
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await toast('Updated')).toBeTruthy();
    expect(calls.some((c) => c.key === `POST ${denyUrl}`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows no buttons on a request already decided (here or elsewhere)', async () => {
    const { user, socket } = await setup([
      upgradeRequestFixture(1, MINUTE, { isActioned: true }),
      upgradeRequestFixture(2, HOUR, { messageParams: ['Cy Three'] }),
    ]);
    await openList(user);
    await screen.findByText('Cy Three asked to be upgraded from Observer to a licensed user.');
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    // Another admin decided the second one.
    act(() => socket.serverEmit('NotificationActioned', { ids: [notificationId(2)] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it("a refused decision shows the server's first message, else 'An unknown error occurred.'", async () => {
    const refused = {
      status: 422,
      body: { succeeded: false, messages: [{ text: 'There is no pending upgrade request for this person.' }] },
    };
    const { user } = await setup([upgradeRequestFixture(1, MINUTE)], {
      [`POST ${denyUrl}`]: () => refused,
      [`POST ${approvalUrl}`]: () => ({ status: 500, body: { succeeded: false, messages: [] } }),
    });
    await openList(user);
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await toast('There is no pending upgrade request for this person.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve upgrade request' });
    await user.click(within(modal).getByRole('button', { name: 'Approve' }));
    expect(await toast('An unknown error occurred.')).toBeTruthy();
    // The modal stays, so the user can read it and cancel.
    expect(screen.getByRole('dialog', { name: 'Approve upgrade request' })).toBeTruthy();
  });

  it("the outcome of the Observer's own request reloads the session, so the status follows at once", async () => {
    const asked = (upgradeRequestStatus: 'Pending' | 'Denied') =>
      sessionFixture({
        org: { id: ids.org, name: 'Demo', role: 'Observer' },
        user: { abilities: ['org.read', 'upgrade.request'], upgradeRequestStatus },
      });
    const { socket, calls } = await setup([], { 'GET session': () => ({ body: asked('Denied') }) }, asked('Pending'));
    expect(screen.getByTestId('upgrade-status').textContent).toBe('Upgrade pending approval');
    const denied = notificationFixture(1, 0, {
      type: 'UpgradeDenied',
      messageKey: 'NOTIF_UPGRADE_DENIED',
      messageParams: ['Ada Owner', 'Demo'],
    });
    act(() => socket.serverEmit('NewNotification', denied));
    await waitFor(() => expect(screen.getByTestId('upgrade-status').textContent).toBe('Upgrade not approved'));
    expect(screen.getByRole('button', { name: 'Request Upgrade' })).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET session')).toHaveLength(1);
  });
});
