// One error model for the wire: { succeeded: false, messages: [{ id, text }] } with an HTTP status.
// `id` is a language-pack key; `text` is its English rendering so clients without the pack still read it.

export const ErrorCodes = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  validation: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ErrorCodes;

export interface ApiMessage {
  id?: string;
  text: string;
  field?: string;
  /** The values of the message's {0}, {1}… so a client renders it from its own language pack. */
  params?: (string | number)[];
}

export interface ApiFailure {
  succeeded: false;
  messages: ApiMessage[];
}
