import {
  ActualValuesRequest,
  LongTermIssueCreated,
  LongTermIssueRequest,
  PartParams,
  RevisionParams,
  VtoRockCandidatesResponse,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { StoredVtoDocument } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { loadRevision, loadViewer } from '../collections/policy.ts';
import { idsOutsideOrg } from '../people/repository.ts';
import { recordActuals } from './parts/actuals.ts';
import { longTermIssues } from './parts/issues.ts';
import { rockCandidates } from './parts/rocks.ts';
import { partRoute, REVISION_PATH } from './register.ts';

/** An issue's owner, when given, is a person of the organization. */
async function assertOwner(db: DbOrTx, orgId: string, ownerId: string | null): Promise<void> {
  if (ownerId && (await idsOutsideOrg(db, orgId, [ownerId])).length > 0) {
    throw invalid('ERR_PERSON_NOT_IN_ORG', 'assignedToId');
  }
}

/** The long-term issues list, the quarter's actual results and the Rocks the quarter may list. */
export function tractionRoutes(api: App, ctx: AppContext): void {
  partRoute(
    api,
    ctx,
    'POST',
    '/long-term-issue',
    { params: RevisionParams, body: LongTermIssueRequest, response: LongTermIssueCreated },
    async (w) => {
      await assertOwner(w.tx, w.viewer.orgId, w.body.assignedToId);
      const change = longTermIssues.add(w.doc, longTermIssues.from(w.newId(), w.body, w.now));
      // 000 §7: the answer names the new issue as newLongTermIssue.id.
      return { ...change, answer: { newLongTermIssue: { id: change.id } } };
    },
  );
  partRoute(api, ctx, 'PUT', '/long-term-issue/:id', { params: PartParams, body: LongTermIssueRequest }, async (w) => {
    await assertOwner(w.tx, w.viewer.orgId, w.body.assignedToId);
    return longTermIssues.update(w.doc, w.params.id, (issue) =>
      longTermIssues.from(issue.id, w.body, issue.created, issue),
    );
  });
  partRoute(api, ctx, 'DELETE', '/long-term-issue/:id', { params: PartParams }, (w) =>
    longTermIssues.remove(w.doc, w.params.id),
  );

  partRoute(api, ctx, 'POST', '/metrics/actual-values', { params: RevisionParams, body: ActualValuesRequest }, (w) =>
    recordActuals(w.doc, w.body, w.newId),
  );

  api.get(
    `${REVISION_PATH}/rocks-for-quarter`,
    { config: { access: 'org' }, schema: { params: RevisionParams, response: { 200: VtoRockCandidatesResponse } } },
    async (request) => {
      const viewer = await loadViewer(ctx.db, memberOf(request));
      const { revision } = await loadRevision(ctx.db, viewer, 'vto', request.params, 'view');
      return {
        succeeded: true as const,
        rocks: await rockCandidates(ctx.db, viewer, revision.document as StoredVtoDocument),
      };
    },
  );
}
