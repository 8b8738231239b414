import {
  Headline,
  HeadlineCascadeRequest,
  HeadlineCreateRequest,
  HeadlineResponse,
  HeadlineReviewRequest,
  HeadlineSearchResponse,
  HeadlinesResponse,
  HeadlineUpdateRequest,
  IdsQuery,
  ItemParams,
  ItemSearchRequest,
  ReassignRequest,
  Succeeded,
} from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { memberOf } from '../../plugins/access.ts';
import { assertCascadeEnabled, cascadeHeadline } from './cascade.ts';
import { loadEditableHeadline } from './policy.ts';
import { presentHeadlines, presentOneHeadline } from './presenter.ts';
import { findHeadlines, searchHeadlines } from './repository.ts';
import { createHeadlines, reassignHeadline, setHeadlineStatus, updateHeadline } from './service.ts';

const write = { access: 'items.write' } as const;

/** Headlines shared in a meeting and reviewed there (000 §3; 001 §3; 002 §7), and their cascade. */
export async function headlineRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/headlines',
    { config: write, schema: { body: HeadlineCreateRequest, response: { 200: HeadlinesResponse } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await createHeadlines(ctx, { member, body: request.body });
      return { succeeded: true as const, headlines: await presentHeadlines(ctx.db, member, rows) };
    },
  );

  api.post(
    '/headline/cascade',
    { config: write, schema: { body: HeadlineCascadeRequest, response: { 200: HeadlinesResponse } } },
    async (request) => {
      assertCascadeEnabled(ctx);
      const member = memberOf(request);
      const source = await loadEditableHeadline(ctx.db, member, request.body.headlineId);
      const rows = await cascadeHeadline(ctx, { member, source, entries: request.body.entries });
      return { succeeded: true as const, headlines: await presentHeadlines(ctx.db, member, rows) };
    },
  );

  api.put(
    '/headline/:id',
    { config: write, schema: { params: ItemParams, body: HeadlineUpdateRequest, response: { 200: HeadlineResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableHeadline(ctx.db, member, request.params.id);
      const row = await updateHeadline(ctx, { member, target, body: request.body });
      return { succeeded: true as const, headline: await presentOneHeadline(ctx.db, member, row) };
    },
  );

  api.put(
    '/headline/:id/review',
    { config: write, schema: { params: ItemParams, body: HeadlineReviewRequest, response: { 200: HeadlineResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableHeadline(ctx.db, member, request.params.id);
      const row = await setHeadlineStatus(ctx, { target, status: request.body.status });
      return { succeeded: true as const, headline: await presentOneHeadline(ctx.db, member, row) };
    },
  );

  api.put(
    '/headline/:id/reassign',
    { config: write, schema: { params: ItemParams, body: ReassignRequest, response: { 200: HeadlineResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableHeadline(ctx.db, member, request.params.id);
      const row = await reassignHeadline(ctx, { member, target, ownerId: request.body.ownerId });
      return { succeeded: true as const, headline: await presentOneHeadline(ctx.db, member, row) };
    },
  );

  api.delete(
    '/headline/:id',
    { config: write, schema: { params: ItemParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadEditableHeadline(ctx.db, member, request.params.id);
      await setHeadlineStatus(ctx, { target, status: 'Removed' });
      return { succeeded: true as const };
    },
  );

  api.post(
    '/headlines/search',
    { config: { access: 'org' }, schema: { body: ItemSearchRequest, response: { 200: HeadlineSearchResponse } } },
    async (request) => {
      const member = memberOf(request);
      const page = await searchHeadlines(ctx.db, member.orgId, request.body);
      return { succeeded: true as const, ...page, items: await presentHeadlines(ctx.db, member, page.items) };
    },
  );

  // Entity-cache batch load: any status (a removed headline reads as Removed); other orgs' ids are left out.
  api.get(
    '/headlines',
    { config: { access: 'org' }, schema: { querystring: IdsQuery, response: { 200: z.array(Headline) } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await findHeadlines(ctx.db, member.orgId, request.query.ids ?? []);
      return presentHeadlines(ctx.db, member, rows);
    },
  );
}
