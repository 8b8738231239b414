import type { Realtime } from '../server.ts';

/** Every socket of the app-config hub is in this room: configuration changes concern everyone. */
export const APP_ROOM = 'app';

/** Tells every connected client to reload its configuration (feature flags, version). */
export function announceAppConfigUpdated(realtime: Realtime): void {
  realtime.emit('app-config-hub', APP_ROOM, 'AppConfigUpdated', {});
}
