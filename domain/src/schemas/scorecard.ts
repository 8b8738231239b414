import { z } from 'zod';
import { ComparisonGoals, MeasurableUnits, Rollups, ValueScales } from '../enums.ts';
import { allowedDecimalPlaces, GOAL_MAX_LENGTH, isWeekIntervalId, NUMBER_PATTERN } from '../rules/scorecard.ts';
import { Id, M, requiredText } from './common.ts';
import { Person } from './people.ts';

/** Scorecard contracts (001 §3, §5, §7; 002 §3, §5, §9). Message ids live in the language pack. */
export const ScorecardMessages = {
  decimals: 'VAL_DECIMAL_PLACES',
  assistantIsOwner: 'VAL_ASSISTANT_IS_OWNER',
  number: 'VAL_NUMBER',
} as const;

/**
 * A number as the number field sends it: digits, one dot, a leading minus, at most 15 characters
 * (002 §5). A JSON number is read through the same rule.
 */
export const NumericValue = z
  .union([z.string(), z.number()], { error: M.required })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .min(1, { error: M.required, abort: true })
      .max(GOAL_MAX_LENGTH, { error: M.maxLength, abort: true })
      .regex(NUMBER_PATTERN, { error: ScorecardMessages.number }),
  )
  .transform(Number);

const MeasurableFields = {
  title: requiredText(),
  goalValue: NumericValue,
  comparison: z.enum(ComparisonGoals).default('Greater'),
  unitOfMeasure: z.enum(MeasurableUnits).default('Number'),
  valueScale: z.enum(ValueScales).default('One'),
  decimalPlaces: z.number().int().min(0).max(3).default(0),
  /** The measurable assistant: enters numbers for the owner; never the owner. */
  editorId: Id.nullish(),
  /** How weeks roll up into months, quarters and the Total column; left out, the unit's default (defaultRollup). */
  rollup: z.enum(Rollups).optional(),
};

type DecimalsAndEditor = {
  unitOfMeasure: (typeof MeasurableUnits)[number];
  valueScale: (typeof ValueScales)[number];
  decimalPlaces: number;
  editorId?: string | null;
};

/** The cross-field rules: decimals allowed for the unit and scale; the assistant is not an owner. */
function checkMeasurable(owners: (v: never) => string[]) {
  return (value: DecimalsAndEditor, ctx: z.RefinementCtx) => {
    if (!allowedDecimalPlaces(value.unitOfMeasure, value.valueScale).includes(value.decimalPlaces)) {
      ctx.addIssue({ code: 'custom', path: ['decimalPlaces'], message: ScorecardMessages.decimals });
    }
    if (value.editorId && owners(value as never).includes(value.editorId)) {
      ctx.addIssue({ code: 'custom', path: ['editorId'], message: ScorecardMessages.assistantIsOwner });
    }
  };
}

/** POST scorecard/{scorecardId}/add-measurable: one measurable per owner. */
export const MeasurableCreateRequest = z
  .object({
    ...MeasurableFields,
    ownerIds: z.array(Id, { error: M.required }).min(1, { error: M.required }).max(50),
  })
  .superRefine(checkMeasurable((v: { ownerIds: string[] }) => v.ownerIds));
export type MeasurableCreateRequest = z.infer<typeof MeasurableCreateRequest>;

/** PUT scorecard/{scorecardId}/{id}: the owner is required on edit (001 §5). */
export const MeasurableUpdateRequest = z
  .object({ ...MeasurableFields, ownerId: Id })
  .superRefine(checkMeasurable((v: { ownerId: string }) => [v.ownerId]));
export type MeasurableUpdateRequest = z.infer<typeof MeasurableUpdateRequest>;

export const MeasurableReassignRequest = z.object({ ownerId: Id });
/** PUT scorecard/{scorecardId}/order: the measurables in their new order (drag to reorder). */
export const MeasurableOrderRequest = z.object({ ids: z.array(Id).min(1).max(200) });

/** A week: its Monday as 'YYYY-MM-DD' (weeks start on Monday). */
export const IntervalId = z.string({ error: M.required }).refine(isWeekIntervalId, { error: M.invalid });

/**
 * PUT scorecard/{s}/{m}/add-measured-value (001 §7): `entered` false (or a null value) clears the
 * week's number; otherwise `value` is the number for that week.
 */
