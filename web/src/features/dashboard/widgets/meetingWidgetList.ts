import type { Meeting } from '@eos/domain';
import { favoritesFirst, meetingListRequest } from '../../meetings/meetingOrder';

/**
 * The widget asks my-meetings exactly as the Meetings page sorted by next date does: the same query
 * key, so one cache entry serves both, and the live meeting events that refresh the page's list
 * (meeting lists invalidated by the socket) refresh the widget too.
 */
export const MEETINGS_WIDGET_REQUEST = meetingListRequest('', 'nextDate');

/** Favourites first, then by next date (the server's order, kept within each group). */
export const meetingsForWidget = (meetings: Meeting[]): Meeting[] => favoritesFirst(meetings);

/**
 * Live: started and not yet ended. The meeting row says Running while a live meeting runs (canJoin);
 * Paused is the live meeting's own pause, still joinable, should a meeting ever carry it.
 */
export const isMeetingLive = (meeting: Pick<Meeting, 'status'>): boolean =>
  meeting.status === 'Running' || meeting.status === 'Paused';
