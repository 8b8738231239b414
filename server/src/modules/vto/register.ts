import { randomUUID } from 'node:crypto';
import { PartParams, RevisionParams, VtoPartResponse } from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { StoredVtoDocument } from '../../db/schema/index.ts';
import { memberOf } from '../../plugins/access.ts';
import { loadViewer, type Viewer } from '../collections/policy.ts';
import { changeVto, type PartChange } from './change.ts';
import type { singleton } from './parts/singleton.ts';

export const REVISION_PATH = '/vto/collection/:collectionId/revision/:revisionId';

/** What a part write's handler is given: the document, the path's ids, the body, the time and new ids. */
export interface PartWrite<P, B> {
  doc: StoredVtoDocument;
  /** For the few writes that must look something up first (a Rock to link), inside the same transaction. */
  tx: Tx;
  viewer: Viewer;
  params: P;
  body: B;
  now: string;
  newId: () => string;
}

/**
 * Registers one part write under the revision's path: validated params and body, the caller's right to
 * edit the revision, and the change applied under the document's row lock (change.ts). Every part call
 * answers the V/TO as it now is and the part's id.
 */
export function partRoute<P extends z.ZodObject, B extends z.ZodType | undefined>(
  api: App,
  ctx: AppContext,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schemas: { params: P; body?: B; response?: z.ZodType },
  handler: (
    write: PartWrite<z.infer<P>, B extends z.ZodType ? z.infer<B> : undefined>,
  ) => PartChange | Promise<PartChange>,
): void {
  api.route({
    method,
    url: `${REVISION_PATH}${path}`,
    config: { access: 'items.write' },
    schema: {
      params: schemas.params,
      ...(schemas.body ? { body: schemas.body } : {}),
      response: { 200: schemas.response ?? VtoPartResponse },
    },
    handler: async (request: FastifyRequest) => {
      const params = request.params as z.infer<P> & z.infer<typeof RevisionParams>;
      const viewer = await loadViewer(ctx.db, memberOf(request));
      const answer = await changeVto(ctx, viewer, params, (doc, now, tx) =>
        handler({ doc, tx, viewer, params, body: request.body as never, now, newId: randomUUID }),
      );
      return { succeeded: true as const, ...answer };
    },
  });
}

/** POST, PUT {id} and DELETE {id} of a part the V/TO has at most one of (parts/singleton.ts). */
export function singlePartRoutes<Part extends { id: string }, B extends z.ZodType>(
  api: App,
  ctx: AppContext,
  path: string,
  part: ReturnType<typeof singleton<Part>>,
  body: B,
  from: (body: z.infer<B>, now: string, newId: () => string) => (previous: Part | null, id: string) => Part,
): void {
  partRoute(api, ctx, 'POST', `/${path}`, { params: RevisionParams, body }, (w) =>
    part.create(w.doc, w.newId(), from(w.body as z.infer<B>, w.now, w.newId)),
  );
  partRoute(api, ctx, 'PUT', `/${path}/:id`, { params: PartParams, body }, (w) =>
    part.update(w.doc, w.params.id, from(w.body as z.infer<B>, w.now, w.newId)),
  );
  partRoute(api, ctx, 'DELETE', `/${path}/:id`, { params: PartParams }, (w) => part.remove(w.doc, w.params.id));
}
