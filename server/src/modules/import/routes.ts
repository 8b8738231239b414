import {
  IMPORT_LIMITS,
  ImportColumnsRequest,
  ImportColumnsResponse,
  ImportMessages,
  ImportPreviewRequest,
  ImportPreviewResponse,
  ImportRequest,
  ImportResult,
  type ImportStreamEvent,
} from '@eos/domain';
import type { FastifyError } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { AppError, message } from '../../lib/errors.ts';
import { sendEvents, wantsEvents } from '../../lib/sse.ts';
import { memberOf } from '../../plugins/access.ts';
import { runImport } from './create.ts';
import { readCsv, tooLarge } from './csv.ts';
import { planImport } from './plan.ts';
import { proposeFor } from './sources/index.ts';

/**
 * The body of an import call: the CSV text (IMPORT_LIMITS.maxCsvChars, about 5 MB) inside JSON, whose
 * escaping adds to it. Only these routes take more than the server's 1 MB.
 */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** A body over the limit says so in words (413), not the generic 'request is too large'. */
function tooLargeAsImportMessage(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
  throw error;
}

const importRoute = {
  config: { access: 'org.import' },
  bodyLimit: IMPORT_BODY_LIMIT,
  errorHandler: tooLargeAsImportMessage,
} as const;

/**
 * CSV import (issue 22 item 4; docs/import.md): the columns of a file with a proposed mapping, a
 * preview (rows and problems), and the import itself, in one transaction. Owners and Admins
 * (org.import); an organization token with the data area's write scope makes the same calls.
 */
export async function importRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/import/columns',
    {
      ...importRoute,
      schema: {
        description:
          "A CSV file's headers, a mapping of its columns proposed from their names, and its first rows (docs/import.md).",
        body: ImportColumnsRequest,
        response: { 200: ImportColumnsResponse },
      },
    },
    async (request) => {
      memberOf(request);
      const table = await readCsv(request.body.csv);
      return {
        succeeded: true as const,
        headers: table.headers,
        mapping: proposeFor(request.body.source, table, request.body.entity),
        sampleRows: table.rows.slice(0, IMPORT_LIMITS.sampleRows),
        rowCount: table.rows.length,
      };
    },
  );

  api.post(
    '/import/preview',
    {
      ...importRoute,
      schema: {
        description:
          'The rows a CSV import would create and the problems of each row, and the people it would invite; writes nothing.',
        body: ImportPreviewRequest,
        response: { 200: ImportPreviewResponse },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const plan = await planImport(ctx.db, member.orgId, request.body);
      return {
        succeeded: true as const,
        total: plan.total,
        validRows: plan.rows.filter((r) => r.valid).length,
        rows: plan.rows,
        problems: plan.problems,
        invitees: plan.invitees,
      };
    },
  );

  api.post(
    '/import',
    {
      ...importRoute,
      schema: {
        description:
          'Imports a CSV file in one transaction (JSON, or server-sent events progress and result with Accept: text/event-stream).',
        body: ImportRequest,
        response: { 200: ImportResult },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const plan = await planImport(ctx.db, member.orgId, request.body);
      if (plan.problems.length > 0 && !request.body.skipInvalidRows) {
        const rows = new Set(plan.problems.map((p) => p.row)).size;
        throw new AppError('validation', [message(ImportMessages.rowsWithProblems, [rows], 'skipInvalidRows')]);
      }
      const skippedRows = plan.rows.filter((r) => !r.valid).length;
      if (plan.items.length === 0 && plan.people.length === 0) {
        throw new AppError('validation', [message(ImportMessages.nothingToImport, [], 'csv')]);
      }
      const run = async (onProgress?: Parameters<typeof runImport>[1]['onProgress']) => {
        const result = await runImport(ctx, { member, plan, log: request.log, onProgress });
        request.log.info({ created: result.created, skippedRows }, 'import done');
        return { succeeded: true as const, ...result, skippedRows };
      };
      if (!wantsEvents(request)) return run();
      // The import goes on if the browser leaves (it is one transaction); only the events stop.
      return sendEvents<ImportStreamEvent>(reply, request.log, { final: 'result', what: 'the import' }, (send) =>
        run((progress) => send('progress', progress)),
      );
    },
  );
}
