import type { PatchOp } from '@eos/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { ids } from '../../test/fixtures';
import { lastSocket, sockets } from './fakeSocket';
import { liveAnswer, liveRoutes, liveStateFixture, target } from './testing';
import { useLiveMeeting } from './useLiveMeeting';

vi.mock('socket.io-client', async () => (await import('./fakeSocket')).socketIoMock);

afterEach(() => {
  sockets.length = 0;
  vi.restoreAllMocks();
});

const event = (state: ReturnType<typeof liveStateFixture>) => ({ ...target, state });

/** Renders the hook and opens its socket; answers the load and the join with `state`. */
async function joined(routes = liveRoutes()) {
  const stub = stubApi(routes);
  const hook = renderHook(() => useLiveMeeting(ids.meeting));
  await waitFor(() => expect(lastSocket()).toBeDefined());
  const socket = lastSocket();
  if (!socket) throw new Error('no socket');
  act(() => socket.serverConnect('socket-1'));
  await waitFor(() => expect(stub.calls.some((c) => c.key === 'POST live-meeting/join')).toBe(true));
  return { ...stub, hook, socket };
}

describe('useLiveMeeting', () => {
  it('joins with its socket id once connected, then shows only newer states from events', async () => {
    const { hook, socket, calls } = await joined();
    expect(calls.find((c) => c.key === 'POST live-meeting/join')?.body).toEqual({
      ...target,
      connectionId: 'socket-1',
    });
    expect(hook.result.current.state?.version).toBe(1);

    act(() => socket.serverEmit('AgendaItemChanged', event(liveStateFixture({ version: 3, agendaIndex: 2 }))));
    expect(hook.result.current.state?.agendaIndex).toBe(2);
    // An older state that arrives late, and the same version again, change nothing.
    act(() => socket.serverEmit('AgendaItemChanged', event(liveStateFixture({ version: 2, agendaIndex: 1 }))));
    act(() => socket.serverEmit('MeetingUpdated', event(liveStateFixture({ version: 3, agendaIndex: 4 }))));
    expect(hook.result.current.state?.agendaIndex).toBe(2);
    // Another meeting's event is not this one's.
    act(() =>
      socket.serverEmit('AgendaItemChanged', {
        ...event(liveStateFixture({ version: 9, agendaIndex: 5 })),
        meetingId: '00000000-0000-4000-8000-0000000000ff',
      }),
    );
    expect(hook.result.current.state?.agendaIndex).toBe(2);
  });

  it('applies changes told as patches, waits for one that arrives before the change it follows, and reloads until that gap closes', async () => {
    const routes = liveRoutes();
    const { hook, socket, calls } = await joined(routes);
    const held = liveStateFixture();
    const patch = (from: number, ops: PatchOp[]) => ({
      ...target,
      version: from + 1,
      patch: { id: held.id, from, ops: [[['version'], from + 1], ...ops] as PatchOp[] },
    });

    act(() => socket.serverEmit('AgendaItemChanged', patch(1, [[['agendaIndex'], 1]])));
    expect(hook.result.current.state).toEqual({ ...held, version: 2, agendaIndex: 1 });
    // Version 4 crossed version 3 on the wire: it waits, then both apply in order.
    act(() => socket.serverEmit('AgendaItemChanged', patch(3, [[['agendaIndex'], 3]])));
    expect(hook.result.current.state?.version).toBe(2);
    act(() => socket.serverEmit('AgendaItemChanged', patch(2, [[['agendaIndex'], 2]])));
    expect(hook.result.current.state).toMatchObject({ version: 4, agendaIndex: 3 });
    // A patch already shown changes nothing.
    act(() => socket.serverEmit('AgendaItemChanged', patch(1, [[['agendaIndex'], 6]])));
    expect(hook.result.current.state?.agendaIndex).toBe(3);

    // Version 5 never comes: the screen loads the state again, and again when a load fails.
    const loads = () => calls.filter((c) => c.key === `GET live-meeting/${ids.meeting}`).length;
    const before = loads();
    let failures = 1;
    routes[`GET live-meeting/${ids.meeting}`] = () =>
      failures-- > 0
        ? { status: 503, body: { succeeded: false, messages: [] } }
        : liveAnswer(liveStateFixture({ version: 6, agendaIndex: 5 }));
    act(() => socket.serverEmit('AgendaItemChanged', patch(5, [[['agendaIndex'], 6]])));
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ version: 6, agendaIndex: 5 }));
    expect(loads()).toBe(before + 2);
    // The gap closed: no more loads.
    await new Promise((r) => setTimeout(r, 900));
    expect(loads()).toBe(before + 2);
  });

  it('rejoins after the connection drops, and the answer replaces what is shown', async () => {
    const routes = liveRoutes();
    const { hook, socket, calls } = await joined(routes);
    act(() => socket.serverEmit('Started', event(liveStateFixture({ version: 2, status: 'Running' }))));
    act(() => socket.serverDrop());
    expect(hook.result.current.connected).toBe(false);

    // While away the meeting moved on two sections; the rejoin answer says so.
    routes['POST live-meeting/join'] = () =>
      liveAnswer(liveStateFixture({ version: 5, status: 'Running', agendaIndex: 2 }));
    act(() => socket.serverConnect('socket-2'));
    await waitFor(() => expect(hook.result.current.state?.agendaIndex).toBe(2));
    const joins = calls.filter((c) => c.key === 'POST live-meeting/join');
    expect(joins.map((c) => (c.body as { connectionId: string }).connectionId)).toEqual(['socket-1', 'socket-2']);
    expect(hook.result.current.connected).toBe(true);
  });

  it('tries the join again 500 ms later when it fails, and only logs after 10 attempts', async () => {
    const routes = liveRoutes();
    const down = { status: 503, body: { succeeded: false, messages: [] } };
    let failures = 1;
    routes['POST live-meeting/join'] = () => (failures-- > 0 ? down : liveAnswer(liveStateFixture()));
    const { calls, socket } = await joined(routes);
    const joins = () => calls.filter((c) => c.key === 'POST live-meeting/join').length;
    // The first join failed; the second, 500 ms later, got in.
    await waitFor(() => expect(joins()).toBe(2));

    vi.useFakeTimers();
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      routes['POST live-meeting/join'] = () => down;
      act(() => socket.serverDrop());
      act(() => socket.serverConnect('socket-2'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(9 * 500);
      });
      expect(joins()).toBe(2 + 10);
      expect(error).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('could not rejoin');
      // And no eleventh try.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
      expect(joins()).toBe(2 + 10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('posts a call with the meeting ids filled in and shows the answer', async () => {
    const routes = liveRoutes();
    routes['POST live-meeting/start'] = () => liveAnswer(liveStateFixture({ version: 2, status: 'Running' }));
    const { hook, calls } = await joined(routes);
    await act(async () => {
      await hook.result.current.send('start', {});
    });
    expect(calls.find((c) => c.key === 'POST live-meeting/start')?.body).toEqual(target);
    expect(hook.result.current.state?.status).toBe('Running');
  });

  it('leaves with its connection and disconnects when unmounted', async () => {
    const { hook, socket, calls } = await joined();
    hook.unmount();
    expect(socket.closed).toBe(true);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST live-meeting/leave')?.body).toEqual({
        ...target,
        connectionId: 'socket-1',
      }),
    );
  });

  it('opens the hub connection at once, beside the state’s load, and joins once both are there', async () => {
    const { calls } = stubApi(liveRoutes());
    const hook = renderHook(() => useLiveMeeting(ids.meeting));
    // Before any answer: the connection is already being made.
    expect(hook.result.current.state).toBeNull();
    expect(sockets).toHaveLength(1);
    act(() => lastSocket()?.serverConnect('socket-1'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST live-meeting/join')).toBe(true));
    expect(sockets).toHaveLength(1);
    hook.unmount();
  });

  it('tells a meeting it may not join (403) from one that does not exist here (404)', async () => {
    stubApi({ [`GET live-meeting/${ids.meeting}`]: () => ({ status: 403, body: { succeeded: false, messages: [] } }) });
    const forbidden = renderHook(() => useLiveMeeting(ids.meeting));
    await waitFor(() => expect(forbidden.result.current.error).toBe('forbidden'));
    forbidden.unmount();

    stubApi({});
    const missing = renderHook(() => useLiveMeeting(ids.meeting));
    await waitFor(() => expect(missing.result.current.error).toBe('notFound'));
    // The hub connection opened beside the load is closed again, and nothing was joined.
    await waitFor(() => expect(sockets.every((s) => s.closed)).toBe(true));
  });
});
