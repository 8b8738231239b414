import { inflateRawSync } from 'node:zlib';
import { unsafeTextPaths } from '@eos/domain/rules/safe-text';
import { EXPORT_FORMAT, EXPORT_VERSION, ExportManifest } from '@eos/domain/schemas/export';
import { Refusal } from '../../lib/refusal.ts';

// Reading a restore's zip: runs in a worker thread (workers/restore-zip.ts), so it imports nothing heavy
// and refuses with Refusal (an AppError on the main thread). What it checks: restore.ts readExportZip.

/** A row of a json file, as parsed. */
type Row = Record<string, unknown>;

/** Bounds on what a restore unpacks, whatever the manifest says (restore.ts RESTORE_LIMITS). */
export interface ZipLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

export interface ZipReadOptions {
  limits: ZipLimits;
  /** The json files a restore reads (json/<file>.json), by name: the most bytes one of its rows may take. */
  rowBytes: Record<string, number>;
  /** What any json file may take besides its rows. */
  fileAllowance: number;
  /** The migration tags this build knows: an export naming another is newer. */
  knownSchemas: string[];
}

/** The manifest is a few hundred bytes: more is not one of ours. */
export const MANIFEST_MAX_BYTES = 1024 * 1024;
/** Rows go to the main thread in parts of about this many bytes (each part is one turn of its event loop). */
const PART_BYTES = 512 * 1024;

const broken = (id: string, params: (string | number)[] = []) => new Refusal('validation', id, params);

/** The most bytes a json file may inflate to: its allowance and its rows' maximum (budget.ts). */
export function fileBudget(options: ZipReadOptions, file: string, rows: number): number {
  return Math.min(options.limits.maxFileBytes, options.fileAllowance + rows * (options.rowBytes[file] ?? 0));
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  /** The size its central directory declares. */
  size: number;
  offset: number;
}

/**
 * The entries of a zip, from its central directory (nothing is inflated). A zip64 archive (more than
 * 65,535 entries or 4 GB) is more than a restore takes.
 */
function entriesOf(bytes: Uint8Array, limits: ZipLimits): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = bytes.length - 22;
  while (end >= lowest && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < lowest) throw broken('ERR_EXPORT_NOT_ZIP');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw broken('ERR_EXPORT_TOO_LARGE');
  if (count > limits.maxEntries) throw broken('ERR_EXPORT_TOO_LARGE');
  const names = new TextDecoder();
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw broken('ERR_EXPORT_NOT_ZIP');
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * An entry's bytes, inflated: never more than it declares (a zip that lies about a size stops there,
 * not when the deflated stream ends), which the caller has checked against its budget.
 */
function inflate(bytes: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(entry.offset, true) !== 0x04034b50) throw broken('ERR_EXPORT_NOT_ZIP');
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  if (start + entry.compressedSize > bytes.length) throw broken('ERR_EXPORT_NOT_ZIP');
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > entry.size) throw broken('ERR_EXPORT_TOO_LARGE');
    return data;
  }
  if (entry.method !== 8) throw broken('ERR_EXPORT_NOT_ZIP');
  try {
    // zlib stops as soon as the output passes the bound (RangeError ERR_BUFFER_TOO_LARGE).
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw broken('ERR_EXPORT_TOO_LARGE');
    throw broken('ERR_EXPORT_NOT_ZIP');
  }
}

function parseJson(bytes: Uint8Array, name: string): unknown {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    throw broken('ERR_EXPORT_BAD_FILE', [name]);
  }
}

/**
 * Unpacks and checks an export's zip: 422 for anything that is not one of ours, never a 500. In order:
 * the zip's own sizes against RESTORE_LIMITS; the manifest (format, version, schema); each json file's
 * declared size against the budget of the rows the manifest counts in it, before anything else is
 * inflated; then each file inflated (never past its declared size), parsed and checked (an array of
 * objects, safe text), and its real size against the budget of the rows it really holds (a manifest
 * cannot buy room with rows a file does not have). The rows go to `send` a part at a time, once every
 * file passed; the manifest is the answer.
 */
export async function readExportZip(
  bytes: Uint8Array,
  options: ZipReadOptions,
  send: (part: { file: string; rows: Row[] }) => Promise<void>,
): Promise<ExportManifest> {
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw broken('ERR_EXPORT_NOT_ZIP');
  let entries: Entry[];
  try {
    entries = entriesOf(bytes, options.limits);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw broken('ERR_EXPORT_NOT_ZIP');
  }
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > options.limits.maxFileBytes || total > options.limits.maxTotalBytes) {
      throw broken('ERR_EXPORT_TOO_LARGE');
    }
  }
  // The last of one name wins, as unzip tools do.
  const byName = new Map(entries.map((e) => [e.name, e]));
  const inflated = (entry: Entry) => {
    try {
      return inflate(bytes, entry);
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw broken('ERR_EXPORT_NOT_ZIP');
    }
  };

  const manifestEntry = byName.get('manifest.json');
  if (!manifestEntry) throw broken('ERR_EXPORT_NO_MANIFEST');
  if (manifestEntry.size > MANIFEST_MAX_BYTES) throw broken('ERR_EXPORT_TOO_LARGE');
  const manifestJson = parseJson(inflated(manifestEntry), 'manifest.json');
  if ((manifestJson as { format?: unknown } | null)?.format !== EXPORT_FORMAT) throw broken('ERR_EXPORT_NO_MANIFEST');
  const parsed = ExportManifest.safeParse(manifestJson);
  if (!parsed.success) throw broken('ERR_EXPORT_BAD_FILE', ['manifest.json']);
  const manifest = parsed.data;
  if (manifest.version !== EXPORT_VERSION) throw broken('ERR_EXPORT_VERSION', [manifest.version]);
  if (!options.knownSchemas.includes(manifest.schemaVersion)) {
    throw broken('ERR_EXPORT_NEWER', [manifest.schemaVersion]);
  }

  const files = Object.keys(options.rowBytes);
  // Every declared size against its budget before a byte of it is inflated.
  for (const file of files) {
    const entry = byName.get(`json/${file}.json`);
    if (entry && entry.size > fileBudget(options, file, manifest.counts[file] ?? 0)) {
      throw broken('ERR_EXPORT_TOO_LARGE');
    }
  }
  const entities: Record<string, { rows: Row[]; bytes: number }> = {};
  for (const file of files) {
    const name = `json/${file}.json`;
    const entry = byName.get(name);
    if (!entry) {
      if ((manifest.counts[file] ?? 0) > 0) throw broken('ERR_EXPORT_MISSING_FILE', [name]);
      entities[file] = { rows: [], bytes: 0 };
      continue;
    }
    const raw = inflated(entry);
    const value = parseJson(raw, name);
    if (!Array.isArray(value) || value.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      throw broken('ERR_EXPORT_BAD_FILE', [name]);
    }
    if (raw.length > fileBudget(options, file, value.length)) throw broken('ERR_EXPORT_TOO_LARGE');
    if (unsafeTextPaths(value, 1).length > 0) throw broken('ERR_EXPORT_BAD_FILE', [name]);
    entities[file] = { rows: value as Row[], bytes: raw.length };
  }
  if (entities.organization?.rows.length !== 1) throw broken('ERR_EXPORT_BAD_FILE', ['json/organization.json']);

  for (const [file, { rows, bytes: size }] of Object.entries(entities)) {
    const perPart = Math.max(1, Math.floor((rows.length * PART_BYTES) / Math.max(1, size)));
    for (let at = 0; at < rows.length; at += perPart) await send({ file, rows: rows.slice(at, at + perPart) });
  }
  return manifest;
}
