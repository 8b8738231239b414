import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api/client';

const CHECK_EVERY_MS = 60_000;

/**
 * 000 §2: navigating checks the build version and reloads when it changed since this page loaded.
 * Throttled to once a minute so clicking around does not call the server on every step.
 */
export function useVersionCheck(): void {
  const location = useLocation();
  const loaded = useRef<string | null>(null);
  const lastCheck = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design.
  useEffect(() => {
    const now = Date.now();
    if (now - lastCheck.current < CHECK_EVERY_MS) return;
    lastCheck.current = now;
    api
      .get<{ version: string }>('version', { quiet: true })
      .then(({ version }) => {
        if (loaded.current === null) loaded.current = version;
        else if (version !== loaded.current) window.location.reload();
      })
      .catch(() => {
        // An unreachable server is reported by the connection message, not here.
      });
  }, [location.pathname]);
}
