import { TIMINGS } from '@eos/domain';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { io, type Socket } from 'socket.io-client';
import { queryKeys } from '../api/keys';
import { openReleasePrompt } from '../shell/releasePrompt';
import i18n from './i18n';
import { onItemEvent, onMeetingEvent } from './itemLive';
import { ensureLiveRegion } from './liveAnnouncer';
import { type LiveEventName, type LiveUpdate, publishLiveEvent } from './liveEvents';
import {
  type OrgLiveDeps,
  onLeadershipTeamUpdated,
  onOrgDeleted,
  onPersonAdded,
  onPersonDeleted,
  onPersonUpdated,
  onRoleUpdated,
} from './orgLive';
import { serverBuildChanged } from './versionCheck';

const CONNECTION_LOST_ID = 'connection-lost';
const HUB_CONNECT_TIMEOUT_MS = 5_000;
const HUB_RECONNECT_DELAY_MAX_MS = 2_000;

export interface RealtimeHandlers {
  /** The user toggled the menu in another tab (002 §4: the nav bar follows). */
  onNavBarPreference?: (open: boolean) => void;
}

/**
 * A hub's socket: same origin, the session cookie authenticates the handshake; it reconnects on its own.
 * An attempt made while the network is down can hang rather than fail, and Socket.IO waits `timeout`
 * (20 s by default) before trying again: 5 s, with retries at most ~3 s apart, brings a screen back
 * within seconds of the network returning.
 */
export function connectHub(namespace: string): Socket {
  return io(namespace, {
    path: '/socket.io',
    withCredentials: true,
    transports: ['websocket', 'polling'],
    timeout: HUB_CONNECT_TIMEOUT_MS,
    reconnectionDelayMax: HUB_RECONNECT_DELAY_MAX_MS,
  });
}

