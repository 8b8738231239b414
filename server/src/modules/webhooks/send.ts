import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress, PrivateAddressError, type Resolver } from './address.ts';

/** One attempt's whole time: connecting, sending and the receiver's answer. */
export const SEND_TIMEOUT_MS = 10_000;
/** Of the receiver's answer, the log keeps this much text. */
const ANSWER_KEPT = 200;
const USER_AGENT = 'EOS-Tools-Webhooks/1';

const SECRET_PREFIX = 'whsec_';

/**
 * The HMAC key of an endpoint's secret, as Standard Webhooks defines it: the bytes the base64 after
 * `whsec_` encodes. Secrets made before issue 34 are in base64's URL-safe alphabet, which Node's
 * decoder reads too: their key is the same 32 random bytes (docs/webhooks.md).
 */
export function signingKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/**
 * Standard Webhooks' signature (docs/webhooks.md): `v1,` and the base64 HMAC-SHA256 of
 * `<webhook-id>.<timestamp>.<body>`, keyed with the secret's bytes, so the id is signed with the body.
 */
export function signature(secret: string, deliveryId: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey(secret)).update(`${deliveryId}.${timestamp}.${body}`).digest('base64')}`;
}

export interface AttemptResult {
  /** The receiver answered 2xx. */
  ok: boolean;
  statusCode: number | null;
  /** Why it did not count as delivered (the answer's status and start, or the network error). */
  error: string | null;
}

/** Printable, short: what a receiver or the network said goes into the log as plain text. */
function shortText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += code < 0x20 || code === 0x7f ? ' ' : ch;
    if (out.length >= ANSWER_KEPT * 2) break;
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, ANSWER_KEPT);
}

/**
 * POSTs the body to the URL, signed: no redirects followed (a 3xx is not delivered), 10 s at most,
 * the host's addresses checked on connection unless private ones are allowed (the address connected to
 * is the one checked: address.ts guardedLookup).
 */
export function sendWebhook(opts: {
  url: string;
  deliveryId: string;
  secret: string;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
  now?: Date;
  /** How the host is resolved at connect time (the system resolver unless tests give one). */
  resolve?: Resolver;
}): Promise<AttemptResult> {
  const { url: address, deliveryId, secret, body, allowPrivate } = opts;
  const timestamp = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return finish({ ok: false, statusCode: null, error: 'Not a valid address' });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is never looked up, so the lookup below would not see it.
    if (!allowPrivate && (url.protocol !== 'https:' || (isIP(host) && isPrivateAddress(host)))) {
      return finish({ ok: false, statusCode: null, error: new PrivateAddressError(host).message });
    }
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) return finish({ ok: false, statusCode: null, error: 'Not an http(s) address' });
    const request = client.request(url, {
      method: 'POST',
      lookup: guardedLookup(allowPrivate, opts.resolve) as never,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': USER_AGENT,
        'webhook-id': deliveryId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature(secret, deliveryId, timestamp, body),
      },
    });
    timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${Math.round((opts.timeoutMs ?? SEND_TIMEOUT_MS) / 1000)} s`));
    }, opts.timeoutMs ?? SEND_TIMEOUT_MS);
    request.on('error', (err) => finish({ ok: false, statusCode: null, error: shortText(err.message) || 'Error' }));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < ANSWER_KEPT * 4) chunks.push(chunk);
        size += chunk.length;
      });
      const done = () => {
        const ok = status >= 200 && status < 300;
        const text = shortText(Buffer.concat(chunks).toString('utf8'));
        finish({ ok, statusCode: status, error: ok ? null : `HTTP ${status}${text ? `: ${text}` : ''}` });
      };
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
