import { createContext, useCallback, useContext } from 'react';
import { type Location, matchPath, useLocation, useNavigate } from 'react-router';

/** Router state of a modal route: the page it was opened over, rendered beneath it. */
export interface ModalRouteState {
  backgroundLocation?: Location;
}

/** The modal routes of 000 §2. They render OVER the page they were opened from. */
export const MODAL_ROUTE_PATTERNS = [
  '/org/create',
  '/user/detail/:id/:tab?',
  '/meeting/new',
  '/meeting/live/:id',
  '/meeting/:id',
  '/checkout',
  '/view-payment',
] as const;

export function isModalPath(pathname: string): boolean {
  return MODAL_ROUTE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Opened directly (a bookmark, a reload), a modal sits over the tools home. */
export const HOME_BACKGROUND = { pathname: '/', search: '', hash: '', state: null, key: 'home' } satisfies Location;

export function backgroundOf(location: Location): Location | undefined {
  if (!isModalPath(location.pathname)) return undefined;
  return (location.state as ModalRouteState | null)?.backgroundLocation ?? HOME_BACKGROUND;
}

/**
 * The address the browser shows. Below a modal route the page beneath (and the shell around it) is
 * rendered at its background location, so its useLocation() does not see the modal's address;
 * AppRoutes provides the real one here for what must know it (the subscription banner hides on
 * /checkout and in a live meeting).
 */
export const AddressContext = createContext<Location | null>(null);

/** The browser's address (the modal's while one is open); outside AppRoutes, the router's location. */
export function useAddress(): Location {
  const location = useLocation();
  return useContext(AddressContext) ?? location;
}

/** Opens a modal route over the current page (or over the same page when already in a modal). */
export function useOpenModalRoute(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (path: string) => {
      const backgroundLocation = (location.state as ModalRouteState | null)?.backgroundLocation ?? location;
      navigate(path, { state: { backgroundLocation } satisfies ModalRouteState });
    },
    [navigate, location],
  );
}

/** Leaves a modal route: back to the stored previous location, or to the tools home. */
export function useCloseModalRoute(): (to?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to?: string) => {
      if (to) {
        navigate(to);
        return;
      }
      const background = (location.state as ModalRouteState | null)?.backgroundLocation;
      navigate(background ?? '/');
    },
    [navigate, location],
  );
}
