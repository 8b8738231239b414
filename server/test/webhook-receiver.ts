import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery a receiver got: its headers, its body as sent, and the body parsed (undefined if not JSON). */
export interface Received<Json = unknown> {
  headers: IncomingHttpHeaders;
  body: string;
  json: Json;
}

export interface Receiver<Json = unknown> {
  /** Every delivery, in the order it arrived. */
  received: Received<Json>[];
  /** The statuses it answers next, in order; 200 once they run out. A failure's text is 'receiver is down'. */
  answers: number[];
  /** '127.0.0.1:<port>' */
  host: string;
  /** 'http://127.0.0.1:<port>' */
  url: string;
  close(): Promise<void>;
}

/** A webhook receiver on loopback, as the webhook tests and attack checks 29 and 31 send to. */
export async function startReceiver<Json = unknown>(): Promise<Receiver<Json>> {
  const received: Received<Json>[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {}
      received.push({ headers: req.headers, body, json: json as Json });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    answers,
    host,
    url: `http://${host}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
