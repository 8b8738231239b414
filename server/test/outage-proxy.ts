import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis) that a test can turn into an
 * outage and back:
 * - refuse(): the port is closed (connecting fails with ECONNREFUSED) and open connections are cut,
 *   as when the server is down;
 * - blackhole(): connections are accepted but nothing passes either way, on new and open connections
 *   alike, as when a network drops every packet or a server hangs;
 * - restore(): traffic passes again; what was held back in a black hole is delivered (as TCP would).
 */
export class OutageProxy {
  mode: 'pass' | 'refuse' | 'blackhole' = 'pass';
  port = 0;
  private server: net.Server | null = null;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    await this.listen();
    return this.port;
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private accept(client: net.Socket): void {
    const pair = { client, upstream: null as net.Socket | null };
    this.pairs.add(pair);
    const forget = () => {
      this.pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', forget);
    client.on('close', forget);
    if (this.mode === 'blackhole') client.pause();
    else this.connect(pair);
  }

  private connect(pair: { client: net.Socket; upstream: net.Socket | null }): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    pair.upstream = upstream;
    const forget = () => {
      this.pairs.delete(pair);
      pair.client.destroy();
      upstream.destroy();
    };
    upstream.on('error', forget);
    upstream.on('close', forget);
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    pair.client.resume();
  }

  /** The server is down: nothing listens, open connections are reset. */
  async refuse(): Promise<void> {
    this.mode = 'refuse';
    const server = this.server;
    this.server = null;
    for (const pair of this.pairs) {
      pair.client.resetAndDestroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Nothing answers: bytes go in and nothing comes out, on every connection, old or new. */
  blackhole(): void {
    this.mode = 'blackhole';
    for (const { client, upstream } of this.pairs) {
      if (!upstream) continue;
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Traffic flows again (on the same port). */
  async restore(): Promise<void> {
    const was = this.mode;
    this.mode = 'pass';
    if (was === 'refuse') await this.listen();
    if (was === 'blackhole') {
      for (const pair of this.pairs) {
        if (!pair.upstream) this.connect(pair);
        else {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
          pair.client.resume();
          pair.upstream.resume();
        }
      }
    }
  }

  async close(): Promise<void> {
    await this.refuse();
  }
}
