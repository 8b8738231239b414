import { AcPrintMessages, AcPrintRequest, RevisionParams } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import type { StoredAcDocument } from '../../db/schema/index.ts';
import { AppError, invalid, messageText } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { safeFilename } from '../calendar/service.ts';
import { loadRevision, loadViewer } from '../collections/policy.ts';
import { renderPdf } from '../pdf/printer.ts';
import { presentSeats } from './presenter.ts';
import type { PrintSeat } from './print-geometry.ts';
import { layoutPrint } from './print-layout.ts';
import { acPrintDocument } from './print-pdf.ts';
import { seatsOf } from './seats.ts';

const REVISION_PATH = '/ac/collection/:collectionId/revision/:revisionId';

/** Each card a seat of the chart, and each seat once: a 422 naming the first card that is not. */
function checkCards(cards: AcPrintRequest['cards'], seatIds: ReadonlySet<string>): void {
  const seen = new Set<string>();
  for (const [index, card] of cards.entries()) {
    if (!seatIds.has(card.seatId)) throw invalid(AcPrintMessages.unknownSeat, `cards.${index}.seatId`);
    if (seen.has(card.seatId)) throw invalid('VAL_INVALID', `cards.${index}.seatId`);
    seen.add(card.seatId);
  }
}

/**
 * POST .../print/pdf (001 §5, §9): the selected cards on the client's grid of pages, drawn by the server
 * as a PDF. A read: whoever may view the chart may print it (Observers too), so it declares 'org' like
 * the chart's GET and changes nothing; another organization's ids answer 404 as everywhere.
 */
export function acPrintRoutes(api: App, ctx: AppContext): void {
  api.post(
    `${REVISION_PATH}/print/pdf`,
    { config: { access: 'org' }, schema: { params: RevisionParams, body: AcPrintRequest } },
    async (request, reply) => {
      const viewer = await loadViewer(ctx.db, memberOf(request));
      const loaded = await loadRevision(ctx.db, viewer, 'ac', request.params, 'view');
      const stored = seatsOf(loaded.revision.document as StoredAcDocument);
      checkCards(request.body.cards, new Set(stored.map((s) => s.id)));
      const printed = new Set(request.body.cards.map((c) => c.seatId));
      // Holders are read live, as the chart shows them (a holder who left leaves the seat open).
      const presented = await presentSeats(
        ctx.db,
        viewer.orgId,
        stored.filter((s) => printed.has(s.id)),
      );
      const seats = new Map<string, PrintSeat>(
        presented.map((s) => [
          s.id,
          {
            id: s.id,
            parentId: s.parentId,
            title: s.title,
            holder: s.assignedTo,
            roles: s.roles,
            isLT: s.isLT,
            isAssistant: s.isAssistant,
          },
        ]),
      );
      const title = loaded.revision.title;
      let pdf: Buffer;
      try {
        const pages = layoutPrint(request.body, seats, {
          chartTitle: title,
          openSeat: messageText('AC_OPEN_SEAT'),
          lt: messageText('AC_LT_BADGE'),
          pageLabel: (n) => messageText('AC_PRINT_PAGE_LABEL', [n]),
        });
        pdf = await renderPdf(acPrintDocument({ title, pages }));
      } catch (error) {
        // The web app shows the spec's 'Problem downloading PDF'; the cause stays in the log.
        request.log.error({ err: error, revisionId: loaded.revision.id }, 'chart print PDF failed');
        throw new AppError('internal', 'ERR_PDF_DOWNLOAD');
      }
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${safeFilename(title, 'pdf')}"`)
        .send(pdf);
    },
  );
}
