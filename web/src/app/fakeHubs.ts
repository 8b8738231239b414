// Test support: a fake socket.io-client that keeps each hub's socket by namespace, built on the live
// meeting's FakeSocket. vi.mock('socket.io-client', async () => (await import('./fakeHubs')).hubIoMock)
// Nothing here imports the app, so the mock factory cannot import the code under test.
import { FakeSocket } from '../features/live/fakeSocket';

/** The newest socket opened on each namespace ('/live-update-hub', '/app-config-hub'…). */
export const hubs = new Map<string, FakeSocket>();

export const hubIoMock = {
  io: (namespace: string) => {
    const socket = new FakeSocket();
    hubs.set(namespace, socket);
    return socket;
  },
};

/** The hub's socket, or a failure naming the hub that was never opened. */
export function hub(namespace: string): FakeSocket {
  const socket = hubs.get(namespace);
  if (!socket) throw new Error(`no socket on ${namespace}`);
  return socket;
}
