// A restore's zip, unpacked, parsed and checked off the event loop (lib/worker.ts, export/restore.ts).
import { serve } from '../lib/worker-serve.ts';
import { readExportZip, type ZipReadOptions } from '../modules/export/read-zip.ts';

serve<{ bytes: Uint8Array; options: ZipReadOptions }, unknown>(({ bytes, options }, send) =>
  readExportZip(bytes, options, send),
);
