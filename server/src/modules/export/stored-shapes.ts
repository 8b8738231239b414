import {
  ActualResult,
  AgendaItemTypes,
  CoreFocus,
  CoreValue,
  DASHBOARD,
  ChecklistItem as DomainChecklistItem,
  Id,
  LiveMeetingSummary,
  LongTermIssue,
  OneYearPlan,
  TargetMarket,
  TenYearTarget,
  ThreeYearPicture,
  VisibilityRequest,
  VtoListEntry,
  VtoMetric,
  Widget,
  WidgetTypes,
} from '@eos/domain';
import { z } from 'zod';
import type {
  StoredAcDocument,
  StoredAgenda,
  StoredChecklistItem,
  StoredMetric,
  StoredOneYearPlan,
  StoredQuarterlyPlan,
  StoredSeat,
  StoredThreeYearPicture,
  StoredVisibility,
  StoredVtoDocument,
} from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

/**
 * The JSON documents the export carries (the jsonb columns of exported tables), as zod schemas a restore
 * parses each one with. Each is typed against the TypeScript type the schema files declare for the
 * column, so a field added there without its place here fails the typecheck. Domain schemas are reused
 * where they exist. Parsing drops keys the type does not have and sends every HTML field through the one
 * sanitizer – exactly the fields the app sanitizes when it writes them (vto/parts/vision.ts, plans.ts,
 * issues.ts; ac/seats.ts setSeatNotes; meetings/agenda.ts) – so a restored document is one the app
 * could have written itself.
 */

/** A stored HTML field: whatever the zip says, it is stored as the sanitizer leaves it. */
const Html = z.string().transform(sanitizeRichText);

// ---- V/TO ----------------------------------------------------------------------------------------

/** Decimals as the app lets them be chosen (MetricRequest, ActualValuesRequest): formatting takes no more. */
const decimalPlaces = z.number().int().min(0).max(3);
const StoredMetricSchema: z.ZodType<StoredMetric> = VtoMetric.omit({ hidden: true }).extend({
  decimalPlaces,
  actual: ActualResult.extend({ decimalPlaces }).nullable(),
});
const planLists = { financialMetrics: z.array(StoredMetricSchema), measurables: z.array(StoredMetricSchema) };

const StoredThreeYearPictureSchema: z.ZodType<StoredThreeYearPicture> = ThreeYearPicture.extend({
  ...planLists,
  notes: Html,
});
const storedOneYearPlan = OneYearPlan.extend({ ...planLists, futureDateNotes: Html });
const StoredOneYearPlanSchema: z.ZodType<StoredOneYearPlan> = storedOneYearPlan;
const StoredQuarterlyPlanSchema: z.ZodType<StoredQuarterlyPlan> = storedOneYearPlan.extend({
  rocksForTheQuarter: z.array(z.object({ id: Id, rockId: Id, sequence: z.number().int() })),
});

export const StoredVtoDocumentSchema: z.ZodType<StoredVtoDocument> = z.object({
  vision: z.object({
    coreValues: z.array(CoreValue),
    coreValuesSpeech: z.object({ id: Id, notes: Html }).nullable(),
    coreFocus: CoreFocus.nullable(),
    tenYearTarget: TenYearTarget.extend({ contentHtml: Html }).nullable(),
    targetMarkets: z.array(
      TargetMarket.extend({
        targetMarketHtml: Html,
        provenProcessHtml: Html,
        guaranteeHtml: Html,
        uniques: z.array(VtoListEntry),
      }),
    ),
    threeYearPicture: StoredThreeYearPictureSchema.nullable(),
  }),
  traction: z.object({
    oneYearPlan: StoredOneYearPlanSchema.nullable(),
    quarterlyPlan: StoredQuarterlyPlanSchema.nullable(),
    longTermIssueList: z.object({ issues: z.array(LongTermIssue.extend({ notes: Html })) }),
  }),
});

// ---- Accountability Chart ------------------------------------------------------------------------

