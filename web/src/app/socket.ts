import { TIMINGS } from '@eos/domain';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { queryKeys } from '../api/keys';
import { openReleasePrompt } from '../shell/releasePrompt';
import i18n from './i18n';
import { type LiveEventName, type LiveUpdate, publishLiveEvent } from './liveEvents';

const CONNECTION_LOST_ID = 'connection-lost';

/** Meeting items: a change refreshes the lists of that type and the cached item (002 §4). */
const ITEM_TYPES = new Set(['todo', 'issue', 'headline', 'rock']);

function onItemChanged(queryClient: QueryClient, event: LiveEventName, update: LiveUpdate): void {
  if (!update?.type || !ITEM_TYPES.has(update.type)) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.itemLists(update.type) });
  if (!update.id) return;
  if (event === 'Deleted') queryClient.removeQueries({ queryKey: queryKeys.item(update.type, update.id) });
  else void queryClient.invalidateQueries({ queryKey: queryKeys.item(update.type, update.id) });
}

export interface RealtimeHandlers {
  /** The user toggled the menu in another tab (002 §4: the nav bar follows). */
  onNavBarPreference?: (open: boolean) => void;
}

/** A hub's socket: same origin, the session cookie authenticates the handshake; it reconnects on its own. */
export function connectHub(namespace: string): Socket {
  return io(namespace, { path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
}

function onOrgChanged(queryClient: QueryClient, id?: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  void queryClient.invalidateQueries({ queryKey: queryKeys.orgs });
  if (id) void queryClient.invalidateQueries({ queryKey: queryKeys.org(id) });
}

/** The connection messages of 002 §8: a persistent 'lost' notice, then 'restored' for 2 s. */
function watchConnection(socket: Socket): void {
  let wasConnected = false;
  let lost = false;
  socket.on('connect', () => {
    if (lost) {
      notifications.hide(CONNECTION_LOST_ID);
      notifications.show({
        color: 'green',
        message: i18n.t('CONNECTION_RESTORED'),
        autoClose: TIMINGS.toastConnectionRestoredMs,
      });
    }
    wasConnected = true;
    lost = false;
  });
  socket.on('disconnect', (reason) => {
    // A disconnect we asked for (sign-out, org switch) is not a lost connection.
    if (!wasConnected || lost || reason === 'io client disconnect') return;
    lost = true;
    notifications.show({
      id: CONNECTION_LOST_ID,
      color: 'red',
      message: i18n.t('CONNECTION_LOST'),
      autoClose: false,
      withCloseButton: false,
    });
  });
}

/**
 * The realtime hubs while signed in with an organization (002 §7): live updates turn into query
 * invalidation, app-config updates reload the feature flags. Reconnects when the org changes so the
 * server puts the sockets in the new org's room.
 */
export function useRealtime(orgId: string | null | undefined, handlers: RealtimeHandlers = {}): void {
  const queryClient = useQueryClient();
  // The latest handlers without reconnecting when their identity changes.
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  useEffect(() => {
    if (!orgId) return;
    const liveUpdate = connectHub('/live-update-hub');
    const appConfig = connectHub('/app-config-hub');
    watchConnection(liveUpdate);

    for (const event of ['Added', 'Updated', 'Deleted'] as const) {
      liveUpdate.on(event, (update: LiveUpdate) => {
        onItemChanged(queryClient, event, update);
        publishLiveEvent(event, update);
      });
    }
    liveUpdate.on('Updated', (update: LiveUpdate) => {
      switch (update?.type) {
        case 'org':
          onOrgChanged(queryClient, update.id);
          break;
        case 'person':
          // Names, roles and avatars shown by the shell come from the session.
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
          break;
        case 'navBarPreference':
          if (typeof update.open === 'boolean') handlersRef.current.onNavBarPreference?.(update.open);
          break;
      }
    });
    liveUpdate.on('Deleted', (update: LiveUpdate) => {
      if (update?.type === 'org') onOrgChanged(queryClient, update.id);
    });
    liveUpdate.on('NewRelease', openReleasePrompt);
    appConfig.on('AppConfigUpdated', () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.featureFlags });
    });

    return () => {
      liveUpdate.disconnect();
      appConfig.disconnect();
      notifications.hide(CONNECTION_LOST_ID);
    };
  }, [orgId, queryClient]);
}
