import { z } from 'zod';
import { MeasurableUnits, RockStatuses, ValueScales } from '../enums.ts';
import { allowedDecimalPlaces } from '../rules/scorecard.ts';
import { CollectionsResponse } from './collections.ts';
import { CalendarDate, Id, M, requiredText, safeText } from './common.ts';
import { ContentHtml, IssueCreateResponse } from './items.ts';
import { NumericValue, ScorecardMessages } from './scorecard.ts';

/**
 * The Vision/Traction Organizer's parts (002 §3, §7; 001 §3): a revision holds one vision and one
 * traction. Each part has its own add, update and remove call under vto/collection/{c}/revision/{r}/.
 */
export const VtoMessages = {
  /** A call on a three-year picture or quarterly plan that does not exist yet (002 §5). */
  partMissing: 'ERR_VTO_PART_NOT_LOADED',
  /** The part was changed by someone else since it was read: reload and apply again (002 §4). */
  changedByOther: 'VTO_CHANGED_BY_OTHER',
} as const;

/** Core focus labels (the paper V/TO's 'Purpose/Cause/Passion'); Custom uses customTitle. */
export const CoreFocusTitles = ['Purpose', 'Cause', 'Passion', 'Custom'] as const;

/** An actual result recorded against a plan's target (001 §3). */
export const ActualResult = z.object({
  id: Id,
  value: z.number(),
  valueScale: z.enum(ValueScales),
  decimalPlaces: z.number().int(),
});
export type ActualResult = z.infer<typeof ActualResult>;

/** A number with its unit, as the Scorecard formats it: revenue, profit or a measurable of a plan. */
export const VtoMetric = z.object({
  id: Id,
  title: z.string(),
  /** Its place in its list (revenue and profit come first among the financial metrics). */
  sequence: z.number().int(),
  /** Null when not filled in, or hidden from the caller (see hidden). */
  value: z.number().nullable(),
  unitOfMeasure: z.enum(MeasurableUnits),
  valueScale: z.enum(ValueScales),
  decimalPlaces: z.number().int(),
  /** Only the leadership team sees it (financial metrics only). */
  isVisibleToLtOnly: z.boolean(),
  /** True when the caller is outside the leadership team and the figure is LT-only. */
  hidden: z.boolean(),
  actual: ActualResult.nullable(),
});
export type VtoMetric = z.infer<typeof VtoMetric>;

export const VtoListEntry = z.object({ id: Id, title: z.string(), sequence: z.number().int() });
export type VtoListEntry = z.infer<typeof VtoListEntry>;

export const CoreValue = VtoListEntry.extend({ description: z.string() });
export type CoreValue = z.infer<typeof CoreValue>;

export const CoreFocus = z.object({
  id: Id,
  title: z.enum(CoreFocusTitles),
  customTitle: z.string(),
  description: z.string(),
  niche: z.string(),
  updated: z.string(),
});
export type CoreFocus = z.infer<typeof CoreFocus>;

export const TenYearTarget = z.object({
  id: Id,
  futureDate: z.string().nullable(),
  contentHtml: z.string(),
  updated: z.string(),
});
export type TenYearTarget = z.infer<typeof TenYearTarget>;

export const TargetMarket = z.object({
  id: Id,
  title: z.string(),
  sequence: z.number().int(),
  /** Who the ideal customer is ('the list'). */
  targetMarketHtml: z.string(),
  uniques: z.array(VtoListEntry),
  provenProcessHtml: z.string(),
  guaranteeHtml: z.string(),
  updated: z.string(),
});
export type TargetMarket = z.infer<typeof TargetMarket>;

const planFields = {
  id: Id,
  futureDate: z.string().nullable(),
  /** The first two are revenue and profit (002 §3: visibleToLtOnlyRevenue, visibleToLtOnlyProfit). */
  financialMetrics: z.array(VtoMetric),
  measurables: z.array(VtoMetric),
  goals: z.array(VtoListEntry),
  updated: z.string(),
};

export const ThreeYearPicture = z.object({ ...planFields, notes: z.string() });
export type ThreeYearPicture = z.infer<typeof ThreeYearPicture>;

export const OneYearPlan = z.object({ ...planFields, futureDateNotes: z.string() });
export type OneYearPlan = z.infer<typeof OneYearPlan>;

/** A Rock of the quarter: a link to a real Rock of the leadership meeting, shown as it is now. */
export const VtoRock = z.object({
  id: Id,
  rockId: Id,
  sequence: z.number().int(),
  title: z.string(),
  ownerId: Id,
  status: z.enum(RockStatuses),
  dueDate: z.string(),
});
export type VtoRock = z.infer<typeof VtoRock>;

