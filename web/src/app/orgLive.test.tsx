import type { OrgSummary, SessionResponse } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { queryKeys } from '../api/keys';
import ShellLayout from '../shell/ShellLayout';
import { type Handler, stubApi } from '../test/api-stub';
import { ids, sessionFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { hub, hubs } from './fakeHubs';
import { resetLiveDialogs } from './liveDialogs';
import { resetOwnWrites } from './liveEcho';
import { deleteOrganization } from './orgLive';
import { useSession } from './session';
import { useRealtime } from './socket';
import { useApiErrorToasts } from './useApiErrorToasts';
import { resetLoadedVersion, serverBuildChanged } from './versionCheck';

vi.mock('socket.io-client', async () => (await import('./fakeHubs')).hubIoMock);

afterEach(() => {
  hubs.clear();
  resetOwnWrites();
  resetLiveDialogs();
});

const ACME: OrgSummary = {
  id: ids.memberOrg,
  name: 'Acme',
  role: 'Member',
  isDefault: false,
  theme: 'default',
  implementer: null,
};

/** Ada in Demo (current, Owner), and in Acme too unless `alone`. */
function twoOrgSession({ alone = false } = {}): SessionResponse & { user: NonNullable<SessionResponse['user']> } {
  const session = sessionFixture();
  return alone ? session : { ...session, user: { ...session.user, orgs: [...session.user.orgs, ACME] } };
}

/** The session as the server answers it after moving to Acme (or to no organization). */
function movedTo(org: OrgSummary | null): SessionResponse {
  const session = sessionFixture();
  return { ...session, orgId: org?.id ?? null, user: { ...session.user, orgs: org ? [org] : [] } };
}

/** Where the app is: the current organization and the org list, from the session cache. */
function SessionProbe() {
  const { data } = useSession();
  const current = data?.user?.orgs.find((o) => o.id === data.orgId)?.name ?? 'none';
  return (
    <>
      <output data-testid="org">{current}</output>
      <output data-testid="orgs">{data?.user?.orgs.map((o) => o.name).join(',')}</output>
    </>
  );
}

/** A people picker on screen, to see it refresh. */
function PeopleProbe() {
  useQuery({ queryKey: queryKeys.people({}), queryFn: () => api.post('people/search', {}) });
  return null;
}

function Realtime() {
  const { data } = useSession();
  useRealtime(data?.orgId ?? null);
  return null;
}

/**
 * The tab in a signed-in session, both hubs' live one connected. The fake server keeps the session:
 * GET session answers what it holds, and moving to Acme (PUT session/org) changes it.
 */
async function setup(session: SessionResponse, routes: Record<string, Handler> = {}) {
  let held = session;
  const stub = stubApi({
    'GET session': () => ({ body: held }),
    [`PUT session/org/${ACME.id}`]: () => {
      held = movedTo(ACME);
      return { body: held };
    },
    'POST people/search': () => ({ body: { succeeded: true, items: [], totalCount: 0, totalPages: 0 } }),
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <Realtime />
      <SessionProbe />
      <PeopleProbe />
    </>,
    { session, url: '/meetings' },
  );
  await waitFor(() => expect(hubs.get('/live-update-hub')).toBeDefined());
  const live = hub('/live-update-hub');
  act(() => live.serverConnect('live-1'));
  const count = (key: string) => stub.calls.filter((c) => c.key === key).length;
  return { ...stub, ...view, live, count, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;
const DELETED = 'Organization Demo deleted. You cannot access this Organization. Please, contact your internal team.';

describe('a new release', { timeout: 30_000 }, () => {
  it('is announced by the server, or found after the connection comes back; the same build says nothing', async () => {
    resetLoadedVersion();
    let version = 'build-1';
    const { live } = await setup(twoOrgSession(), { 'GET version': () => ({ body: { version } }) });
    // The page's build, as the first check finds it.
    expect(await serverBuildChanged()).toBe(false);

    act(() => live.serverEmit('NewRelease', { type: 'release', id: 'build-2' }));
    expect(await screen.findByRole('dialog', { name: "We've released new features!" })).toBeTruthy();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The node restarted with the same build: back online, nothing to say.
    act(() => live.serverDrop());
    act(() => live.serverConnect('live-2'));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog', { name: "We've released new features!" })).toBeNull();

    // It restarted with a new build while this page was offline and missed the announcement.
    version = 'build-2';
    act(() => live.serverDrop());
    act(() => live.serverConnect('live-3'));
    expect(await screen.findByRole('dialog', { name: "We've released new features!" })).toBeTruthy();
  });
});

describe('live organization updates', { timeout: 30_000 }, () => {
  it('the server ending this session’s sockets is not a lost connection: the session is read again', async () => {
    let answer: SessionResponse = twoOrgSession();
    const { live, count } = await setup(answer, { 'GET session': () => ({ body: answer }) });
    const before = count('GET session');
    // Removed from Demo: the server moved the session on and closed the sockets that were in Demo.
    answer = movedTo(ACME);
    act(() => live.serverEnd());
    await waitFor(() => expect(screen.getByTestId('org').textContent).toBe('Acme'));
    expect(count('GET session')).toBeGreaterThan(before);
    expect(screen.queryByText('Connection lost. Attempting to reconnect...')).toBeNull();
    // The hubs reconnect for the organization the session is in now.
    await waitFor(() => expect(hub('/live-update-hub')).not.toBe(live));
  });

  it('a deleted current organization: the dialog, then another organization, from the tools home', async () => {
    const { live, calls, user } = await setup(twoOrgSession());
    act(() => live.serverEmit('Deleted', { type: 'org', id: ids.org, name: 'Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organization deleted' });
    expect(within(dialog).getByText(DELETED)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('org').textContent).toBe('Acme'));
    expect(calls.map((c) => c.key)).toContain(`PUT session/org/${ACME.id}`);
    expect(location()).toBe('/');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with no organization left, the session is reloaded and has none', async () => {
    let answer: SessionResponse = twoOrgSession({ alone: true });
    const { live, calls } = await setup(answer, { 'GET session': () => ({ body: answer }) });
    answer = movedTo(null);
    act(() => live.serverEmit('Deleted', { type: 'org', id: ids.org, name: 'Demo' }));
    expect(await screen.findByText(DELETED)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('org').textContent).toBe('none'));
    expect(calls.some((c) => c.key.startsWith('PUT session/org'))).toBe(false);
  });

  it('the user who deleted it is not told; this tab still moves on', async () => {
    const { live, calls } = await setup(twoOrgSession(), {
      // The server tells the room after its commit, before the answer reaches this tab.
      [`DELETE org/${ids.org}`]: () => {
        live.serverEmit('Deleted', { type: 'org', id: ids.org, name: 'Demo' });
        return { body: { succeeded: true } };
      },
    });
    await act(() => deleteOrganization(ids.org));
    await waitFor(() => expect(screen.getByTestId('org').textContent).toBe('Acme'));
    expect(calls.map((c) => c.key)).toContain(`PUT session/org/${ACME.id}`);
    expect(screen.queryByText(DELETED)).toBeNull();
  });

  it('another of my organizations deleted: it leaves the list, no dialog, no move', async () => {
    let answer: SessionResponse = twoOrgSession();
    const { live, calls } = await setup(answer, { 'GET session': () => ({ body: answer }) });
    answer = twoOrgSession({ alone: true });
    act(() => live.serverEmit('Deleted', { type: 'org', id: ACME.id, name: 'Acme' }));
    await waitFor(() => expect(screen.getByTestId('orgs').textContent).toBe('Demo'));
    expect(screen.getByTestId('org').textContent).toBe('Demo');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });

  it('removed from the current organization: one confirmation, the org leaves the list, another is current', async () => {
    const { live, calls } = await setup(twoOrgSession());
    const removed = { type: 'person', id: ids.me, userId: ids.user, orgId: ids.org };
    // Through the org's room and the user's own: the same news twice.
    act(() => {
      live.serverEmit('Deleted', removed);
      live.serverEmit('Deleted', removed);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Access removed' });
    expect(within(dialog).getByText('You cannot access Demo with this login.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('org').textContent).toBe('Acme'));
    expect(screen.getByTestId('orgs').textContent).toBe('Acme');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(calls.filter((c) => c.key === `PUT session/org/${ACME.id}`)).toHaveLength(1);
    expect(location()).toBe('/');
  });

  it('removed from another organization: a confirmation, the org leaves the list, the current one stays', async () => {
    let answer: SessionResponse = twoOrgSession();
    const { live, calls } = await setup(answer, { 'GET session': () => ({ body: answer }) });
    answer = twoOrgSession({ alone: true });
    act(() => live.serverEmit('Deleted', { type: 'person', id: 'p', userId: ids.user, orgId: ACME.id }));
    expect(await screen.findByText('You cannot access Acme with this login.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('orgs').textContent).toBe('Demo'));
    expect(screen.getByTestId('org').textContent).toBe('Demo');
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
    expect(location()).toBe('/meetings');
  });

  it('a colleague removed: people lists refresh, nothing to tell', async () => {
    const { live, count } = await setup(twoOrgSession());
    await waitFor(() => expect(count('POST people/search')).toBe(1));
    act(() => live.serverEmit('Deleted', { type: 'person', id: ids.bea, userId: 'someone', orgId: ids.org }));
    await waitFor(() => expect(count('POST people/search')).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("my role changed here: 'Your permission level has changed', then the session reloads and home", async () => {
    const { live, count, user } = await setup(twoOrgSession());
    const before = count('GET session');
    act(() => live.serverEmit('Updated', { type: 'role', id: ids.me, orgId: ids.org }));
    const dialog = await screen.findByRole('dialog', { name: 'Permission level' });
    expect(within(dialog).getByText('Your permission level has changed')).toBeTruthy();
    expect(location()).toBe('/meetings');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(count('GET session')).toBeGreaterThan(before));
  });

  it('my role changed in another organization: its line refreshes quietly', async () => {
    const { live, count } = await setup(twoOrgSession());
    const before = count('GET session');
    act(() => live.serverEmit('Updated', { type: 'role', id: 'p', orgId: ACME.id }));
    await waitFor(() => expect(count('GET session')).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/meetings');
  });
});

describe('the window title and the avatar follow live updates', { timeout: 30_000 }, () => {
  it('an organization renamed elsewhere retitles the window; my person updated reloads the session', async () => {
    let answer = twoOrgSession();
    const stub = stubApi({ 'GET session': () => ({ body: answer }) });
    renderWithProviders(<ShellLayout />, { session: answer });
    await waitFor(() => expect(document.title).toBe('Demo | EOS One'));
    await waitFor(() => expect(hubs.get('/live-update-hub')).toBeDefined());
    const live = hub('/live-update-hub');
    act(() => live.serverConnect('live-1'));

    const renamed = { ...answer.user.orgs[0], name: 'Demo Renamed' } as OrgSummary;
    answer = { ...answer, user: { ...answer.user, orgs: [renamed, ACME] } };
    act(() => live.serverEmit('Updated', { type: 'org', id: ids.org }));
    await waitFor(() => expect(document.title).toBe('Demo Renamed | EOS One'));

    const sessions = () => stub.calls.filter((c) => c.key === 'GET session').length;
    const before = sessions();
    answer = { ...answer, user: { ...answer.user, avatarUrl: 'https://example.test/ada.png' } };
    act(() => live.serverEmit('Updated', { type: 'person', id: ids.me }));
    await waitFor(() => expect(sessions()).toBeGreaterThan(before));
  });
});

function WrongOrgProbe({ path }: { path: string }) {
  useApiErrorToasts();
  return (
    <button type="button" onClick={() => void api.get(path).catch(() => {})}>
      load
    </button>
  );
}

describe('an item of another organization', { timeout: 30_000 }, () => {
  it("says 'You cannot access this item while in the Demo organization', then goes home", async () => {
    stubApi({
      'GET meetings/validate/elsewhere': () => ({
        status: 404,
        body: {
          succeeded: false,
          messages: [{ id: 'ERR_WRONG_ORG', text: 'You cannot access this item while in the Demo organization' }],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WrongOrgProbe path="meetings/validate/elsewhere" />, {
      session: twoOrgSession(),
      url: '/meetings',
    });
    await user.click(screen.getByRole('button', { name: 'load' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wrong organization' });
    expect(within(dialog).getByText('You cannot access this item while in the Demo organization')).toBeTruthy();
    // Not the generic 404 toast as well.
    expect(screen.queryByText("SORRY, WE COULDN'T LOCATE THE ITEM YOU'RE LOOKING FOR")).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('any other 404 keeps its toast', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<WrongOrgProbe path="meeting/missing" />, { session: twoOrgSession(), url: '/meetings' });
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findByText("SORRY, WE COULDN'T LOCATE THE ITEM YOU'RE LOOKING FOR")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/meetings');
  });
});
