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

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/${path.replace(/^\//, '')}`, {
      method,
      credentials: 'same-origin',
      ...encodeBody(body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    const error = new ApiError(0, [{ id: 'ERR_NO_RESPONSE', text: 'An unknown error occurred.' }]);
    for (const l of listeners) l(error);
    throw error;
  }
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

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('PUT', path, body, options),
  del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** PUT a file's bytes as the raw body; failures are the same ApiError as every other call. */
  upload: <T>(path: string, file: Blob, options?: RequestOptions) => request<T>('PUT', path, file, options),
};
