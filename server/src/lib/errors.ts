import { type ApiMessage, ENGLISH, type ErrorCode, ErrorCodes, fillMessage } from '@eos/domain';

/** The English text of a language-pack id, with {0} parameters filled. Unknown ids pass through. */
export function messageText(id: string, params: readonly (string | number)[] = []): string {
  return fillMessage(ENGLISH[id] ?? id, params);
}

export function message(id: string, params: readonly (string | number)[] = [], field?: string): ApiMessage {
  return {
    id,
    text: messageText(id, params),
    ...(field ? { field } : {}),
    ...(params.length > 0 ? { params: [...params] } : {}),
  };
}

/** The one application error. Thrown anywhere; the error handler turns it into the spec's envelope. */
export class AppError extends Error {
  readonly status: number;
  readonly messages: ApiMessage[];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, messages: ApiMessage[] | string, headers: Record<string, string> = {}) {
    const list = typeof messages === 'string' ? [message(messages)] : messages;
    super(list[0]?.text ?? code);
    this.status = ErrorCodes[code];
    this.messages = list;
    this.headers = headers;
  }
}

export const notFound = () => new AppError('notFound', 'ERR_NOT_FOUND');
export const unauthorized = () => new AppError('unauthorized', 'ERR_UNAUTHORIZED');
export const forbidden = () => new AppError('forbidden', 'ERR_FORBIDDEN');
/** A 422 naming one field, for rules that need the database (taken names, wrong codes…). */
export const invalid = (id: string, field?: string, params: (string | number)[] = []) =>
  new AppError('validation', [message(id, params, field)]);
