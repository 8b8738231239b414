import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own signature takes any props.
type AnyComponent = ComponentType<any>;

/** A page's chunk as a lazy component that can also be asked to start loading (preloadRoute). */
export type LazyPage<T extends AnyComponent = AnyComponent> = LazyExoticComponent<T> & {
  preload(): Promise<unknown>;
  /** Shown only signed in: not worth loading early for a visitor who is signed out. */
  signedIn: boolean;
};

/** A public page's chunk. */
export function lazyPublic<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPage<T> {
  return Object.assign(lazy(load), { preload: load, signedIn: false });
}

/**
 * A signed-in screen's chunk, loaded together with the signed-in part of the language pack (the
 * public pages' first chunk carries only their own words): both arrive before the screen renders.
 */
export function lazySignedIn<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPage<T> {
  const both = () => Promise.all([load(), import('./i18nApp')]).then(([module]) => module);
  return Object.assign(lazy(both), { preload: both, signedIn: true });
}
