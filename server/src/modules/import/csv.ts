import { availableParallelism } from 'node:os';
import { IMPORT_LIMITS } from '@eos/domain';
import { AppError, message } from '../../lib/errors.ts';
import { Refusal } from '../../lib/refusal.ts';
import { runInWorker, toAppError, type WorkerKind } from '../../lib/worker.ts';
import { type CsvLimits, type CsvTable, headerLine, parseCsv } from './csv-table.ts';

export type { CsvTable } from './csv-table.ts';

/**
 * Text longer than this is parsed in a worker thread: csv-parse reads about 3 MB a second, so 32 kB
 * holds the event loop some 10 ms, 200 kB 60 to 90 ms, a file at the 5 MB limit over a second.
 */
export const CSV_WORKER_THRESHOLD = 32 * 1024;

/** The CSV worker: two files parsed at once on a node (one on two cores: the other is the event loop's); others wait. */
const CSV_WORKER: WorkerKind = {
  name: 'csv',
  concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
  resourceLimits: { maxOldGenerationSizeMb: 512 },
};

export const tooLarge = () =>
  new AppError('payloadTooLarge', [message('ERR_IMPORT_FILE_TOO_LARGE', [IMPORT_LIMITS.maxCsvChars / 1024 / 1024])]);

const asAppError = (error: unknown) => (error instanceof Refusal ? toAppError(error) : error);

/**
 * Reads CSV text into its header and rows (csv-table.ts parseCsv): over the size limit a 413, a header
 * of more than IMPORT_LIMITS.maxColumns columns a 422, both refused before the file is parsed; a large
 * file is parsed off the event loop (issue 34 item 4), its rows brought back a part at a time.
 */
export async function readCsv(text: string): Promise<CsvTable> {
  if (text.length > IMPORT_LIMITS.maxCsvChars) throw tooLarge();
  const limits: CsvLimits = { maxRows: IMPORT_LIMITS.maxRows, maxColumns: IMPORT_LIMITS.maxColumns };
  try {
    headerLine(text, limits);
    if (text.length <= CSV_WORKER_THRESHOLD) return parseCsv(text, limits);
  } catch (error) {
    throw asAppError(error);
  }
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const { headers } = await runInWorker<{ headers: string[] }>(
    CSV_WORKER,
    { text, limits },
    {
      onPart: (part) => {
        const chunk = part as { rows: string[][]; rowNumbers: number[] };
        for (const row of chunk.rows) rows.push(row);
        for (const n of chunk.rowNumbers) rowNumbers.push(n);
      },
    },
  );
  return { headers, rows, rowNumbers };
}
