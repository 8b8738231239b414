/**
 * A setting that cannot be used as given (a file it names is missing or invalid). main.ts prints its
 * message as one line and exits with 1, as for an unreachable database: a person reads why.
 */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
