import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { queryKeys } from '../api/keys';
import OrgDetailPage from '../features/orgs/pages/OrgDetailPage';
import { useFreeDomains, useOrgUserSettings } from '../features/people/api';
import { ada, cy, orgRoutes, pid, sessionAs } from '../features/people/peopleFixtures';
import { type Handler, stubApi } from '../test/api-stub';
import { ids } from '../test/fixtures';
import { renderPage, renderWithProviders } from '../test/render';
import { hub, hubs } from './fakeHubs';
import { resetLiveDialogs } from './liveDialogs';
import { resetOwnWrites } from './liveEcho';
import { useSession } from './session';
import { useRealtime } from './socket';

vi.mock('socket.io-client', async () => (await import('./fakeHubs')).hubIoMock);

afterEach(() => {
  hubs.clear();
  resetOwnWrites();
  resetLiveDialogs();
});

const session = sessionAs(ada);

function Realtime() {
  useRealtime(ids.org);
  return null;
}

/** What open screens hold: a people list, a meeting list, the free domains and the user settings. */
function Probes() {
  useSession();
  useQuery({ queryKey: queryKeys.people({}), queryFn: () => api.post('people/search', {}) });
  useQuery({ queryKey: queryKeys.meetingList('my', {}), queryFn: () => api.post('my-meetings', {}) });
  useFreeDomains(ids.org);
  useOrgUserSettings(ids.org);
  return null;
}

async function connect() {
  await waitFor(() => expect(hubs.get('/live-update-hub')).toBeDefined());
  const live = hub('/live-update-hub');
  act(() => live.serverConnect('live-1'));
  return live;
}

async function setup(routes: Record<string, Handler> = {}) {
  const stub = stubApi({
    ...orgRoutes(),
    'GET session': () => ({ body: session }),
    'POST my-meetings': () => ({ body: { succeeded: true, items: [], totalCount: 0, totalPages: 0 } }),
    [`GET org/${ids.org}/user-settings`]: () => ({
      body: { succeeded: true, settings: { freeDomains: [], nameDisplayStyle: 'full', defaultInviteeRole: 'Member' } },
    }),
    ...routes,
  });
  renderWithProviders(
    <>
      <Realtime />
      <Probes />
    </>,
    { session, url: '/meetings' },
  );
  const live = await connect();
  const count = (key: string) => stub.calls.filter((c) => c.key === key).length;
  await waitFor(() => expect(count('POST people/search')).toBe(1));
  await waitFor(() => expect(count(`GET org/${ids.org}/user-settings`)).toBe(1));
  return { ...stub, live, count };
}

describe('live updates of people', { timeout: 30_000 }, () => {
  it('someone invited (Added person): the people lists and the session refresh', async () => {
    const { live, count } = await setup();
    const sessions = count('GET session');
    act(() => live.serverEmit('Added', { type: 'person', id: pid.eve }));
    await waitFor(() => expect(count('POST people/search')).toBe(2));
    await waitFor(() => expect(count('GET session')).toBeGreaterThan(sessions));
  });

  it('someone changed (Updated person): the people lists and the meetings that show them refresh', async () => {
    const { live, count } = await setup();
    const meetings = count('POST my-meetings');
    act(() => live.serverEmit('Updated', { type: 'person', id: pid.cy }));
    await waitFor(() => expect(count('POST people/search')).toBe(2));
    // A new name or face also shows on the meetings' owners and invitees.
    await waitFor(() => expect(count('POST my-meetings')).toBe(meetings + 1));
  });

  it('another leadership-team meeting: meetings and people (the LT badges) reload', async () => {
    const { live, count } = await setup();
    expect(count('POST my-meetings')).toBe(1);
    act(() => live.serverEmit('Updated', { type: 'leadershipteam', id: pid.sales }));
    await waitFor(() => expect(count('POST my-meetings')).toBe(2));
    await waitFor(() => expect(count('POST people/search')).toBe(2));
  });

  it('the organization updated: its free domains and user settings reload', async () => {
    const { live, count } = await setup();
    act(() => live.serverEmit('Updated', { type: 'org', id: ids.org }));
    await waitFor(() => expect(count('GET subscription/domains')).toBe(2));
    await waitFor(() => expect(count(`GET org/${ids.org}/user-settings`)).toBe(2));
  });

  it('my role changed: the people lists reload at once, before the dialog is acknowledged', async () => {
    const { live, count } = await setup();
    act(() => live.serverEmit('Updated', { type: 'role', id: pid.ada, orgId: ids.org }));
    expect(await screen.findByText('Your permission level has changed')).toBeTruthy();
    await waitFor(() => expect(count('POST people/search')).toBe(2));
  });
});

describe('handing ownership over, live', { timeout: 30_000 }, () => {
  it('the previous Owner who did it is not told their role changed; their session reloads', async () => {
    let live: ReturnType<typeof hub> | undefined;
    const stub = stubApi({
      ...orgRoutes(),
      'GET session': () => ({ body: session }),
      [`PUT org/owner/${pid.cy}`]: () => {
        // The server tells both users after its commit, before the answer reaches this tab.
        live?.serverEmit('Updated', { type: 'role', id: pid.ada, orgId: ids.org });
        return {
          body: {
            succeeded: true,
            person: { id: pid.cy, name: 'Cy Three' },
            org: { id: ids.org },
            previousOwner: { id: pid.ada },
          },
        };
      },
    });
    renderPage(
      <>
        <Realtime />
        <OrgDetailPage />
      </>,
      { path: '/org/detail/:id/:tab?', url: `/org/detail/${ids.org}`, session },
    );
    live = await connect();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
    await user.click(within(dialog).getByLabelText(/^New Owner/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: `Cy Three (${cy.email})` }));
    const sessions = stub.calls.filter((c) => c.key === 'GET session').length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ownership successfully transferred to: Cy Three')).toBeTruthy();
    await waitFor(() => expect(stub.calls.filter((c) => c.key === 'GET session').length).toBeGreaterThan(sessions));
    // Past the echo window: still no dialog.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.queryByText('Your permission level has changed')).toBeNull();
  });
});
