/**
 * Why a call to the language model failed:
 * - timeout: no (complete) answer within LLM_TIMEOUT_MS;
 * - http: the server answered with an error status (`status`);
 * - malformed: the answer is not a chat completion (not JSON, no choices, a broken stream);
 * - network: the server could not be reached, or the connection broke;
 * - aborted: the caller gave up (its signal), e.g. the browser went away.
 */
export type LlmFailure = 'timeout' | 'http' | 'malformed' | 'network' | 'aborted';

/** The one error the language-model client throws. Its message never holds the API key. */
export class LlmError extends Error {
  override name = 'LlmError';

  constructor(
    readonly reason: LlmFailure,
    message: string,
    readonly details: {
      /** The HTTP status, for `http`. */
      status?: number;
      /** Seconds the server asked us to wait (Retry-After), for 429 and 503. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }

  get status(): number | undefined {
    return this.details.status;
  }
}
