import { displayName, RevisionParams } from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { safeFilename } from '../calendar/service.ts';
import { loadRevision, loadViewer } from '../collections/policy.ts';
import { presentVtoRevision } from '../collections/vto-presenter.ts';
import { featureFlags } from '../meta/routes.ts';
import { findOrg } from '../orgs/repository.ts';
import { renderPdf } from '../pdf/printer.ts';
import { findPeople } from '../people/repository.ts';
import { vtoPdfDocument } from './pdf-document.ts';
import { REVISION_PATH } from './register.ts';

const PdfQuery = z.object({ pageSize: z.enum(['A4', 'LETTER']).default('LETTER') });

/** GET .../pdf (002 §7, vto-pdf flag): the V/TO as the caller may read it, LT-only figures left out. */
export function vtoPdfRoutes(api: App, ctx: AppContext): void {
  api.get(
    `${REVISION_PATH}/pdf`,
    { config: { access: 'org' }, schema: { params: RevisionParams, querystring: PdfQuery } },
    async (request, reply) => {
      if (!featureFlags(ctx)['vto-pdf']) throw new AppError('notFound', 'ERR_FEATURE_DISABLED');
      const viewer = await loadViewer(ctx.db, memberOf(request));
      const loaded = await loadRevision(ctx.db, viewer, 'vto', request.params, 'view');
      const vto = await presentVtoRevision(ctx.db, viewer, loaded);
      const ownerIds = [
        ...(vto.traction.quarterlyPlan?.rocksForTheQuarter ?? []).map((r) => r.ownerId),
        ...vto.traction.longTermIssueList.issues.flatMap((i) => (i.assignedToId ? [i.assignedToId] : [])),
      ];
      const [org, people] = await Promise.all([
        findOrg(ctx.db, viewer.orgId),
        findPeople(ctx.db, viewer.orgId, ownerIds),
      ]);
      const names = new Map(people.map((p) => [p.id, displayName(p)]));
      let pdf: Buffer;
      try {
        pdf = await renderPdf(
          vtoPdfDocument({ vto, orgName: org?.name ?? '', names, pageSize: request.query.pageSize }),
        );
      } catch (error) {
        // The web app shows the spec's 'Problem downloading PDF'; the cause stays in the log.
        request.log.error({ err: error, revisionId: vto.revisionId }, 'V/TO PDF failed');
        throw new AppError('internal', 'ERR_PDF_DOWNLOAD');
      }
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${safeFilename(vto.title, 'pdf')}"`)
        .send(pdf);
    },
  );
}
