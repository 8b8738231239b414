// A large CSV file parsed off the event loop (lib/worker.ts, import/csv.ts).
import { serve } from '../lib/worker-serve.ts';
import { type CsvLimits, parseCsv } from '../modules/import/csv-table.ts';

/** Rows go back in parts of about this many characters (each part is one turn of the main event loop). */
const PART_CHARS = 256 * 1024;

serve<{ text: string; limits: CsvLimits }, { headers: string[] }>(async ({ text, limits }, send) => {
  const table = parseCsv(text, limits);
  let from = 0;
  let chars = 0;
  for (let i = 0; i < table.rows.length; i++) {
    for (const cell of table.rows[i] ?? []) chars += cell.length + 1;
    if (chars >= PART_CHARS || i === table.rows.length - 1) {
      await send({ rows: table.rows.slice(from, i + 1), rowNumbers: table.rowNumbers.slice(from, i + 1) });
      from = i + 1;
      chars = 0;
    }
  }
  return { headers: table.headers };
});
