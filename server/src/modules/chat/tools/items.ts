import {
  type ChatCitation,
  type Headline,
  type Issue,
  IssueStatuses,
  type Person,
  ReviewStatuses,
  type Rock,
  RockStatuses,
  type Todo,
  TodoStatuses,
} from '@eos/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import type { SearchPage } from '../../../lib/search.ts';
import type { Member } from '../../../plugins/access.ts';
import { presentHeadlines } from '../../headlines/presenter.ts';
import { searchHeadlines } from '../../headlines/repository.ts';
import { presentIssues } from '../../issues/presenter.ts';
import { searchIssues } from '../../issues/repository.ts';
import { presentRocks } from '../../rocks/presenter.ts';
import { searchRocks } from '../../rocks/repository.ts';
import { searchTodos } from '../../todos/repository.ts';
import { presentTodos } from '../../todos/views.ts';
import { citation, DASHBOARD_URL, meetingsById, meetingUrl } from '../links.ts';
import { Limit, meetingsNamed, ownerIds, searchRequest, Words } from './resolve.ts';
import { type ChatTool, chatTool, type ToolContext } from './tool.ts';

// The item searches: the API's own list searches (POST {type}s/search) with the caller's scope, then
// its presenters, so the model reads exactly what the person's lists show them.

const name = (p: Person | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : null);

const commonArgs = {
  owner: Words.optional().describe("'me' (the person asking) or a person's name: only their items"),
  meeting: Words.optional().describe("A meeting's title or id (from list_meetings): only its items"),
  text: Words.optional().describe('Words in the title'),
  limit: Limit,
};

interface ItemKind<T extends { id: string; title: string }, R> {
  name: string;
  kind: 'rock' | 'todo' | 'issue' | 'headline';
  description: string;
  status: z.ZodType<string[] | undefined>;
  extra?: z.ZodRawShape;
  search(db: DbOrTx, member: Member, request: ReturnType<typeof searchRequest>): Promise<SearchPage<R>>;
  present(db: DbOrTx, member: Member, rows: R[]): Promise<T[]>;
  /** Rows kept after the search, for filters the API's search does not have. */
  keep?(row: T, args: Record<string, unknown>, ctx: ToolContext): boolean;
  meetingIds(item: T): string[];
  /** What the model reads of one item, besides its id, title and owner. */
  describe(item: T, meetingTitles: string[]): Record<string, unknown>;
}

function itemTool<T extends { id: string; title: string; owner: Person | null }, R>(k: ItemKind<T, R>): ChatTool {
  const args = z.object({ status: k.status, ...commonArgs, ...k.extra });
  return chatTool({
    name: k.name,
    description: k.description,
    args,
    async run(ctx, input) {
      const { db, member } = ctx;
      const a = input as z.output<typeof args> & Record<string, unknown>;
      const filters: Record<string, string[]> = {};
      if (a.status?.length) filters.status = a.status;
      if (a.owner) filters['owner-id'] = await ownerIds(ctx, a.owner);
      if (a.meeting) filters['traction-id'] = (await meetingsNamed(ctx, a.meeting)).map((m) => m.id);
      if (a.text) filters['text-search'] = [a.text];
      // A filter of ours (the quarter) reads a larger page and keeps what matches.
      const page = await k.search(db, member, searchRequest(filters, k.keep ? 100 : a.limit));
      const presented = await k.present(db, member, page.items);
      const items = (k.keep ? presented.filter((item) => k.keep?.(item, a, ctx)) : presented).slice(0, a.limit);
      const meetings = await meetingsById(
        db,
        member.orgId,
        items.flatMap((item) => k.meetingIds(item)),
      );
      const found: ChatCitation[] = items.map((item) => {
        const meeting = meetings.get(k.meetingIds(item)[0] ?? '');
        return citation(k.kind, item.id, item.title, meeting ? meetingUrl(meeting) : DASHBOARD_URL);
      });
      const titles = (item: T) => k.meetingIds(item).flatMap((id) => meetings.get(id)?.title ?? []);
      return {
        data: {
          [`${k.kind}s`]: items.map((item) => ({
            id: item.id,
            title: item.title,
            owner: name(item.owner),
            ...k.describe(item, titles(item)),
          })),
          totalCount: k.keep ? items.length : page.totalCount,
        },
        found,
      };
    },
  });
}

