import { z } from 'zod';
import { DASHBOARD } from '../constants.ts';
import { Id, M, Succeeded } from './common.ts';

/** The widget types (001 §3), in the order ChooseWidget offers them. */
export const WidgetTypes = ['meetings', 'todos', 'headlines', 'rocks', 'measurables', 'issues'] as const;
export type WidgetType = (typeof WidgetTypes)[number];

/** Widget filters (001 §3): Mine is owner-id, Others excluded-owner-ids, and the headlines' review states. */
export const WidgetFilterIds = ['owner-id', 'excluded-owner-ids', 'headline-status'] as const;
export const WidgetHeadlineStatuses = ['ToReview', 'Reviewed'] as const;

export const DashboardMessages = {
  /** 001 §9: '(Max number of widgets reached for ...)', {0} the widget type. */
  maxWidgets: 'DASHBOARD_MAX_WIDGETS',
} as const;

export const WidgetFilter = z.object({
  id: z.enum(WidgetFilterIds),
  /** owner-id and excluded-owner-ids: a person id (the viewer's own, for Mine and Others). */
  value: z.union([Id, z.literal('')]).default(''),
  /** headline-status: the review states shown. */
  statuses: z.array(z.enum(WidgetHeadlineStatuses)).max(WidgetHeadlineStatuses.length).default([]),
});
export type WidgetFilter = z.infer<typeof WidgetFilter>;

const cell = (min: number, max: number) => z.number().int().min(min).max(max);

/** One widget on the grid: `i` its key, x/y/w/h in grid cells (react-grid-layout's terms). */
export const Widget = z
  .object({
    i: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, { error: M.invalid }),
    x: cell(0, DASHBOARD.columns - 1),
    y: cell(0, DASHBOARD.maxRows),
    w: cell(1, DASHBOARD.columns),
    h: cell(1, DASHBOARD.maxHeight),
    filters: z.array(WidgetFilter).max(WidgetFilterIds.length).default([]),
    widgetSettings: z.object({ type: z.enum(WidgetTypes) }),
  })
  .refine((widget) => widget.x + widget.w <= DASHBOARD.columns, { error: M.invalid, path: ['w'] });
export type Widget = z.infer<typeof Widget>;

/**
 * A person's whole layout, keys unique. The 4-a-type limit is a rule with the type in its message
 * (rules/dashboard.ts), checked by the server and shown by ChooseWidget.
 */
export const DashboardLayout = z
  .object({ widgets: z.array(Widget).max(WidgetTypes.length * DASHBOARD.widgetsPerType) })
  .refine(({ widgets }) => new Set(widgets.map((widget) => widget.i)).size === widgets.length, {
    error: M.invalid,
    path: ['widgets'],
  });
export type DashboardLayout = z.infer<typeof DashboardLayout>;

/** Which dashboard a person lands on at /: the widget dashboard, or the classic list (001 §9, new-dashboard flag). */
export const DashboardKinds = ['widgets', 'classic'] as const;
export type DashboardKind = (typeof DashboardKinds)[number];
export const DashboardResponse = Succeeded.extend({
  dashboard: z.object({ kind: z.enum(DashboardKinds), widgets: z.array(Widget) }),
});

export const DashboardKindParams = z.object({ orgId: Id, dashboard: z.enum(DashboardKinds) });

/**
 * GET dashboard/ended-meetings?since=: the sessions of the person's meetings that ended since a time
 * (the client sends the start of its day), newest first; the dashboard shows each as a summary card.
 */
export const EndedMeetingsQuery = z.object({ since: z.iso.datetime({ offset: true, error: M.invalid }) });
export const EndedMeeting = z.object({
  meetingId: Id,
  meetingName: z.string(),
  meetingThreadId: Id,
  sessionId: Id,
  ended: z.string(),
  averageRating: z.number().nullable(),
  addedTodos: z.number().int(),
  solvedIssues: z.number().int(),
});
export type EndedMeeting = z.infer<typeof EndedMeeting>;
export const EndedMeetingsResponse = Succeeded.extend({ items: z.array(EndedMeeting) });