export const QuarterlyPlan = OneYearPlan.extend({ rocksForTheQuarter: z.array(VtoRock) });
export type QuarterlyPlan = z.infer<typeof QuarterlyPlan>;

export const LongTermIssue = z.object({
  id: Id,
  title: z.string(),
  notes: z.string(),
  assignedToId: Id.nullable(),
  sequence: z.number().int(),
  created: z.string(),
});
export type LongTermIssue = z.infer<typeof LongTermIssue>;

export const Vision = z.object({
  coreValues: z.array(CoreValue),
  coreValuesSpeech: z.object({ id: Id, notes: z.string() }).nullable(),
  coreFocus: CoreFocus.nullable(),
  tenYearTarget: TenYearTarget.nullable(),
  targetMarkets: z.array(TargetMarket),
  threeYearPicture: ThreeYearPicture.nullable(),
});
export type Vision = z.infer<typeof Vision>;

export const Traction = z.object({
  oneYearPlan: OneYearPlan.nullable(),
  quarterlyPlan: QuarterlyPlan.nullable(),
  longTermIssueList: z.object({ issues: z.array(LongTermIssue) }),
});
export type Traction = z.infer<typeof Traction>;

/** GET vto/collection/{c}/revision/{r} (002 §3). */
export const VtoRevision = z.object({
  revisionId: Id,
  collectionId: Id,
  title: z.string(),
  collectionTitle: z.string(),
  updated: z.string(),
  isPublished: z.boolean(),
  createdById: Id.nullable(),
  /** The leadership meeting whose Rocks the quarterly plan shows. */
  linkedTractionId: Id.nullable(),
  permissions: z.object({ canView: z.boolean(), canEdit: z.boolean(), canManage: z.boolean() }),
  visibleToLtOnlyRevenue: z.boolean(),
  visibleToLtOnlyProfit: z.boolean(),
  vision: Vision,
  traction: Traction,
});
export type VtoRevision = z.infer<typeof VtoRevision>;
export const VtoRevisionResponse = z.object({ succeeded: z.literal(true), vto: VtoRevision });
export type VtoRevisionResponse = z.infer<typeof VtoRevisionResponse>;

/** Every part write answers the whole V/TO as it now is, and the id of the part it wrote. */
export const VtoPartResponse = z.object({ succeeded: z.literal(true), vto: VtoRevision, id: Id });
export type VtoPartResponse = z.infer<typeof VtoPartResponse>;

/** GET .../rocks-for-quarter: the leadership meeting's Rocks not yet on the quarterly plan. */
export const VtoRockCandidatesResponse = z.object({
  succeeded: z.literal(true),
  rocks: z.array(VtoRock.omit({ id: true, sequence: true })),
});
export type VtoRockCandidatesResponse = z.infer<typeof VtoRockCandidatesResponse>;

// ---- Part requests -------------------------------------------------------------------------------

const shortText = (max = 1000) => safeText().trim().max(max, { error: M.maxLength }).default('');

export const PartParams = z.object({ collectionId: Id, revisionId: Id, id: Id });
export const SubPartParams = z.object({ collectionId: Id, revisionId: Id, id: Id, subId: Id });

export const CoreValueRequest = z.object({
  title: requiredText(),
  description: shortText(),
  /** Where it goes in the list; left out, at the end. */
  sequence: z.number().int().min(0).max(1000).optional(),
});
export const CoreValuesSpeechRequest = z.object({ notes: ContentHtml });
export const CoreFocusRequest = z.object({
  title: z.enum(CoreFocusTitles).default('Purpose'),
  customTitle: shortText(100),
  description: shortText(),
  niche: shortText(),
});
export const TenYearTargetRequest = z.object({
  futureDate: CalendarDate.nullable().default(null),
  contentHtml: ContentHtml,
});
export const TargetMarketRequest = z.object({
  title: requiredText(),
  targetMarketHtml: ContentHtml,
  provenProcessHtml: ContentHtml,
  guaranteeHtml: ContentHtml,
  sequence: z.number().int().min(0).max(1000).optional(),
});
/** A unique, a goal: one line of an ordered list. */
export const ListEntryRequest = z.object({
  title: requiredText(500),
  sequence: z.number().int().min(0).max(1000).optional(),
});
export const ThreeYearPictureRequest = z.object({
  futureDate: CalendarDate.nullable().default(null),
  notes: ContentHtml,
});
export const PlanRequest = z.object({
  futureDate: CalendarDate.nullable().default(null),
  futureDateNotes: ContentHtml,
});