function onOrgChanged(queryClient: QueryClient, id?: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  void queryClient.invalidateQueries({ queryKey: queryKeys.orgs });
  if (!id) return;
  // Its name, and its people defaults: free domains (who counts free), name style, default role.
  for (const queryKey of [
    queryKeys.org(id),
    queryKeys.freeDomains(id),
    queryKeys.orgUserSettings(id),
    queryKeys.paidUsers(id),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * The server closes a session's sockets when its access ends (signed out elsewhere, a password change,
 * removal from the organization, the organization deleted): not a lost connection, and Socket.IO does
 * not reconnect after it. The session is read again: signed out leads to sign-in, another organization
 * (or none) reconnects the hubs there.
 */
export function isAccessEnded(reason: string): boolean {
  return reason === 'io server disconnect';
}

/**
 * The connection messages of 002 §8: a persistent 'lost' notice, then 'restored' for 2 s. Socket.IO
 * reconnects by itself and the server puts the new socket back in its rooms (the hubs 'register
 * again'); `onRestored` then fetches what may have been missed meanwhile. A socket the server ended
 * (isAccessEnded), or whose reconnection the server refused, calls `onAccessEnded` instead.
 */
function watchConnection(socket: Socket, onRestored: () => void, onAccessEnded: () => void): void {
  let wasConnected = false;
  let lost = false;
  socket.on('connect_error', (err: Error) => {
    // The handshake's refusal of a session that ended while the connection was down.
    if (err?.message === 'ERR_UNAUTHORIZED') onAccessEnded();
  });
  socket.on('connect', () => {
    if (lost) {
      notifications.hide(CONNECTION_LOST_ID);
      notifications.show({
        color: 'green',
        message: i18n.t('CONNECTION_RESTORED'),
        autoClose: TIMINGS.toastConnectionRestoredMs,
      });
      onRestored();
    }
    wasConnected = true;
    lost = false;
  });
  socket.on('disconnect', (reason) => {
    if (isAccessEnded(reason)) {
      onAccessEnded();
      return;
    }
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

/** After a drop on a hub that has no toasts of its own: refetch once it is back. */
function onReconnect(socket: Socket, refetch: () => void): void {
  let dropped = false;
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') dropped = true;
  });
  socket.on('connect', () => {
    if (dropped) refetch();
    dropped = false;
  });
}

/**
 * Updated {type}: organizations, people, roles, the leadership team and the menu (002 §4 'live person
 * and org updates').
 */
function onUpdated(deps: OrgLiveDeps, update: LiveUpdate, handlers: RealtimeHandlers): void {
  const { queryClient } = deps;
  switch (update.type) {
    case 'org':
      // The org's name is in the session: the window title and the org selector follow it.
      onOrgChanged(queryClient, update.id);
      break;
    case 'subscription':
      // 002 §7 'subscription events reload the org': the session's status fields (banners, the
      // read-only rule) and whatever billing shows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
      break;
    case 'person':
      onPersonUpdated(deps);
      break;
    case 'role':
      onRoleUpdated(deps, update);
      break;
    case 'leadershipteam':
      onLeadershipTeamUpdated(deps);
      break;
    case 'navBarPreference':
      if (typeof update.open === 'boolean') handlers.onNavBarPreference?.(update.open);
      break;
  }
}

/** Folder and revision events of the V/TO and the chart: every list and open revision of that kind refreshes. */
const COLLECTION_EVENT_KINDS: Record<string, string> = {
  vtoCollection: 'vto',
  vtoRevision: 'vto',
  acCollection: 'ac',
  acRevision: 'ac',
};

export function onCollectionEvent(queryClient: QueryClient, update: LiveUpdate): void {
  const kind = update.type ? COLLECTION_EVENT_KINDS[update.type] : undefined;
  if (kind) void queryClient.invalidateQueries({ queryKey: queryKeys.collections(kind) });
}

function onDeleted(deps: OrgLiveDeps, update: LiveUpdate): void {
  if (update.type === 'org') onOrgDeleted(deps, update);
  if (update.type === 'person') onPersonDeleted(deps, update);
}

/**
 * The realtime hubs while signed in with an organization (002 §7): live updates turn into query
 * invalidation, the 'New' badge, announcements and the organization dialogs; app-config updates
 * reload the feature flags. Reconnects when the org changes so the server puts the sockets in the
 * new org's room.
 */
export function useRealtime(orgId: string | null | undefined, handlers: RealtimeHandlers = {}): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The latest handlers and router without reconnecting when their identity changes.
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    if (!orgId) return;
    ensureLiveRegion();
    const deps: OrgLiveDeps = { queryClient, navigate: (to) => navigateRef.current(to) };
    const liveUpdate = connectHub('/live-update-hub');
    const appConfig = connectHub('/app-config-hub');
    // Whatever happened while the connection was down was not heard: fetch everything shown again
    // (the notification hub refetches its own list).
    watchConnection(
      liveUpdate,
      () => void queryClient.invalidateQueries(),
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    );
    onReconnect(appConfig, () => void queryClient.invalidateQueries({ queryKey: queryKeys.featureFlags }));

    for (const event of ['Added', 'Updated', 'Deleted'] as const satisfies readonly LiveEventName[]) {
      liveUpdate.on(event, (update: LiveUpdate) => {
        if (!update || typeof update !== 'object') return;
        onItemEvent(queryClient, event, update);
        onMeetingEvent(queryClient, update);
        onCollectionEvent(queryClient, update);
        if (event === 'Added' && update.type === 'person') onPersonAdded(deps);
        if (event === 'Updated') onUpdated(deps, update, handlersRef.current);
        if (event === 'Deleted') onDeleted(deps, update);
        publishLiveEvent(event, update);
      });
    }
    liveUpdate.on('NewRelease', () => openReleasePrompt());
    // A node that restarted with a new build announced it before this page was back on: ask.
    onReconnect(liveUpdate, () => {
      serverBuildChanged()
        .then((changed) => {
          if (changed) openReleasePrompt();
        })
        .catch(() => {
          // Unreachable again: the connection message says so.
        });
    });
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
