import { z } from 'zod';
import { ReviewStatuses, RockStatuses, TodoStatuses } from '../enums.ts';
import { isSafeText } from '../rules/safe-text.ts';
import { Id, M } from './common.ts';
import { HeadlineCreateRequest, IssueCreateRequest, IssueStatuses, TodoCreateRequest } from './items.ts';

/**
 * The MCP server's tool arguments (issue 21; server/src/modules/mcp). A tool's arguments are checked
 * against these before anything runs, then become a call of the API's own route, whose request
 * schema checks them again: the creates take the API's own request contracts.
 */

/** The path the MCP server answers at, under the API prefix. */
export const MCP_PATH = '/mcp';

/**
 * The most messages one MCP POST may carry as a JSON-RPC batch (issue 34): each counts as a call
 * against the token's limit. Protocol 2025-06-18 dropped batching; older clients send a few at most.
 */
export const MCP_MAX_BATCH = 10;

const Search = z.string().max(100).refine(isSafeText, { error: M.invalid });
const Limit = z.number().int().min(1).max(100).default(25);

/** list_meetings: the person's meetings (those they own or attend), or all they may see. */
export const McpMeetingListArgs = z.object({
  scope: z.enum(['mine', 'all']).default('mine').describe("'mine': meetings the person owns or attends"),
  search: Search.optional().describe('Words in the title'),
  limit: Limit,
});

/** The list tools' shared filters, as the API's item search takes them (traction-id, owner-id, status, text-search). */
function itemListArgs<const S extends readonly string[]>(statuses: S) {
  return z.object({
    meetingId: Id.optional().describe("Only this meeting's items (an id from list_meetings)"),
    owner: z
      .enum(['me', 'anyone'])
      .default('me')
      .describe("'me': the person's own items; 'anyone': everyone's the person may see"),
    status: z.array(z.enum(statuses)).max(statuses.length).optional().describe('Default: the open ones'),
    search: Search.optional().describe('Words in the title'),
    limit: Limit,
  });
}

export const McpTodoListArgs = itemListArgs(TodoStatuses);
export const McpRockListArgs = itemListArgs(RockStatuses);
export const McpIssueListArgs = itemListArgs(IssueStatuses);
export const McpHeadlineListArgs = itemListArgs(ReviewStatuses);
export type McpItemListArgs = z.infer<ReturnType<typeof itemListArgs>>;

/** The creates are the API's own requests; the owners default to the token's person. */
const ownersOptional = { ownerIds: TodoCreateRequest.shape.ownerIds.optional().describe('Default: the person') };
export const McpTodoCreateArgs = TodoCreateRequest.extend(ownersOptional);
export const McpIssueCreateArgs = IssueCreateRequest.extend(ownersOptional);
export const McpHeadlineCreateArgs = HeadlineCreateRequest.extend(ownersOptional);

/** get_scorecard: a meeting's Scorecard over its last weeks, or without a meeting the person's own measurables. */
export const McpScorecardArgs = z.object({
  meetingId: Id.optional().describe("The meeting whose Scorecard to read; left out, the person's own measurables"),
  weeks: z.number().int().min(1).max(26).default(6),
});

/** get_vto: one revision, or left out the company's current V/TO. */
export const McpVtoArgs = z
  .object({
    collectionId: Id.optional().describe('The folder of the revision'),
    revisionId: Id.optional().describe('Given with collectionId; left out, the current V/TO'),
  })
  .refine((v) => Boolean(v.collectionId) === Boolean(v.revisionId), { error: M.required, path: ['revisionId'] });

/** prepare_meeting: one meeting's open Issues, To-Dos, Rocks and Headlines. */
export const McpPrepareMeetingArgs = z.object({ meetingId: Id });
