import { z } from 'zod';
import { ReviewStatuses, TodoStatuses } from '../enums.ts';
import { isSafeText } from '../rules/safe-text.ts';
import { CalendarDate, Id, IdParams, M, requiredText, SearchRequest, searchResponse } from './common.ts';
import { Person } from './people.ts';

/**
 * To-Dos, personal To-Dos, Issues and Headlines (000 §3, §5; 002 §4, §7). Notes are rich text
 * (`contentHtml`), sanitized by the server on every write.
 */

/** Rich text notes: at most 50,000 characters of HTML before sanitizing. */
export const ContentHtml = z.string().max(50_000).refine(isSafeText, { error: M.invalid }).default('');
/** Date-only values travel as 'YYYY-MM-DD' and are stored as UTC midnight (002 §9). */
export const DueDate = CalendarDate;
const OwnerIds = z.array(Id, { error: M.required }).min(1, { error: M.required }).max(50);

export const IssueStatuses = ['Open', 'Solved', 'Removed'] as const;
export type IssueStatus = (typeof IssueStatuses)[number];

/** Item answers carry what the caller may do with them, and whether they are overdue or stale. */
const ItemAbilities = z.object({ canEdit: z.boolean() });

// ---- To-Dos ----------------------------------------------------------------------------------

export const TodoCreateRequest = z.object({
  title: requiredText(),
  /** One To-Do is created per owner. */
  ownerIds: OwnerIds,
  dueDate: DueDate,
  contentHtml: ContentHtml,
  tractionId: Id,
});
export const TodoUpdateRequest = z.object({
  title: requiredText(),
  ownerId: Id,
  dueDate: DueDate,
  contentHtml: ContentHtml,
  tractionId: Id,
});
export const PersonalTodoCreateRequest = z.object({
  title: requiredText(),
  dueDate: DueDate,
  contentHtml: ContentHtml,
});
export const PersonalTodoUpdateRequest = PersonalTodoCreateRequest;

export const Todo = z.object({
  id: Id,
  title: z.string(),
  contentHtml: z.string(),
  dueDate: z.string(),
  status: z.enum(TodoStatuses),
  ownerId: Id,
  owner: Person.nullable(),
  /** Null for a personal To-Do. */
  tractionId: Id.nullable(),
  isPersonal: z.boolean(),
  /** Past its due date and not done. */
  isOverdue: z.boolean(),
  /** Open for more than two weeks (002 §9: a To-Do should not stay over two weeks). */
  isStale: z.boolean(),
  created: z.string(),
  completed: z.string().nullable(),
  abilities: ItemAbilities,
});
export type Todo = z.infer<typeof Todo>;

// ---- Issues ----------------------------------------------------------------------------------

/** POST issues carries `ownerIds` (000 §7); the popup sends one owner, the assistant may send several: one issue each. */
export const IssueCreateRequest = z.object({
  title: requiredText(),
  ownerIds: OwnerIds,
  contentHtml: ContentHtml,
  tractionId: Id,
});
export const IssueUpdateRequest = z.object({ title: requiredText(), ownerId: Id, contentHtml: ContentHtml });
export const IssueMoveRequest = z.object({
  /** The destination meeting, and its owner there. */
  destinationId: Id,
  ownerId: Id,
});
export const IssueRankRequest = z.object({
  /** Place the issue right after this one in its meeting's list; null puts it first. */
  afterId: Id.nullable(),
});

export const Issue = z.object({
  id: Id,
  title: z.string(),
  contentHtml: z.string(),
  status: z.enum(IssueStatuses),
  ownerId: Id,
  owner: Person.nullable(),
  tractionId: Id,
  rank: z.number(),
  created: z.string(),
  solved: z.string().nullable(),
  abilities: ItemAbilities,
});
export type Issue = z.infer<typeof Issue>;

// ---- Headlines -------------------------------------------------------------------------------

export const HeadlineCreateRequest = z.object({
  title: requiredText(),
  /** One Headline per owner. */
  ownerIds: OwnerIds,
  contentHtml: ContentHtml,
  tractionId: Id,
});
export const HeadlineUpdateRequest = z.object({ title: requiredText(), ownerId: Id, contentHtml: ContentHtml });
export const HeadlineReviewRequest = z.object({ status: z.enum(ReviewStatuses) });
/** POST headline/cascade: copies of a headline to each owner's chosen meetings (001 §3). */
export const HeadlineCascadeRequest = z.object({
  headlineId: Id,
  entries: z
    .array(z.object({ ownerId: Id, tractionIds: z.array(Id).min(1, { error: M.required }).max(50) }))
    .min(1, { error: M.required })
    .max(50),
});

export const Headline = z.object({
  id: Id,
  title: z.string(),
  contentHtml: z.string(),
  status: z.enum(ReviewStatuses),
  ownerId: Id,
  owner: Person.nullable(),
  tractionId: Id,
  /** The headline this one was cascaded from. */
  cascadedFromId: Id.nullable(),
  created: z.string(),
  abilities: ItemAbilities,
});
export type Headline = z.infer<typeof Headline>;

// ---- Shared calls ----------------------------------------------------------------------------

export const ReassignRequest = z.object({ ownerId: Id });
export const TodoStatusRequest = z.object({ status: z.enum(TodoStatuses) });
export const TodoCompleteRequest = z.object({ isComplete: z.boolean().default(true) });
export const IssueStatusRequest = z.object({ status: z.enum(IssueStatuses) });
export const ItemParams = IdParams;

export const TodoResponse = z.object({ succeeded: z.literal(true), todo: Todo });
export const TodosResponse = z.object({ succeeded: z.literal(true), todos: z.array(Todo) });
export const IssueResponse = z.object({ succeeded: z.literal(true), issue: Issue });
/** POST issues answers the first issue (its id is what the popup needs) and all of them. */
export const IssueCreateResponse = z.object({ succeeded: z.literal(true), issue: Issue, issues: z.array(Issue) });
export const HeadlineResponse = z.object({ succeeded: z.literal(true), headline: Headline });
export const HeadlinesResponse = z.object({ succeeded: z.literal(true), headlines: z.array(Headline) });

/**
 * Item lists are the generic paged search. Filters: `traction-id` (a meeting), `owner-id` (Mine),
 * `excluded-owner-ids` (Others), `status`, `text-search`, `personal` ('true' for the user's personal
 * To-Dos). Sorts: `title`, `dueDate` (To-Dos), `rank` (Issues), `created`.
 */
export const ItemSearchRequest = SearchRequest;
export const TodoSearchResponse = searchResponse(Todo);
export const IssueSearchResponse = searchResponse(Issue);
export const HeadlineSearchResponse = searchResponse(Headline);
