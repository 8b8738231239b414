import {
  IdsQuery,
  Issue,
  IssueCreateRequest,
  IssueCreateResponse,
  IssueMoveRequest,
  IssueRankRequest,
  IssueResponse,
  IssueSearchResponse,
  IssueStatusRequest,
  IssueUpdateRequest,
  ItemParams,
  ItemSearchRequest,
  ReassignRequest,
  Succeeded,
} from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { memberOf } from '../../plugins/access.ts';
import { loadEditableIssue } from './policy.ts';
import { presentIssues, presentOneIssue } from './presenter.ts';
import { rankIssue } from './rank.ts';
import { findIssues, searchIssues } from './repository.ts';
import { createIssues, moveIssue, reassignIssue, setIssueStatus, updateIssue } from './service.ts';

const write = { access: 'items.write' } as const;

/** A meeting's Issues list (000 §3; 002 §7): create, edit, solve, reorder, move to another meeting. */
export async function issueRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/issues',
    { config: write, schema: { body: IssueCreateRequest, response: { 200: IssueCreateResponse } } },
    async (request) => {
      const member = memberOf(request);
      const issues = await presentIssues(ctx.db, member, await createIssues(ctx, { member, body: request.body }));
      const [issue] = issues;
      if (!issue) throw new Error('creating issues returned none');
      return { succeeded: true as const, issue, issues };
    },
  );

  api.put(
    '/issue/:id',
    { config: write, schema: { params: ItemParams, body: IssueUpdateRequest, response: { 200: IssueResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableIssue(ctx.db, member, request.params.id);
      const row = await updateIssue(ctx, { member, target, body: request.body });
      return { succeeded: true as const, issue: await presentOneIssue(ctx.db, member, row) };
    },
  );

  api.put(
    '/issue/:id/solve',
    { config: write, schema: { params: ItemParams, response: { 200: IssueResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableIssue(ctx.db, member, request.params.id);
      const row = await setIssueStatus(ctx, { target, status: 'Solved' });
      return { succeeded: true as const, issue: await presentOneIssue(ctx.db, member, row) };
    },
  );

  api.put(
    '/issue/:id/status',
    { config: write, schema: { params: ItemParams, body: IssueStatusRequest, response: { 200: IssueResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableIssue(ctx.db, member, request.params.id);
      const row = await setIssueStatus(ctx, { target, status: request.body.status });
      return { succeeded: true as const, issue: await presentOneIssue(ctx.db, member, row) };
    },
  );

  api.put(
    '/issue/:id/reassign',
    { config: write, schema: { params: ItemParams, body: ReassignRequest, response: { 200: IssueResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableIssue(ctx.db, member, request.params.id);
      const row = await reassignIssue(ctx, { member, target, ownerId: request.body.ownerId });
      return { succeeded: true as const, issue: await presentOneIssue(ctx.db, member, row) };
    },
  );

  api.put(
    '/issue/:id/rank',
    { config: write, schema: { params: ItemParams, body: IssueRankRequest, response: { 200: IssueResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableIssue(ctx.db, member, request.params.id);
      const row = await rankIssue(ctx, { target, afterId: request.body.afterId });
      return { succeeded: true as const, issue: await presentOneIssue(ctx.db, member, row) };
    },
  );

  // The web names the destination in its toast from the meeting it picked: the answer is the issue only.
  api.post(
    '/issue/:id/move',
    { config: write, schema: { params: ItemParams, body: IssueMoveRequest, response: { 200: IssueResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableIssue(ctx.db, member, request.params.id);
      const row = await moveIssue(ctx, { member, target, ...request.body });
      return { succeeded: true as const, issue: await presentOneIssue(ctx.db, member, row) };
    },
  );

  api.delete(
    '/issue/:id',
    { config: write, schema: { params: ItemParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableIssue(ctx.db, member, request.params.id);
      await setIssueStatus(ctx, { target, status: 'Removed' });
      return { succeeded: true as const };
    },
  );

  api.post(
    '/issues/search',
    { config: { access: 'org' }, schema: { body: ItemSearchRequest, response: { 200: IssueSearchResponse } } },
    async (request) => {
      const member = memberOf(request);
      const page = await searchIssues(ctx.db, member.orgId, request.body);
      return { succeeded: true as const, ...page, items: await presentIssues(ctx.db, member, page.items) };
    },
  );

  // Entity-cache batch load: any status (a removed issue reads as Removed); other orgs' ids are left out.
  api.get(
    '/issues',
    { config: { access: 'org' }, schema: { querystring: IdsQuery, response: { 200: z.array(Issue) } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await findIssues(ctx.db, member.orgId, request.query.ids ?? []);
      return presentIssues(ctx.db, member, rows);
    },
  );
}
