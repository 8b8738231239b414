import { vi } from 'vitest';

export type Handler = (body: unknown) => {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as it is instead of `body` as JSON: a stream of server-sent events, say (set its content-type). */
  raw?: BodyInit;
};

/**
 * Stubs fetch with answers keyed by "METHOD path" (path without /api/v2 and query); records calls.
 * Anything unlisted answers 404 so a missed call shows up as a failure, not a hang.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v2\//, '')}`;
    // A file upload's body is recorded as the Blob it is; every other body is JSON.
    const body = init?.body instanceof Blob ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    const answer = handler ? handler(body) : { status: 404, body: { succeeded: false, messages: [] } };
    return new Response(answer.raw ?? JSON.stringify(answer.body ?? { succeeded: true }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
