import type { ApiMessage } from '@eos/domain';
import { API_PREFIX } from '@eos/domain';

/** A failed call: the HTTP status and the spec's message list. status 0 means no response at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: ApiMessage[],
    readonly retryAfter?: number,
  ) {
    super(messages[0]?.text ?? `HTTP ${status}`);
  }
  /** The message on a given form field, if the server named one. */
  fieldMessage(field: string): ApiMessage | undefined {
    return this.messages.find((m) => m.field === field);
  }
}

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();
/** The app shell listens here to show the HTTP catalogue toasts and the connection banner. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RequestOptions {
  /** Skip the global error toast: the caller shows the error itself (forms with inline messages). */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** A JSON body, or a file's bytes as they are (a Blob: sent raw with its own type, e.g. an avatar). */
function encodeBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: {} };
  if (body instanceof Blob) return { headers: { 'content-type': body.type || 'application/octet-stream' }, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** Sends the call; a network failure is ApiError status 0 (told to the listeners). */
async function send(method: string, path: string, body: unknown, options: RequestOptions, accept?: string) {
  const encoded = encodeBody(body);
  try {
    return await fetch(`${API_PREFIX}/${path.replace(/^\//, '')}`, {
      method,
      credentials: 'same-origin',
      ...encoded,
      headers: { ...encoded.headers, ...(accept ? { accept } : {}) },
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    const error = new ApiError(0, [{ id: 'ERR_NO_RESPONSE', text: 'An unknown error occurred.' }]);
    for (const l of listeners) l(error);
    throw error;
  }
}

/** The answer's JSON, or ApiError (told to the listeners unless quiet) for a failure status or envelope. */
async function read<T>(res: Response, options: RequestOptions): Promise<T> {
  const data = res.status === 204 ? {} : await res.json().catch(() => ({}));
  if (!res.ok || (data && typeof data === 'object' && 'succeeded' in data && data.succeeded === false)) {
    const messages: ApiMessage[] = Array.isArray(data?.messages) ? data.messages : [];
    const retry = Number(res.headers.get('retry-after'));
    const error = new ApiError(res.status, messages, Number.isFinite(retry) && retry > 0 ? retry : undefined);
    if (!options.quiet) for (const l of listeners) l(error);
    throw error;
  }
  return data as T;
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return read<T>(await send(method, path, body, options), options);
}

/**
 * POST asking for server-sent events: the open response when the server streams, for the caller to
 * read. A failure status (or a JSON envelope that says so) is the same ApiError as every other call;
 * a server that answers JSON instead of events answers `{ json }`.
 */
async function stream<T>(path: string, body: unknown, options: RequestOptions = {}) {
  const res = await send('POST', path, body, options, 'text/event-stream');
  if (res.ok && res.body && res.headers.get('content-type')?.includes('text/event-stream')) {
    return { events: res.body };
  }
  return { json: await read<T>(res, options) };
}

/** Any call as it is, for the API reference's Try it: the status and the answer's text, no toasts. */
async function raw(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
  const res = await send(method, path, body, { ...options, quiet: true });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('PUT', path, body, options),
  del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** PUT a file's bytes as the raw body; failures are the same ApiError as every other call. */
  upload: <T>(path: string, file: Blob, options?: RequestOptions) => request<T>('PUT', path, file, options),
  stream,
  raw,
};
