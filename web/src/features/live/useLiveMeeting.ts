import {
  type LiveMeetingCall,
  type LiveMeetingCallBody,
  type LiveMeetingEventPayload,
  LiveMeetingEvents,
  type LiveMeetingState,
  type Reaction,
} from '@eos/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { connectHub } from '../../app/socket';
import { showSaveError } from '../../app/toasts';
import { LIVE_GAP_RELOAD_MS, REJOIN } from './constants';
import { fetchLiveMeeting, type LiveCallAnswer, type LiveCallExtra, postLiveCall } from './liveApi';
import { reduceLive, type StateSource } from './liveState';

/** Why the live meeting could not be shown: none such here (404), not invited (403), anything else. */
export type LiveLoadError = 'notFound' | 'forbidden' | 'failed';

/** What the screen does beyond showing the state: reactions float, an end leaves, a new issue is told. */
export interface LiveMeetingHandlers {
  onReacted?: (personId: string, reaction: Reaction) => void;
  /** The meeting ended, by this user's End (after its answer) or anyone's (the Ended event). */
  onEnded?: (sessionId: string | null, meetingThreadId: string) => void;
  /** An issue was added from a measurable, Rock, headline or To-Do, by anyone. */
  onIssueAdded?: (issueId: string) => void;
}

export type SendLiveCall = <C extends LiveMeetingCall>(
  call: C,
  extra: LiveCallExtra<C>,
) => Promise<LiveCallAnswer<C> | null>;

const ISSUE_ADDED_EVENTS = new Set<string>([
  'MeasurableAsIssueAdded',
  'RockAsIssueAdded',
  'HeadlineAsIssueAdded',
  'TodoAsIssueAdded',
]);

function loadError(error: unknown): LiveLoadError {
  if (error instanceof ApiError && error.status === 404) return 'notFound';
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  return 'failed';
}