const StoredSeatSchema: z.ZodType<StoredSeat> = z.object({
  id: Id,
  key: z.number().int(),
  parentId: Id.nullable(),
  sequence: z.number().int(),
  title: z.string(),
  assignedToId: Id.nullable(),
  roles: z.array(z.string()),
  isAssistant: z.boolean(),
  notes: Html,
  notesUpdated: z.string().nullable(),
  notesUpdatedById: Id.nullable(),
});

/** The seats must form the tree the chart module keeps: unique ids, one root, parents that exist, no cycle. */
export const StoredAcDocumentSchema: z.ZodType<StoredAcDocument> = z
  .object({ seats: z.array(StoredSeatSchema).optional() })
  .superRefine(({ seats }, ctx) => {
    if (!seats) return;
    const problem = seatTreeProblem(seats);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['seats', problem], message: 'not a tree' });
  });

/** The index of the first seat that breaks the tree, or null when the seats form one tree. */
function seatTreeProblem(seats: readonly StoredSeat[]): number | null {
  const byId = new Map<string, StoredSeat>();
  for (const [i, seat] of seats.entries()) {
    if (byId.has(seat.id)) return i;
    byId.set(seat.id, seat);
  }
  let roots = 0;
  for (const [i, seat] of seats.entries()) {
    if (seat.parentId === null && ++roots > 1) return i;
    if (seat.parentId !== null && !byId.has(seat.parentId)) return i;
    // Walking up from any seat reaches the root within as many steps as there are seats.
    let at: StoredSeat | undefined = seat;
    for (let steps = 0; at && at.parentId !== null; steps++) {
      if (steps > seats.length) return i;
      at = byId.get(at.parentId);
    }
  }
  return null;
}

// ---- Meetings ------------------------------------------------------------------------------------

const StoredCustomContent = z.union([
  z.object({ contentType: z.literal('html'), content: Html }),
  z.object({ contentType: z.enum(['text', 'link']), content: z.string() }),
]);

export const StoredAgendaSchema: z.ZodType<StoredAgenda> = z.object({
  name: z.string(),
  type: z.string().max(40),
  sessionNumber: z.number().int().min(0),
  items: z.array(
    z.object({
      type: z.enum(AgendaItemTypes),
      name: z.string(),
      icon: z.string().max(40),
      minutes: z.number().int().min(0).max(600),
      customContent: StoredCustomContent.nullable(),
    }),
  ),
});

export const StoredChecklistSchema: z.ZodType<StoredChecklistItem[]> = z.array(DomainChecklistItem).max(50);

export const StoredSummarySchema: z.ZodType<LiveMeetingSummary> = LiveMeetingSummary;

// ---- Revisions' sharing, people's dashboards ----------------------------------------------------

export const StoredVisibilitySchema: z.ZodType<StoredVisibility> = VisibilityRequest;

export const StoredDashboardSchema: z.ZodType<Widget[]> = z
  .array(Widget)
  .max(WidgetTypes.length * DASHBOARD.widgetsPerType)
  .refine((widgets) => new Set(widgets.map((w) => w.i)).size === widgets.length);

/**
 * Each exported jsonb column (`table.column`) and the schema its value is parsed with; a revision's
 * document by the row's kind. catalogue.test.ts fails on an exported jsonb column missing here.
 */
export const STORED_SHAPES: Readonly<Record<string, z.ZodType | ((row: Record<string, unknown>) => z.ZodType)>> = {
  'memberships.dashboard': StoredDashboardSchema,
  'meetings.agenda': StoredAgendaSchema,
  'agenda_templates.agenda': StoredAgendaSchema,
  'meeting_sessions.summary': StoredSummarySchema,
  'meeting_checklists.items': StoredChecklistSchema,
  'revisions.visibility': StoredVisibilitySchema,
  'revisions.document': (row) => (row.kind === 'ac' ? StoredAcDocumentSchema : StoredVtoDocumentSchema),
};
