import {
  AcCopyRequest,
  type CollectionKind,
  CollectionKinds,
  CollectionParams,
  CollectionRequest,
  CollectionResponse,
  CollectionsResponse,
  EditPermissionResponse,
  Id,
  MoveRevisionRequest,
  RenameRequest,
  RevisionCreateRequest,
  RevisionParams,
  RevisionResponse,
  Succeeded,
  VisibilityRequest,
  VisibilityResponse,
  VtoCopyRequest,
  VtoRevisionResponse,
} from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import type { StoredVtoDocument } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { copyVtoParts } from './document.ts';
import { companyFolder, createFolder, deleteFolder, updateFolder } from './folders.ts';
import {
  assertCanManageFolders,
  assertRights,
  type LoadedRevision,
  loadFolder,
  loadRevision,
  loadViewer,
  revisionRights,
  type Viewer,
} from './policy.ts';
import { presentCollections, presentOneCollection, presentOneRevision } from './presenter.ts';
import { findRevisionSummary, listCollections, listRevisionSummaries } from './repository.ts';
import {
  copyRevision,
  createRevision,
  deleteRevision,
  moveRevision,
  renameRevision,
  setPublished,
} from './revisions.ts';
import { presentVisibility, saveVisibility } from './visibility.ts';
import { presentVtoRevision } from './vto-presenter.ts';

const read = { access: 'org' } as const;
// Observers are refused by the guard; who else may write is decided per folder and revision (policy.ts).
const write = { access: 'items.write' } as const;
const RevisionIdParams = z.object({ revisionId: Id });
type Ids = z.infer<typeof RevisionParams>;

/**
 * Folders and revisions of the V/TO and the Accountability Chart (001 §5, 002 §5, §7): one set of routes
 * per kind, under `vto/` and `ac/`. Each chart- or V/TO-specific call (copy, the V/TO's read) is added
 * beside them.
 */
export async function collectionRoutes(api: App, ctx: AppContext): Promise<void> {
  for (const kind of CollectionKinds) kindRoutes(api, ctx, kind);
  vtoRoutes(api, ctx);
  acRoutes(api, ctx);
}

const viewerOf = (ctx: AppContext, request: FastifyRequest) => loadViewer(ctx.db, memberOf(request));

async function revisionAnswer(ctx: AppContext, viewer: Viewer, kind: CollectionKind, id: Ids) {
  // Re-read after the write: the answer shows the revision as saved, in its (possibly new) folder.
  const loaded = await loadRevision(ctx.db, viewer, kind, id, 'view');
  return {
    succeeded: true as const,
    revision: await presentOneRevision(ctx.db, viewer, loaded.folder, loaded.revision, loaded.rights),
  };
}

