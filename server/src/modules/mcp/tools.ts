import {
  API_PREFIX,
  type ApiMessage,
  type Collection,
  McpHeadlineCreateArgs,
  McpHeadlineListArgs,
  McpIssueCreateArgs,
  McpIssueListArgs,
  type McpItemListArgs,
  McpMeetingListArgs,
  McpPrepareMeetingArgs,
  McpRockListArgs,
  McpScorecardArgs,
  McpTodoCreateArgs,
  McpTodoListArgs,
  McpVtoArgs,
  type Meeting,
} from '@eos/domain';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { App } from '../../context.ts';
import { messageText } from '../../lib/errors.ts';
import { callAs } from '../tokens/internal-call.ts';
import type { TokenCaller } from '../tokens/store.ts';

/** A refusal of the API (its envelope's messages), answered to the client as a tool error. */
class Refused extends Error {}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type SearchAnswer<T> = { items: T[]; totalCount: number };

/**
 * The tools of the MCP server. Each one is calls of the API's own routes as the token's person
 * (tokens/internal-call.ts): the same validation, access rules, policies and organization scope as
 * the web app, and the same answers. A refusal (not found, not allowed, read-only token) is a tool
 * error carrying the API's message.
 */
export function registerTools(server: McpServer, app: App, caller: TokenCaller, log: FastifyBaseLogger): void {
  const personId = caller.session.member?.personId ?? '';

  async function api<T>(method: Method, url: string, payload?: object): Promise<T> {
    const res = await callAs(app, caller, { method, url: `${API_PREFIX}${url}`, payload });
    const body = res.json() as { succeeded?: boolean; messages?: ApiMessage[] };
    if (res.statusCode >= 400) {
      const messages = body.messages ?? [];
      throw new Refused(
        messages.map((m) => (m.field ? `${m.text} (${m.field})` : m.text)).join('\n') || res.statusMessage,
      );
    }
    return body as T;
  }

  /** The API's item search with the list tools' filters. */
  function search<T>(type: string, args: McpItemListArgs): Promise<SearchAnswer<T>> {
    const filters: Record<string, string[]> = {};
    if (args.meetingId) filters['traction-id'] = [args.meetingId];
    if (args.owner === 'me') filters['owner-id'] = [personId];
    if (args.status?.length) filters.status = args.status;
    if (args.search) filters['text-search'] = [args.search];
    return api('POST', `/${type}s/search`, { startIndex: 0, endIndex: args.limit, includeTotalCount: true, filters });
  }

  function tool<S extends z.ZodObject>(
    name: string,
    description: string,
    args: S,
    readOnly: boolean,
    run: (input: z.infer<S>) => Promise<unknown>,
  ): void {
    server.registerTool(
      name,
      { description, inputSchema: args, annotations: { readOnlyHint: readOnly, openWorldHint: false } },
      // The SDK checked the arguments against `args` before this runs.
      (async (input: z.infer<S>): Promise<CallToolResult> => {
        try {
          return { content: [{ type: 'text', text: JSON.stringify(await run(input)) }] };
        } catch (error) {
          if (error instanceof Refused) return { isError: true, content: [{ type: 'text', text: error.message }] };
          log.error({ err: error, tool: name }, 'MCP tool failed');
          return { isError: true, content: [{ type: 'text', text: messageText('ERR_INTERNAL') }] };
        }
      }) as never,
    );
  }

  tool(
    'list_meetings',
    "The person's meetings (those they own or attend), or every meeting they may see. Ids here are the meetingId of the other tools.",
    McpMeetingListArgs,
    true,
    async ({ scope, search: words, limit }) => {
      const filters = words ? { 'text-search': [words] } : {};
      const page = await api<SearchAnswer<Meeting>>(
        'POST',
        scope === 'mine' ? '/my-meetings' : '/meetings/search/detail',
        { startIndex: 0, endIndex: limit, includeTotalCount: true, filters },
      );
      return { meetings: page.items, totalCount: page.totalCount };
    },
  );

  const lists = [
    ['list_rocks', 'rock', 'Rocks (90-day priorities)', McpRockListArgs],
    ['list_todos', 'todo', 'To-Dos (open ones unless a status is given)', McpTodoListArgs],
    ['list_issues', 'issue', 'Issues (open ones unless a status is given)', McpIssueListArgs],
    ['list_headlines', 'headline', 'Headlines', McpHeadlineListArgs],
  ] as const;
  for (const [name, type, what, args] of lists) {
    tool(
      name,
      `${what}: the person's own by default, or everyone's they may see; optionally of one meeting, by status or words in the title.`,
      args,
      true,
      async (input) => {
        const page = await search(type, input as McpItemListArgs);
        return { [`${type}s`]: page.items, totalCount: page.totalCount };
      },
    );
  }

  const creates = [
    [
      'create_todo',
      'todo',
      'Adds a To-Do to a meeting (one per owner), due on dueDate (YYYY-MM-DD).',
      McpTodoCreateArgs,
    ],
    ['create_issue', 'issue', "Adds an Issue to a meeting's Issues list (one per owner).", McpIssueCreateArgs],
    ['create_headline', 'headline', 'Adds a Headline to a meeting (one per owner).', McpHeadlineCreateArgs],
  ] as const;
  for (const [name, type, description, args] of creates) {
    tool(name, `${description} Needs a read-write token.`, args, false, async (input) => {
      const body = input as { ownerIds?: string[] };
      return api('POST', `/${type}s`, { ...body, ownerIds: body.ownerIds ?? [personId] });
    });
  }

  tool(
    'get_scorecard',
    "A meeting's Scorecard: its measurables with their goals and weekly numbers over the last weeks. Without a meeting, the person's own measurables this week.",
    McpScorecardArgs,
    true,
    async ({ meetingId, weeks }) => {
      if (!meetingId) return api('GET', '/scorecards/mine');
      const { meeting } = await api<{ meeting: Meeting }>('GET', `/meeting/${meetingId}`);
      if (!meeting.scorecardId) return { meeting: meeting.title, scorecard: null };
      return api('GET', `/scorecard/${meeting.scorecardId}?weeks=${weeks}`);
    },
  );

  tool(
    'get_vto',
    "The Vision/Traction Organizer: by default the company's current V/TO (its newest published revision, else its newest), or the revision given.",
    McpVtoArgs,
    true,
    async ({ collectionId, revisionId }) => {
      if (collectionId && revisionId) return api('GET', `/vto/collection/${collectionId}/revision/${revisionId}`);
      const { collections } = await api<{ collections: Collection[] }>('GET', '/vto/collections');
      const ordered = [...collections].sort((a, b) => Number(b.isCompanyFolder) - Number(a.isCompanyFolder));
      const folder = ordered.find((c) => c.revisions.length > 0);
      if (!folder) return { vto: null };
      const revision = folder.revisions.find((r) => r.isPublished) ?? folder.revisions[0];
      return api('GET', `/vto/collection/${folder.id}/revision/${revision?.id}`);
    },
  );

  tool(
    'prepare_meeting',
    'Everything to prepare a meeting in one answer: the meeting, its open Issues, open To-Dos, Rocks and Headlines.',
    McpPrepareMeetingArgs,
    true,
    async ({ meetingId }) => {
      const { meeting } = await api<{ meeting: Meeting }>('GET', `/meeting/${meetingId}`);
      const ofMeeting = { meetingId, owner: 'anyone' as const, limit: 100 };
      const [issues, todos, rocks, headlines] = await Promise.all([
        search('issue', { ...ofMeeting, status: ['Open'] }),
        search('todo', ofMeeting),
        search('rock', ofMeeting),
        search('headline', ofMeeting),
      ]);
      return {
        meeting,
        issues: issues.items,
        todos: todos.items,
        rocks: rocks.items,
        headlines: headlines.items,
      };
    },
  );
}
