import { MeetingPdfParams } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { findMeetingExport } from '../calendar/repository.ts';
import { safeFilename } from '../calendar/service.ts';
import { featureFlags } from '../meta/routes.ts';
import { meetingPdfDocument } from './document.ts';
import { renderPdf } from './printer.ts';
import { loadSections } from './sections.ts';

export async function pdfRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/traction/:meetingId/:type/pdf',
    { config: { access: 'org' }, schema: { params: MeetingPdfParams } },
    async (request, reply) => {
      // The flag is read per request: FEATURE_FLAGS can change it without touching this code.
      if (!featureFlags(ctx)['meeting-pdfs']) throw new AppError('notFound', 'ERR_FEATURE_DISABLED');
      const member = memberOf(request);
      const { meetingId, type } = request.params;
      const meeting = await findMeetingExport(ctx.db, member.orgId, meetingId);
      if (!meeting) throw notFound();
      const sections = await loadSections(ctx.db, { orgId: member.orgId, meetingId }, type);
      let pdf: Buffer;
      try {
        pdf = await renderPdf(meetingPdfDocument(meeting, sections, new Date()));
      } catch (error) {
        // The web app shows the spec's 'Problem downloading PDF'; the cause stays in the log.
        request.log.error({ err: error, meetingId }, 'meeting PDF failed');
        throw new AppError('internal', 'ERR_PDF_DOWNLOAD');
      }
      const filename = safeFilename(`${meeting.title}-${type}`, 'pdf');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
}
