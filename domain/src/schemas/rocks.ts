import { z } from 'zod';
import { RockStatuses, Scopes } from '../enums.ts';
import { CalendarDate, Id, M, requiredText, SearchRequest, searchResponse } from './common.ts';
import { ContentHtml } from './items.ts';
import { Person } from './people.ts';

export const RockMessages = {
  delegatedTitle: 'ERR_DELEGATED_ROCK_TITLE',
  delegationPartial: 'VAL_DELEGATION_PARTIAL',
  removedSome: 'ERR_ROCKS_NOT_REMOVED',
} as const;

/**
 * A delegated entry of the Rock popups: meeting, type and owner all filled or all empty (000 §5).
 * Empty rows are dropped; a partly filled one is refused with VAL_DELEGATION_PARTIAL.
 */
export const DelegatedEntry = z
  .object({
    tractionId: Id.nullish(),
    type: z.enum(Scopes).nullish(),
    ownerId: Id.nullish(),
  })
  .refine(
    (e) => {
      const filled = [e.tractionId, e.type, e.ownerId].filter((v) => v !== null && v !== undefined).length;
      return filled === 0 || filled === 3;
    },
    { error: 'VAL_DELEGATION_PARTIAL' },
  );

const RockFields = {
  title: requiredText(),
  ownerId: Id,
  contentHtml: ContentHtml,
  dueDate: CalendarDate,
  type: z.enum(Scopes, { error: M.required }),
  /** The meetings the Rock belongs to: at least one. */
  tractionIds: z.array(Id).min(1, { error: M.required }).max(50),
  delegated: z.array(DelegatedEntry).max(50).default([]),
};

export const RockCreateRequest = z.object(RockFields);
export type RockCreateRequest = z.infer<typeof RockCreateRequest>;
/** Editing: the owner is changed through reassign; a delegated Rock keeps its parent's title. */
export const RockUpdateRequest = z.object({ ...RockFields, ownerId: Id.optional() });
export type RockUpdateRequest = z.infer<typeof RockUpdateRequest>;

export const MilestoneRequest = z.object({
  title: requiredText(),
  dueDate: CalendarDate,
  done: z.boolean().default(false),
});
export const Milestone = z.object({ id: Id, title: z.string(), dueDate: z.string(), done: z.boolean() });

export const Rock = z.object({
  id: Id,
  title: z.string(),
  contentHtml: z.string(),
  dueDate: z.string(),
  type: z.enum(Scopes),
  status: z.enum(RockStatuses),
  ownerId: Id,
  owner: Person.nullable(),
  tractionIds: z.array(Id),
  /** The Rock this one was delegated from (its parent in the chain). */
  delegatedFromRockId: Id.nullable(),
  milestones: z.array(Milestone),
  /** Milestones done out of all, for the progress bar. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  created: z.string(),
  completed: z.string().nullable(),
  abilities: z.object({ canEdit: z.boolean(), canEditTitle: z.boolean() }),
});
export type Rock = z.infer<typeof Rock>;

export const RockResponse = z.object({ succeeded: z.literal(true), rock: Rock });
/** Creating with delegation answers the Rock and its delegated children. */
export const RockCreateResponse = z.object({ succeeded: z.literal(true), rock: Rock, delegatedRocks: z.array(Rock) });
export const RockDelegatesResponse = z.object({ succeeded: z.literal(true), rocks: z.array(Rock) });
export const RockStatusRequest = z.object({ status: z.enum(RockStatuses) });
export const RockDeleteParams = z.object({
  id: Id,
  /** 'true' also removes the Rocks delegated from this one, down the chain. */
  flag: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const RocksRemoveInMeetingParams = z.object({ meetingId: Id });
export const RocksRemoveInMeetingRequest = z.array(Id).min(1, { error: M.required }).max(200);
export const RocksRemoveInMeetingResponse = z.object({ succeeded: z.literal(true), rocksRemoved: z.array(Id) });
export const RockSearchRequest = SearchRequest;
export const RockSearchResponse = searchResponse(Rock);
