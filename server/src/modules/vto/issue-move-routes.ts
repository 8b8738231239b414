import {
  EditableVtosQuery,
  EditableVtosResponse,
  IssueMoveToVtoRequest,
  IssueMoveToVtoResponse,
  ItemParams,
  LongTermIssueMoveRequest,
  LongTermIssueMoveResponse,
  PartParams,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { loadViewer, revisionRights } from '../collections/policy.ts';
import { presentCollections } from '../collections/presenter.ts';
import { listCollections, listRevisionSummaries } from '../collections/repository.ts';
import { presentOneIssue } from '../issues/presenter.ts';
import { moveIssueToVto, moveLongTermIssueToMeeting, viewerOfPerson } from './issue-moves.ts';
import { REVISION_PATH } from './register.ts';

const write = { access: 'items.write' } as const;

/** Issues between the meeting and the V/TO (000 §3, §7), and the V/TOs a person may edit (Move/Add Issue). */
export function issueMoveRoutes(api: App, ctx: AppContext): void {
  api.post(
    '/issue/:id/move-to-vto',
    {
      config: write,
      schema: { params: ItemParams, body: IssueMoveToVtoRequest, response: { 200: IssueMoveToVtoResponse } },
    },
    async (request) => {
      const answer = await moveIssueToVto(ctx, memberOf(request), request.params.id, request.body);
      return { succeeded: true as const, ...answer };
    },
  );

  api.post(
    `${REVISION_PATH}/long-term-issue/:id/move`,
    {
      config: write,
      schema: { params: PartParams, body: LongTermIssueMoveRequest, response: { 200: LongTermIssueMoveResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await moveLongTermIssueToMeeting(ctx, member, request.params, request.body);
      const issue = await presentOneIssue(ctx.db, member, row);
      return { succeeded: true as const, issue, issues: [issue] };
    },
  );

  // Only revisions the caller sees are listed, and of those the ones the person may edit.
  api.get(
    '/vto/collections/editable',
    { config: { access: 'org' }, schema: { querystring: EditableVtosQuery, response: { 200: EditableVtosResponse } } },
    async (request) => {
      const viewer = await loadViewer(ctx.db, memberOf(request));
      const person = await viewerOfPerson(ctx.db, viewer.orgId, request.query.personId);
      if (!person) throw notFound();
      const [folders, rows] = await Promise.all([
        listCollections(ctx.db, viewer.orgId, 'vto'),
        listRevisionSummaries(ctx.db, viewer.orgId, 'vto'),
      ]);
      const editable = rows.filter((row) => revisionRights(person, row).canEdit);
      const collections = await presentCollections(ctx.db, viewer, folders, editable);
      return { succeeded: true as const, collections: collections.filter((c) => c.revisions.length > 0) };
    },
  );
}
