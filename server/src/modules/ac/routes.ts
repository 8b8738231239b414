import { randomUUID } from 'node:crypto';
import {
  AcRevisionResponse,
  CreateSeatRequest,
  EditSeatRequest,
  Id,
  RevisionParams,
  SeatNotesRequest,
  SeatResponse,
  SeatWriteResponse,
} from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { revisions, type StoredAcDocument } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { changeDocument, type RevisionIds } from '../collections/change.ts';
import { loadRevision, loadViewer, type Viewer } from '../collections/policy.ts';
import { idsOutsideOrg } from '../people/repository.ts';
import { presentChart, presentSeats } from './presenter.ts';
import { acPrintRoutes } from './print-routes.ts';
import { createSeat, editSeat, removeSeat, type SeatChange, seatsOf, setSeatNotes } from './seats.ts';

const REVISION_PATH = '/ac/collection/:collectionId/revision/:revisionId';
const read = { access: 'org' } as const;
// Observers are refused by the guard; who else may write is decided per folder and revision (policy.ts).
const write = { access: 'items.write' } as const;
const SeatParams = RevisionParams.extend({ id: Id });
const SeatIdParams = RevisionParams.extend({ seatId: Id });
const ShortParams = z.object({ revisionId: Id });

/** A seat holder, when given, is a person of the organization. */
async function assertHolder(db: DbOrTx, orgId: string, personId: string | null): Promise<void> {
  if (personId && (await idsOutsideOrg(db, orgId, [personId])).length > 0) {
    throw invalid('ERR_PERSON_NOT_IN_ORG', 'assignedToId');
  }
}

/** The folder of a chart revision named by id alone (PUT ac/revision/{r}/create-seat, 002 §7). */
async function revisionIds(db: DbOrTx, viewer: Viewer, revisionId: string): Promise<RevisionIds> {
  const [row] = await db
    .select({ collectionId: revisions.collectionId })
    .from(revisions)
    .where(and(eq(revisions.orgId, viewer.orgId), eq(revisions.id, revisionId), eq(revisions.kind, 'ac')));
  if (!row) throw notFound();
  return { collectionId: row.collectionId, revisionId };
}

/** A seat write: the chart's locked, announced document write, answering the chart and the seat's id. */
async function changeChart(
  ctx: AppContext,
  viewer: Viewer,
  ids: RevisionIds,
  change: (doc: StoredAcDocument, now: string) => SeatChange,
) {
  const { id, presented } = await changeDocument(
    ctx,
    viewer,
    'ac',
    ids,
    (doc, now) => {
      const { seats, id: seatId } = change(doc, now);
      return { doc: { ...doc, seats }, id: seatId };
    },
    (loaded) => presentChart(ctx.db, viewer, loaded),
  );
  return { succeeded: true as const, chart: presented, id };
}

/**
 * The Accountability Chart's own calls (002 §7): the chart with its seats, one seat, and the seat
 * writes (create, insert above, edit or move, notes, remove), and its print (print-routes.ts). Folders,
 * revisions and copy are the collections module's.
 */
export async function acRoutes(api: App, ctx: AppContext): Promise<void> {
  const viewerOf = (request: FastifyRequest) => loadViewer(ctx.db, memberOf(request));

  api.get(
    REVISION_PATH,
    { config: read, schema: { params: RevisionParams, response: { 200: AcRevisionResponse } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const loaded = await loadRevision(ctx.db, viewer, 'ac', request.params, 'view');
      return { succeeded: true as const, chart: await presentChart(ctx.db, viewer, loaded) };
    },
  );

  api.get(
    `${REVISION_PATH}/seat/:seatId`,
    { config: read, schema: { params: SeatIdParams, response: { 200: SeatResponse } } },
    async (request) => {
      const viewer = await viewerOf(request);
      const loaded = await loadRevision(ctx.db, viewer, 'ac', request.params, 'view');
      const stored = seatsOf(loaded.revision.document as StoredAcDocument).find((s) => s.id === request.params.seatId);
      if (!stored) throw notFound();
      const [seat] = await presentSeats(ctx.db, viewer.orgId, [stored]);
      return { succeeded: true as const, seat: seat as NonNullable<typeof seat> };
    },
  );

  const create = async (request: FastifyRequest, ids: RevisionIds, body: CreateSeatRequest) => {
    const viewer = await viewerOf(request);
    await assertHolder(ctx.db, viewer.orgId, body.assignedToId);
    return changeChart(ctx, viewer, ids, (doc) => createSeat(doc, body, randomUUID()));
  };
  const createSchema = { params: RevisionParams, body: CreateSeatRequest, response: { 200: SeatWriteResponse } };
  api.put(`${REVISION_PATH}/create-seat`, { config: write, schema: createSchema }, (request) =>
    create(request, request.params, { ...request.body, childId: null }),
  );
  api.put(`${REVISION_PATH}/insert-seat`, { config: write, schema: createSchema }, (request) => {
    if (!request.body.childId) throw invalid('VAL_REQUIRED', 'childId');
    return create(request, request.params, request.body);
  });
  api.put(
    '/ac/revision/:revisionId/create-seat',
    { config: write, schema: { params: ShortParams, body: CreateSeatRequest, response: { 200: SeatWriteResponse } } },
    async (request) => {
      const ids = await revisionIds(ctx.db, await viewerOf(request), request.params.revisionId);
      return create(request, ids, request.body);
    },
  );

  api.put(
    `${REVISION_PATH}/edit-seat/:id`,
    { config: write, schema: { params: SeatParams, body: EditSeatRequest, response: { 200: SeatWriteResponse } } },
    async (request) => {
      const viewer = await viewerOf(request);
      await assertHolder(ctx.db, viewer.orgId, request.body.assignedToId);
      return changeChart(ctx, viewer, request.params, (doc) => editSeat(doc, request.params.id, request.body));
    },
  );

  api.put(
    `${REVISION_PATH}/edit-seat/:id/notes`,
    { config: write, schema: { params: SeatParams, body: SeatNotesRequest, response: { 200: SeatWriteResponse } } },
    async (request) => {
      if (request.body.id !== request.params.id) throw invalid('VAL_INVALID', 'id');
      const viewer = await viewerOf(request);
      return changeChart(ctx, viewer, request.params, (doc, now) =>
        setSeatNotes(doc, request.params.id, request.body.notes, viewer.personId, now),
      );
    },
  );

  api.delete(
    `${REVISION_PATH}/remove-seat/:id`,
    { config: write, schema: { params: SeatParams, response: { 200: SeatWriteResponse } } },
    async (request) => {
      const viewer = await viewerOf(request);
      return changeChart(ctx, viewer, request.params, (doc) => removeSeat(doc, request.params.id));
    },
  );

  acPrintRoutes(api, ctx);
}
