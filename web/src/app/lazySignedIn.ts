import { type ComponentType, lazy } from 'react';

/**
 * A signed-in screen's chunk, loaded together with the signed-in part of the language pack (the
 * public pages' first chunk carries only their own words): both arrive before the screen renders.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own signature takes any props.
export function lazySignedIn<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), import('./i18nApp')]).then(([module]) => module));
}