function kindRoutes(api: App, ctx: AppContext, kind: CollectionKind): void {
  const base = `/${kind}/collection`;
  const revisionPath = `${base}/:collectionId/revision/:revisionId`;

  async function folderAnswer(viewer: Viewer, collectionId: string) {
    const folder = await loadFolder(ctx.db, viewer, kind, collectionId);
    const rows = await listRevisionSummaries(ctx.db, viewer.orgId, kind, folder.id);
    return { succeeded: true as const, collection: await presentOneCollection(ctx.db, viewer, folder, rows) };
  }

  async function editable(request: FastifyRequest<{ Params: Ids }>): Promise<[Viewer, LoadedRevision]> {
    const viewer = await viewerOf(ctx, request);
    return [viewer, await loadRevision(ctx.db, viewer, kind, request.params, 'edit')];
  }

  api.get(`${base}s`, { config: read, schema: { response: { 200: CollectionsResponse } } }, async (request) => {
    const viewer = await viewerOf(ctx, request);
    const [folders, rows] = await Promise.all([
      listCollections(ctx.db, viewer.orgId, kind),
      listRevisionSummaries(ctx.db, viewer.orgId, kind),
    ]);
    return { succeeded: true as const, collections: await presentCollections(ctx.db, viewer, folders, rows) };
  });

  api.get(
    `${base}s/company-folder`,
    { config: read, schema: { response: { 200: CollectionResponse } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const folder = await companyFolder(ctx, viewer, kind);
      return folderAnswer(viewer, folder.id);
    },
  );

  api.get(
    `${base}/:collectionId`,
    { config: read, schema: { params: CollectionParams, response: { 200: CollectionResponse } } },
    async (request) => folderAnswer(await viewerOf(ctx, request), request.params.collectionId),
  );

  api.post(
    `${base}s`,
    { config: write, schema: { body: CollectionRequest, response: { 200: CollectionResponse } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      assertCanManageFolders(viewer);
      const folder = await createFolder(ctx, viewer, kind, request.body);
      return folderAnswer(viewer, folder.id);
    },
  );

  api.put(
    `${base}/:collectionId`,
    {
      config: write,
      schema: { params: CollectionParams, body: CollectionRequest, response: { 200: CollectionResponse } },
    },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const folder = await loadFolder(ctx.db, viewer, kind, request.params.collectionId);
      assertCanManageFolders(viewer);
      await updateFolder(ctx, viewer, kind, folder, request.body);
      return folderAnswer(viewer, folder.id);
    },
  );

  api.delete(
    `${base}/:collectionId`,
    { config: write, schema: { params: CollectionParams, response: { 200: Succeeded } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const folder = await loadFolder(ctx.db, viewer, kind, request.params.collectionId);
      assertCanManageFolders(viewer);
      await deleteFolder(ctx, viewer, kind, folder);
      return { succeeded: true as const };
    },
  );

  api.put(
    `${base}/:collectionId/revision`,
    {
      config: write,
      // The body may be left out: the revision then takes a free default title.
      schema: { params: CollectionParams, body: RevisionCreateRequest.nullish(), response: { 200: RevisionResponse } },
    },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const folder = await loadFolder(ctx.db, viewer, kind, request.params.collectionId);
      assertCanManageFolders(viewer);
      const row = await createRevision(ctx, viewer, kind, folder, request.body?.title);
      return revisionAnswer(ctx, viewer, kind, { collectionId: folder.id, revisionId: row.id });
    },
  );

  api.put(
    `${revisionPath}/rename`,
    { config: write, schema: { params: RevisionParams, body: RenameRequest, response: { 200: RevisionResponse } } },
    async (request) => {
      const [viewer, target] = await editable(request);
      await renameRevision(ctx, viewer, kind, target, request.body.title);
      return revisionAnswer(ctx, viewer, kind, request.params);
    },
  );

  api.put(
    `${revisionPath}/move`,
    {
      config: write,
      schema: { params: RevisionParams, body: MoveRevisionRequest, response: { 200: RevisionResponse } },
    },
    async (request) => {
      const [viewer, target] = await editable(request);
      const moved = await moveRevision(ctx, viewer, kind, target, request.body);
      return revisionAnswer(ctx, viewer, kind, { collectionId: moved.folder.id, revisionId: moved.revision.id });
    },
  );

  for (const [action, isPublished] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    api.put(
      `${revisionPath}/${action}`,
      { config: write, schema: { params: RevisionParams, response: { 200: RevisionResponse } } },
      async (request) => {
        const [viewer, target] = await editable(request);
        await setPublished(ctx, viewer, kind, target, isPublished);
        return revisionAnswer(ctx, viewer, kind, request.params);
      },
    );
  }

  api.delete(
    revisionPath,
    { config: write, schema: { params: RevisionParams, response: { 200: Succeeded } } },
    async (request) => {
      const [viewer, target] = await editable(request);
      await deleteRevision(ctx, viewer, kind, target);
      return { succeeded: true as const };
    },
  );

  // The detail route's guard (002 §2): what the caller may do with a revision known by its id alone.
  api.get(
    `${base}/revisions/:revisionId/edit-permission`,
    { config: read, schema: { params: RevisionIdParams, response: { 200: EditPermissionResponse } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const revision = await findRevisionSummary(ctx.db, viewer.orgId, kind, request.params.revisionId);
      if (!revision) throw notFound();
      const rights = revisionRights(viewer, revision);
      assertRights(rights, 'view');
      return { succeeded: true as const, ...rights };
    },
  );

  api.get(
    `${revisionPath}/visibility`,
    { config: read, schema: { params: RevisionParams, response: { 200: VisibilityResponse } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const { revision } = await loadRevision(ctx.db, viewer, kind, request.params, 'view');
      return presentVisibility(viewer, revision);
    },
  );

  api.put(
    `${revisionPath}/visibility`,
    {
      config: write,
      schema: { params: RevisionParams, body: VisibilityRequest, response: { 200: VisibilityResponse } },
    },
    async (request) => {
      const [viewer, target] = await editable(request);
      return presentVisibility(viewer, await saveVisibility(ctx, viewer, kind, target, request.body));
    },
  );
}

function vtoRoutes(api: App, ctx: AppContext): void {
  const revisionPath = '/vto/collection/:collectionId/revision/:revisionId';

  api.get(
    revisionPath,
    { config: read, schema: { params: RevisionParams, response: { 200: VtoRevisionResponse } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const loaded = await loadRevision(ctx.db, viewer, 'vto', request.params, 'view');
      return { succeeded: true as const, vto: await presentVtoRevision(ctx.db, viewer, loaded) };
    },
  );

  api.put(
    `${revisionPath}/copy`,
    { config: write, schema: { params: RevisionParams, body: VtoCopyRequest, response: { 200: RevisionResponse } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const source = await loadRevision(ctx.db, viewer, 'vto', request.params, 'view');
      const row = await copyRevision(ctx, viewer, 'vto', source, {
        title: request.body.newRevisionName,
        document: copyVtoParts(source.revision.document as StoredVtoDocument, request.body),
      });
      return revisionAnswer(ctx, viewer, 'vto', { collectionId: row.collectionId, revisionId: row.id });
    },
  );
}

function acRoutes(api: App, ctx: AppContext): void {
  api.put(
    '/ac/collection/:collectionId/revision/:revisionId/copy',
    { config: write, schema: { params: RevisionParams, body: AcCopyRequest, response: { 200: RevisionResponse } } },
    async (request) => {
      const viewer = await viewerOf(ctx, request);
      const source = await loadRevision(ctx.db, viewer, 'ac', request.params, 'view');
      // The chart has no parts to choose: the whole document comes along.
      const row = await copyRevision(ctx, viewer, 'ac', source, {
        title: request.body.newRevisionName,
        document: structuredClone(source.revision.document),
      });
      return revisionAnswer(ctx, viewer, 'ac', { collectionId: row.collectionId, revisionId: row.id });
    },
  );
}