/** A financial metric or measurable of a plan: its target with the Scorecard's units and decimals. */
export const MetricRequest = z
  .object({
    title: requiredText(),
    value: NumericValue.nullable().default(null),
    unitOfMeasure: z.enum(MeasurableUnits).default('Number'),
    valueScale: z.enum(ValueScales).default('One'),
    decimalPlaces: z.number().int().min(0).max(3).default(0),
    isVisibleToLtOnly: z.boolean().default(false),
    sequence: z.number().int().min(0).max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (!allowedDecimalPlaces(v.unitOfMeasure, v.valueScale).includes(v.decimalPlaces)) {
      ctx.addIssue({ code: 'custom', path: ['decimalPlaces'], message: ScorecardMessages.decimals });
    }
  });
export type MetricRequest = z.infer<typeof MetricRequest>;

/** POST quarterly-plan/{id}/rock: a Rock of the leadership meeting onto the quarter's list. */
export const VtoRockLinkRequest = z.object({ rockId: Id, sequence: z.number().int().min(0).max(1000).optional() });
/** PUT quarterly-plan/{id}/rock/{subId}: its place in the list. */
export const VtoRockMoveRequest = z.object({ sequence: z.number().int().min(0).max(1000) });

/** POST .../long-term-issue (000 §7). */
export const LongTermIssueRequest = z.object({
  revisionId: Id.optional(),
  collectionId: Id.optional(),
  title: requiredText(),
  notes: ContentHtml,
  assignedToId: Id.nullable().default(null),
});
export const LongTermIssueCreated = z.object({
  succeeded: z.literal(true),
  newLongTermIssue: z.object({ id: Id }),
  vto: VtoRevision,
  id: Id,
});

/** POST .../metrics/actual-values (001 §3, §7): the quarter's (or year's) actual results. */
export const ActualValuesRequest = z.object({
  actualResults: z
    .array(
      z.object({
        planId: Id,
        associatedItemId: Id,
        isMeasurable: z.boolean(),
        value: NumericValue.nullable(),
        valueScale: z.enum(ValueScales).default('One'),
        decimalPlaces: z.number().int().min(0).max(3).default(0),
      }),
    )
    .max(200),
});
export type ActualValuesRequest = z.infer<typeof ActualValuesRequest>;

// ---- Moving issues between a meeting and the V/TO (000 §3, §7) -----------------------------------

export const VtoIssueMessages = {
  /** The chosen owner may not edit the destination V/TO. */
  ownerCannotEdit: 'ERR_OWNER_CANNOT_EDIT_VTO',
  /** Move Issue / Add Issue: the chosen owner may edit no V/TO (000 §8). */
  noEditableVtos: 'VTO_NO_EDITABLE_VTOS',
} as const;

/** POST issue/{id}/move-to-vto: a meeting issue becomes a long-term issue of that revision. */
export const IssueMoveToVtoRequest = z.object({
  /** The V/TO revision's id. */
  destinationId: Id,
  destinationCollectionId: Id,
  ownerId: Id,
});
export type IssueMoveToVtoRequest = z.infer<typeof IssueMoveToVtoRequest>;
/** Answers the V/TO as it now is and the new long-term issue's id. */
export const IssueMoveToVtoResponse = VtoPartResponse;
export type IssueMoveToVtoResponse = z.infer<typeof IssueMoveToVtoResponse>;

/** POST .../long-term-issue/{id}/move: back to a meeting as an open issue of ownerId (an invitee). */
export const LongTermIssueMoveRequest = z.object({
  /** The meeting's id. */
  destinationId: Id,
  ownerId: Id,
});
export type LongTermIssueMoveRequest = z.infer<typeof LongTermIssueMoveRequest>;

/** GET vto/collections/editable?personId=: the folders with the revisions that person may edit. */
export const EditableVtosQuery = z.object({ personId: Id });
export type EditableVtosQuery = z.infer<typeof EditableVtosQuery>;
/** As POST issues answers: the new meeting issue. */
export const LongTermIssueMoveResponse = IssueCreateResponse;
export type LongTermIssueMoveResponse = z.infer<typeof LongTermIssueMoveResponse>;
export const EditableVtosResponse = CollectionsResponse;
export type EditableVtosResponse = z.infer<typeof EditableVtosResponse>;

// ---- Restore a part (item 11) --------------------------------------------------------------------

/** The parts Compare marks and Restore copies; coreValues brings the core values speech along. */
export const RestorableVtoParts = [
  'coreValues',
  'coreFocus',
  'tenYearTarget',
  'targetMarkets',
  'threeYearPicture',
  'oneYearPlan',
  'quarterlyPlan',
  'longTermIssues',
] as const;
export type RestorableVtoPart = (typeof RestorableVtoParts)[number];

/** POST vto/collection/{c}/revision/{r}/restore: one part of another revision copied into this one. */
export const RestorePartRequest = z.object({
  fromCollectionId: Id,
  fromRevisionId: Id,
  part: z.enum(RestorableVtoParts),
});
export type RestorePartRequest = z.infer<typeof RestorePartRequest>;
