import type { ErrorCode } from '@eos/domain';

/**
 * An AppError as code that runs in a worker thread throws it (lib/worker.ts): the error code and one
 * language-pack id with its parameters, turned into the AppError by `toAppError` on the main thread.
 * It imports nothing at run time, so a worker does not load the language pack to refuse a file.
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly id: string,
    readonly params: (string | number)[] = [],
    readonly field?: string,
  ) {
    super(id);
  }
}
