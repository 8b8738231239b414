import { RestorePartRequest, RevisionParams } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import type { StoredVtoDocument } from '../../db/schema/index.ts';
import { loadRevision } from '../collections/policy.ts';
import { restorePart } from './parts/restore.ts';
import { partRoute } from './register.ts';

/**
 * POST vto/collection/{c}/revision/{r}/restore {fromCollectionId, fromRevisionId, part} (item 11): the
 * caller edits the target (403 otherwise, through partRoute) and must see the source (404 otherwise,
 * exactly like a missing one or another organization's). The part is written like any part write: under
 * the target's row lock, announced, answered with the whole V/TO.
 */
export function restoreRoutes(api: App, ctx: AppContext): void {
  partRoute(api, ctx, 'POST', '/restore', { params: RevisionParams, body: RestorePartRequest }, async (w) => {
    const ids = { collectionId: w.body.fromCollectionId, revisionId: w.body.fromRevisionId };
    const source = await loadRevision(w.tx, w.viewer, 'vto', ids, 'view');
    return restorePart(w.doc, source.revision.document as StoredVtoDocument, w.body.part, w.params.revisionId);
  });
}