/** 'current' or 'YYYY-Qn' as the first and last day of that quarter. */
export function quarterDays(quarter: string, today: string): [string, string] {
  const [year, q] =
    quarter === 'current'
      ? [Number(today.slice(0, 4)), Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1]
      : [Number(quarter.slice(0, 4)), Number(quarter.slice(6))];
  const first = new Date(Date.UTC(year, (q - 1) * 3, 1));
  const last = new Date(Date.UTC(year, q * 3, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

const Quarter = z.union([z.literal('current'), z.string().regex(/^\d{4}-Q[1-4]$/)]);

export const searchRocksTool = itemTool<Rock, Parameters<typeof presentRocks>[2][number]>({
  name: 'search_rocks',
  kind: 'rock',
  description:
    "The organization's Rocks (90-day priorities) with their status (OnTrack, OffTrack, Done...), owner, due date and meetings. Open ones (OnTrack, OffTrack) unless a status is given.",
  status: z
    .array(z.enum(RockStatuses))
    .max(RockStatuses.length)
    .default(['OnTrack', 'OffTrack'])
    .describe('Rock statuses to include; OffTrack for the Rocks off track'),
  extra: {
    quarter: Quarter.optional().describe("'current' or a quarter such as '2026-Q3': only Rocks due in it"),
  },
  search: (db, member, request) => searchRocks(db, member.orgId, request),
  present: presentRocks,
  keep(rock, args, ctx) {
    if (typeof args.quarter !== 'string') return true;
    const [from, to] = quarterDays(args.quarter, ctx.today);
    return rock.dueDate >= from && rock.dueDate <= to;
  },
  meetingIds: (rock) => rock.tractionIds,
  describe: (rock, meetings) => ({
    status: rock.status,
    type: rock.type,
    dueDate: rock.dueDate,
    milestonesDone: `${rock.progress.done}/${rock.progress.total}`,
    meetings,
  }),
});

export const searchTodosTool = itemTool<Todo, Parameters<typeof presentTodos>[2][number]>({
  name: 'search_todos',
  kind: 'todo',
  description:
    "To-Dos the person may see (the meetings' To-Dos and their own personal ones), with owner, due date and whether overdue. Open ones (NotDone, Pending) unless a status is given.",
  status: z.array(z.enum(TodoStatuses)).max(TodoStatuses.length).optional().describe('Default: the open ones'),
  search: (db, member, request) => searchTodos(db, { orgId: member.orgId, personId: member.personId }, request),
  present: presentTodos,
  meetingIds: (todo) => (todo.tractionId ? [todo.tractionId] : []),
  describe: (todo, meetings) => ({
    status: todo.status,
    dueDate: todo.dueDate,
    isOverdue: todo.isOverdue,
    meeting: meetings[0] ?? null,
    isPersonal: todo.isPersonal,
  }),
});

export const searchIssuesTool = itemTool<Issue, Parameters<typeof presentIssues>[2][number]>({
  name: 'search_issues',
  kind: 'issue',
  description: "Issues of the organization's meetings, in their priority order. Open ones unless a status is given.",
  status: z.array(z.enum(IssueStatuses)).max(IssueStatuses.length).optional().describe('Default: Open'),
  search: (db, member, request) => searchIssues(db, member.orgId, request),
  present: presentIssues,
  meetingIds: (issue) => [issue.tractionId],
  describe: (issue, meetings) => ({
    status: issue.status,
    meeting: meetings[0] ?? null,
    created: issue.created.slice(0, 10),
  }),
});

export const searchHeadlinesTool = itemTool<Headline, Parameters<typeof presentHeadlines>[2][number]>({
  name: 'search_headlines',
  kind: 'headline',
  description: "Headlines (good and bad news) of the organization's meetings, with their review status.",
  status: z.array(z.enum(ReviewStatuses)).max(ReviewStatuses.length).optional().describe('Default: all but Removed'),
  search: (db, member, request) => searchHeadlines(db, member.orgId, request),
  present: presentHeadlines,
  meetingIds: (headline) => [headline.tractionId],
  describe: (headline, meetings) => ({
    status: headline.status,
    meeting: meetings[0] ?? null,
    created: headline.created.slice(0, 10),
  }),
});