function isDefinitive(error: unknown): boolean {
  // A refusal (not invited, no such meeting) will not change by asking again; a dropped request may.
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live meeting of `meetingId` (001 §4, 002 §4, §7): loads it, joins its room on the live-meeting
 * hub, keeps the newest state from events and answers, rejoins after a dropped connection (up to 10
 * attempts 500 ms apart, then only a console error) and leaves on unmount. `send` posts a hub call with
 * the meeting's ids filled in; a refusal shows the ERROR toast with the server's first message.
 */
export function useLiveMeeting(meetingId: string, handlers: LiveMeetingHandlers = {}) {
  const [live, dispatch] = useReducer(reduceLive, { held: null, waiting: [] });
  const state = live.held;
  const [error, setError] = useState<LiveLoadError | null>(null);
  const [connected, setConnected] = useState(true);
  // The latest handlers and state for callbacks that must not resubscribe when they change.
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const stateRef = useRef(state);
  stateRef.current = state;
  // After an end there is nothing to leave.
  const endedRef = useRef(false);

  const apply = useCallback((incoming: LiveMeetingState, source: StateSource) => {
    dispatch({ type: 'state', state: incoming, source });
  }, []);

  useEffect(() => {
    let cancelled = false;
    dispatch({ type: 'reset' });
    setError(null);
    endedRef.current = false;
    fetchLiveMeeting(meetingId)
      .then((loaded) => {
        if (!cancelled) apply(loaded, 'answer');
      })
      .catch((e) => {
        if (!cancelled) setError(loadError(e));
      });
    return () => {
      cancelled = true;
    };
  }, [meetingId, apply]);

  // A change told as a patch to a version this screen never got (events crossed between nodes, or one
  // was missed): while the change before it has not arrived, the state is loaded again every
  // LIVE_GAP_RELOAD_MS (the first load usually closes the gap; a failed one is tried again).
  const gap = live.waiting.length > 0;
  useEffect(() => {
    if (!gap) return;
    const timer = setInterval(() => {
      fetchLiveMeeting(meetingId)
        .then((loaded) => apply(loaded, 'answer'))
        .catch(() => {
          // Tried again at the next tick, until the gap closes.
        });
    }, LIVE_GAP_RELOAD_MS);
    return () => clearInterval(timer);
  }, [gap, meetingId, apply]);

  // The hub's connection opens at once, beside the state's load: joining needs both, and a cold open
  // would otherwise wait for one and then the other.
  const [socket, setSocket] = useState<ReturnType<typeof connectHub> | null>(null);
  useEffect(() => {
    const opened = connectHub('/live-meeting-hub');
    setSocket(opened);
    return () => {
      opened.disconnect();
    };
  }, []);

  // A meeting this user may not see: the connection opened for it has nothing to do.
  useEffect(() => {
    if (error) socket?.disconnect();
  }, [error, socket]);

  const threadId = state?.meetingThreadId;
  useEffect(() => {
    if (!threadId || !socket) return;
    const target = { meetingThreadId: threadId, meetingId };
    let closed = false;
    let run = 0;
    let joinedAs: string | null = null;

    // Every (re)connection joins again: the server put the old socket id in the room, not this one.
    const rejoin = async () => {
      const mine = ++run;
      const current = () => !closed && mine === run;
      let failure: unknown = 'no connection';
      for (let i = 0; i < REJOIN.attempts; i++) {
        if (!current()) return;
        const connectionId = socket.connected ? socket.id : undefined;
        if (connectionId) {
          try {
            const answer = await postLiveCall('join', { ...target, connectionId });
            if (!current()) return;
            joinedAs = connectionId;
            apply(answer.liveMeeting, 'answer');
            return;
          } catch (e) {
            failure = e;
            if (isDefinitive(e)) break;
          }
        }
        await sleep(REJOIN.delayMs);
      }
      // 001 §4: a live meeting that cannot rejoin only logs it.
      if (current()) console.error(`Live meeting ${meetingId}: could not rejoin`, failure);
    };

    const onConnect = () => {
      setConnected(true);
      void rejoin();
    };
    const onDisconnect = () => {
      if (!closed) setConnected(false);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    // Connected before the state came: join now.
    if (socket.connected) void rejoin();
    const listeners = LiveMeetingEvents.map((name) => {
      const listener = (payload: LiveMeetingEventPayload) => {
        if (!payload || payload.meetingId !== meetingId) return;
        if (payload.state || payload.patch) dispatch({ type: 'event', event: payload });
        const on = handlersRef.current;
        if (name === 'Reacted' && payload.personId && payload.reaction)
          on.onReacted?.(payload.personId, payload.reaction);
        // The end is told once, whether the answer to this user's End or the event comes first.
        if (name === 'Ended' && !endedRef.current) {
          endedRef.current = true;
          on.onEnded?.(payload.sessionId ?? null, threadId);
        }
        if (ISSUE_ADDED_EVENTS.has(name) && payload.issueId) on.onIssueAdded?.(payload.issueId);
      };
      socket.on(name, listener);
      return [name, listener] as const;
    });

    return () => {
      closed = true;
      if (joinedAs && !endedRef.current) {
        void postLiveCall('leave', { ...target, connectionId: joinedAs }).catch(() => {
          // Leaving is best effort: the server also drops a disconnected socket.
        });
      }
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      for (const [name, listener] of listeners) socket.off(name, listener);
    };
  }, [meetingId, threadId, socket, apply]);

  const send = useCallback<SendLiveCall>(
    async (call, extra) => {
      const held = stateRef.current;
      if (!held) return null;
      const body = { ...extra, meetingThreadId: held.meetingThreadId, meetingId } as LiveMeetingCallBody<typeof call>;
      try {
        const answer = await postLiveCall(call, body);
        apply(answer.liveMeeting, 'answer');
        const extraAnswer = answer as { sessionId?: string | null; issueId?: string };
        if (call === 'end' && !endedRef.current) {
          endedRef.current = true;
          handlersRef.current.onEnded?.(extraAnswer.sessionId ?? null, held.meetingThreadId);
        }
        if (extraAnswer.issueId) handlersRef.current.onIssueAdded?.(extraAnswer.issueId);
        return answer;
      } catch (e) {
        showSaveError(e);
        return null;
      }
    },
    [meetingId, apply],
  );

  return { state, error, connected, send };
}