export const MeasuredValueRequest = z
  .object({
    entered: z.boolean().default(true),
    intervalId: IntervalId,
    // nullable(), not a union with null: a union would hide the number rule behind VAL_INVALID.
    value: NumericValue.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.entered && v.value === null) ctx.addIssue({ code: 'custom', path: ['value'], message: M.required });
  });

export const ScorecardParams = z.object({ scorecardId: Id });
export const MeasurableParams = z.object({ scorecardId: Id, id: Id });
/** GET scorecard/{scorecardId}?end=YYYY-MM-DD&weeks=13: the grid, `weeks` weeks ending with `end`'s week. */
export const ScorecardGridQuery = z.object({
  end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  weeks: z.coerce.number().int().min(1).max(104).default(13),
});
export const ScorecardCreateRequest = z.object({ tractionId: Id });

export const MeasuredValue = z.object({ intervalId: z.string(), value: z.number() });
export type MeasuredValue = z.infer<typeof MeasuredValue>;

export const Measurable = z.object({
  id: Id,
  scorecardId: Id,
  tractionId: Id,
  title: z.string(),
  ownerId: Id,
  owner: Person.nullable(),
  editorId: Id.nullable(),
  editor: Person.nullable(),
  goalValue: z.number(),
  comparison: z.enum(ComparisonGoals),
  unitOfMeasure: z.enum(MeasurableUnits),
  valueScale: z.enum(ValueScales),
  decimalPlaces: z.number().int(),
  rollup: z.enum(Rollups),
  /** The item this measurable was made from or feeds (not used yet: V/TO plans). */
  linkedItemId: Id.nullable(),
  position: z.number(),
  abilities: z.object({
    /** Change the measurable itself (title, goal, owner, remove). */
    canEdit: z.boolean(),
    /** Enter numbers: the owner, the assistant, and those with edit rights. */
    canEnterValues: z.boolean(),
  }),
});
export type Measurable = z.infer<typeof Measurable>;

export const Scorecard = z.object({ id: Id, tractionId: Id, title: z.string() });
export type Scorecard = z.infer<typeof Scorecard>;

export const ScorecardResponse = z.object({ succeeded: z.literal(true), scorecard: Scorecard });
export const MeasurableResponse = z.object({ succeeded: z.literal(true), measurable: Measurable });
export const MeasurablesResponse = z.object({ succeeded: z.literal(true), measurables: z.array(Measurable) });
/** PUT scorecard/{s}/{m}/add-measured-value: the week's number as stored now, null when cleared. */
export const MeasuredValueResponse = z.object({ succeeded: z.literal(true), value: MeasuredValue.nullable() });
/** GET scorecards/meetings: the meetings whose Scorecard the user may add to, each with its scorecard. */
export const ScorecardMeetingsResponse = z.object({ succeeded: z.literal(true), items: z.array(Scorecard) });
/** The grid: the weeks shown (oldest first) and, per measurable, its numbers in those weeks. */
export const ScorecardGridResponse = z.object({
  succeeded: z.literal(true),
  scorecard: Scorecard,
  intervals: z.array(z.string()),
  measurables: z.array(Measurable.extend({ values: z.array(MeasuredValue) })),
});
export type ScorecardGrid = z.infer<typeof ScorecardGridResponse>;

/** GET scorecards/mine?end=YYYY-MM-DD: one week, the one containing `end` (default today, UTC). */
export const MyMeasurablesQuery = ScorecardGridQuery.pick({ end: true });

/** A week's number against the goal, as the grid colours it: 'on' track, 'off' track, null without a number. */
export const WeekStatuses = ['on', 'off'] as const;

/** One of the caller's own measurables, with its week and the meeting its Scorecard belongs to. */
export const MyMeasurable = Measurable.extend({
  values: z.array(MeasuredValue),
  /** The title of the meeting (tractionId) whose Scorecard holds it. */
  meetingTitle: z.string(),
  weekStatus: z.enum(WeekStatuses).nullable(),
});
export type MyMeasurable = z.infer<typeof MyMeasurable>;

/**
 * The dashboard's measurables widget (001 §3): every active measurable the caller owns across the
 * organization's Scorecards, shaped like a one-week grid (`intervals` holds that week's Monday).
 */
export const MyMeasurablesResponse = z.object({
  succeeded: z.literal(true),
  intervals: z.array(z.string()),
  measurables: z.array(MyMeasurable),
});
export type MyMeasurables = z.infer<typeof MyMeasurablesResponse>;
