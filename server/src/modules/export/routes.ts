import {
  EXPORT_MAX_ZIP_BYTES,
  ExportRestoreResponse,
  ExportStatusResponse,
  effectiveStatus,
  isWorkReadOnly,
} from '@eos/domain';
import type { FastifyError } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { countOrg } from './counts.ts';
import { exportFileName, exportFiles, readOrgData, zipStream } from './export.ts';
import { isEmptyOrg, readExportZip, restoreExport } from './restore.ts';
import { takeRestoreSlot } from './restore-slots.ts';

/** A zip over the limit says so in words, not the generic 'request is too large'. */
function tooLargeAsExportMessage(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('payloadTooLarge', 'ERR_EXPORT_ZIP_TOO_LARGE');
  throw error;
}

/**
 * The whole-organization export (issue 22 item 5, docs/export.md), the Owner's alone (org.export), and
 * through an organization token with the data area's read scope: download it as a zip, see what it
 * holds, and bring such a zip back into an organization that is still empty.
 */
export async function exportRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/export',
    {
      config: { access: 'org.export' },
      schema: {
        description:
          'The whole organization as a zip: manifest.json, json/<entity>.json per table and csv/<entity>.csv (docs/export.md).',
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const now = new Date();
      const data = await readOrgData(ctx.db, member.orgId, now);
      request.log.info({ counts: data.manifest.counts }, 'organization exported');
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${exportFileName(data.manifest.organization.name, now)}"`)
        .send(zipStream(exportFiles(data)));
    },
  );

  api.get(
    '/export/status',
    { config: { access: 'org.export' }, schema: { response: { 200: ExportStatusResponse } } },
    async (request) => {
      const member = memberOf(request);
      const [counts, canRestore] = await Promise.all([
        countOrg(ctx.db, member.orgId),
        isEmptyOrg(ctx.db, member.orgId),
      ]);
      return { succeeded: true as const, counts, canRestore };
    },
  );

  // Its own scope: the raw-bytes parser must not reach the JSON routes of other modules.
  await api.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EXPORT_MAX_ZIP_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/export/restore',
      {
        config: { access: 'org.export' },
        bodyLimit: EXPORT_MAX_ZIP_BYTES,
        errorHandler: tooLargeAsExportMessage,
        schema: {
          description:
            'Restores an export (the zip as the raw body, application/zip) into the caller’s organization while it holds no meetings or items.',
          response: { 200: ExportRestoreResponse },
        },
      },
      async (request) => {
        const member = memberOf(request);
        // A restore creates work: closed, like every item write, while the organization's work is
        // read-only (an ended trial). The download stays open, so data can always leave.
        const subscription = request.session?.subscription;
        if (ctx.payments && subscription) {
          const now = ctx.sandboxClock?.now(member.orgId) ?? new Date();
          const status = effectiveStatus(
            subscription.status,
            subscription.paymentStatus,
            subscription.trialEndsAt,
            now,
          );
          if (isWorkReadOnly(status, member.role)) throw new AppError('forbidden', 'ERR_SUBSCRIPTION_READ_ONLY');
        }
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // One restore per organization and two per node at a time, refused before any other work; the
        // zip is read off the event loop.
        const release = takeRestoreSlot(ctx, member.orgId);
        let parsed: Awaited<ReturnType<typeof readExportZip>>;
        let outcome: Awaited<ReturnType<typeof restoreExport>>;
        try {
          // The cheap refusal first: an organization with work in it is never overwritten.
          if (!(await isEmptyOrg(ctx.db, member.orgId))) {
            throw new AppError('conflict', 'ERR_EXPORT_RESTORE_NOT_EMPTY');
          }
          parsed = await readExportZip(bytes);
          outcome = await restoreExport(ctx, member, parsed);
        } finally {
          release();
        }
        request.log.info({ counts: outcome.counts, from: parsed.manifest.organization.id }, 'organization restored');
        ctx.realtime.emit('live-update-hub', `org:${member.orgId}`, 'Updated', { type: 'org', id: member.orgId });
        return { succeeded: true as const, ...outcome };
      },
    );
  });
}
