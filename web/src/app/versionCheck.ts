import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api/client';

const CHECK_EVERY_MS = 60_000;

// The build the server ran when this page first asked: the page's own code is from that build.
let loadedVersion: string | null = null;

/**
 * Whether the server now runs another build than the one this page loaded with. The first answer is
 * the page's build. Throws when the server cannot be asked.
 */
export async function serverBuildChanged(): Promise<boolean> {
  const { version } = await api.get<{ version: string }>('version', { quiet: true });
  if (loadedVersion === null) loadedVersion = version;
  return version !== loadedVersion;
}

/** For tests: forget the page's build. */
export function resetLoadedVersion(): void {
  loadedVersion = null;
}

/**
 * 000 §2: navigating checks the build version and reloads when it changed since this page loaded.
 * Throttled to once a minute so clicking around does not call the server on every step.
 */
export function useVersionCheck(): void {
  const location = useLocation();
  const lastCheck = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design.
  useEffect(() => {
    const now = Date.now();
    if (now - lastCheck.current < CHECK_EVERY_MS) return;
    lastCheck.current = now;
    serverBuildChanged()
      .then((changed) => {
        if (changed) window.location.reload();
      })
      .catch(() => {
        // An unreachable server is reported by the connection message, not here.
      });
  }, [location.pathname]);
}
