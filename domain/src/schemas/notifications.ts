import { z } from 'zod';
import { UpgradeRequestStatuses } from '../enums.ts';
import { Id, searchResponse } from './common.ts';

/**
 * Why someone got a notification (000 §1, §3): an item assigned to them by someone else, a meeting
 * invitation, an issue moved to a meeting they own, a headline cascaded to a meeting they attend, an
 * Observer's upgrade request (to the owner and admins, actionable) and its outcome (to the Observer).
 */
export const NotificationTypes = [
  'RockAssigned',
  'TodoAssigned',
  'IssueAssigned',
  'HeadlineAssigned',
  'MeetingInvite',
  'IssueMoved',
  'HeadlineCascaded',
  'UpgradeRequested',
  'UpgradeApproved',
  'UpgradeDenied',
] as const;
export type NotificationType = (typeof NotificationTypes)[number];

/**
 * A notification (000 §3: id, message, createdAt, isRead, isRemoved, isActioned, approvalUrl,
 * denyUrl). `message` is the English text; `messageKey` + `messageParams` let the web app render it
 * from its language pack ({0}, {1}… placeholders). `link` is the in-app path it opens (null: none).
 * approvalUrl / denyUrl are API paths (POST, relative to /api/v2) on actionable ones, else null.
 */
export const Notification = z.object({
  id: Id,
  type: z.enum(NotificationTypes),
  message: z.string(),
  messageKey: z.string(),
  messageParams: z.array(z.string()),
  link: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  isRemoved: z.boolean(),
  isActioned: z.boolean(),
  approvalUrl: z.string().nullable(),
  denyUrl: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/**
 * POST notification-center/search: the generic search request; the caller's notifications in the
 * current organization, not removed, newest first. Filter `is-read` ('true'|'false') narrows it.
 */
export const NotificationSearchResponse = searchResponse(Notification);
/** GET notification-center?ids=a,b: the caller's own notifications among those ids. */
export const NotificationListResponse = z.array(Notification);
/** GET notification-center/count: the bell's badge, unread and not removed. */
export const NotificationCountResponse = z.object({ succeeded: z.literal(true), unread: z.number().int() });

/** PUT notification-center/read, /unread, /remove: "the notification"; only its id is read. */
export const NotificationRef = z.looseObject({ id: Id });
/**
 * PUT notification-center/read/all: "the unread notifications" the user has seen; only ids are
 * read. An empty or missing list (no body reads as null) marks every unread one read.
 */
export const MarkAllReadRequest = z.array(NotificationRef).max(1000).nullish();

/** Notification hub events (002 §7), to every open tab of the recipient (room user:<accountId>). */
export const NotificationHubEvents = [
  'NewNotification',
  'NotificationRead',
  'NotificationUnread',
  'NotificationRemoved',
  'NotificationActioned',
] as const;
export type NotificationHubEvent = (typeof NotificationHubEvents)[number];
/** NewNotification carries the notification; the other four the ids whose state changed. */
export const NotificationIdsEvent = z.object({ ids: z.array(Id) });
export type NotificationIdsEvent = z.infer<typeof NotificationIdsEvent>;

/** POST person/upgrade (Observers), POST person/approveupgrade|denyupgrade/{personId}/{orgId}. */
export const UpgradeDecisionParams = z.object({ personId: Id, orgId: Id });
/** The answer of the upgrade calls: succeeded, and the status the person's request now has. */
export const UpgradeResponse = z.object({
  succeeded: z.literal(true),
  upgradeRequestStatus: z.enum(UpgradeRequestStatuses),
});
