// A fake socket.io-client for this folder's tests: vi.mock('socket.io-client') answers with
// socketIoMock. Apart from the app so the mock factory imports nothing that imports the socket.

type Listener = (...args: unknown[]) => void;

/**
 * What the screen uses of a socket.io-client Socket. The test plays the server: it opens the
 * connection (under a new id each time, as Socket.IO does), drops it, and emits hub events.
 */
export class FakeSocket {
  id: string | undefined = undefined;
  connected = false;
  /** The screen called disconnect (it left). */
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.closed = true;
    return this;
  }

  serverConnect(id: string): void {
    this.id = id;
    this.connected = true;
    this.fire('connect');
  }

  serverDrop(): void {
    this.connected = false;
    this.id = undefined;
    this.fire('disconnect', 'transport close');
  }

  /** The server closed the socket on purpose (its session or access ended): no reconnection follows. */
  serverEnd(): void {
    this.connected = false;
    this.id = undefined;
    this.fire('disconnect', 'io server disconnect');
  }

  serverEmit(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

/** Every socket the code under test opened, newest last. */
export const sockets: FakeSocket[] = [];

/** The module vi.mock('socket.io-client') answers with. */
export const socketIoMock = {
  io: (..._args: unknown[]) => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
};

export function lastSocket(): FakeSocket | undefined {
  return sockets.at(-1);
}
