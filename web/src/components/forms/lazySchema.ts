import type { z } from 'zod';

/**
 * A form's schema fetched when someone starts to fill the form, not with the page: the public pages
 * (sign-in, sign-up, reset) would otherwise carry zod in their first load, a fifth of it (issue 18).
 * Declare it once per module, so every render shares the download:
 *   const loginSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.LoginRequest));
 * useZodForm starts the download with the first value typed and holds a submit until it is done.
 */
export class LazySchema<S extends z.ZodType> {
  loaded: S | undefined;
  private pending: Promise<S> | undefined;

  constructor(private readonly fetchSchema: () => Promise<S>) {}

  /** Downloads the schema once; a failed download (offline) is tried again on the next call. */
  load(): Promise<S> {
    this.pending ??= this.fetchSchema().then(
      (schema) => {
        this.loaded = schema;
        return schema;
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  /**
   * What the request sends: the schema's output (trimmed, lower-cased…) for values the form has
   * validated. Should the download have failed, the values as typed: the server checks them anyway
   * and its messages show in the form.
   */
  parse(values: unknown): z.output<S> {
    return (this.loaded ? this.loaded.parse(values) : values) as z.output<S>;
  }
}
