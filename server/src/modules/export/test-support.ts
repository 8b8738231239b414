import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { EXPORTED, exportOrder } from './catalogue.ts';
import type { Row } from './export.ts';

/** A downloaded export's files as text, by path in the zip. */
export function unzipText(bytes: Uint8Array): Record<string, string> {
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [k, Buffer.from(v).toString('utf8')]));
}

/** An unzipped export zipped again with some files replaced (a string or rows) or removed (null): a tampered export. */
export function rezip(files: Record<string, string>, changes: Record<string, string | Row[] | null>): Uint8Array {
  const out: Record<string, Uint8Array> = {};
  for (const [k, v] of Object.entries({ ...files, ...changes })) {
    if (v !== null) out[k] = strToU8(typeof v === 'string' ? v : JSON.stringify(v));
  }
  return zipSync(out);
}

/** The json/ files of an unzipped export, parsed, by entity file name. */
export function entitiesOf(files: Record<string, string>): Record<string, Row[]> {
  const out: Record<string, Row[]> = {};
  for (const spec of Object.values(EXPORTED)) {
    const text = files[`json/${spec.file}.json`];
    if (text !== undefined) out[spec.file] = JSON.parse(text) as Row[];
  }
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Two exports of the same data made in different organizations differ only by their row ids. This
 * puts both in one canonical form: entities in foreign-key order, each file's rows sorted by their
 * content (ids of rows already named replaced by their name, others by '?'), each row's own ids then
 * named `<file>#<n>` in that order, and finally every id anywhere (JSON documents too) replaced by its
 * name. Ids that are no row's (part ids inside a V/TO document) stay as they are. `skip` leaves fields out.
 */
export function normalizeExport(
  entities: Record<string, Row[]>,
  skip: (file: string, key: string, row: Row) => boolean = () => false,
): Record<string, string[]> {
  const names = new Map<string, string>();
  const files = exportOrder().map((t) => ({ file: EXPORTED[t.name]?.file as string, info: t }));
  const rename = (value: unknown, unknown: (id: string) => string): unknown => {
    if (typeof value === 'string') return UUID.test(value) ? (names.get(value) ?? unknown(value)) : value;
    if (Array.isArray(value)) return value.map((v) => rename(v, unknown));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v, unknown)]));
    }
    return value;
  };
  const strip = (file: string, row: Row) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !skip(file, k, row)));
  for (const { file, info } of files) {
    const rows = (entities[file] ?? []).map((row) => ({
      row,
      key: JSON.stringify(rename(strip(file, row), () => '?')),
    }));
    rows.sort((a, b) => a.key.localeCompare(b.key));
    let n = 0;
    for (const { row } of rows) {
      for (const col of info.columns.filter((c) => c.identity)) {
        const id = row[col.key];
        if (typeof id === 'string' && !names.has(id)) names.set(id, `${file}#${n++}`);
      }
    }
  }
  const out: Record<string, string[]> = {};
  for (const { file } of files) {
    out[file] = (entities[file] ?? []).map((row) => JSON.stringify(rename(strip(file, row), (id) => id))).sort();
  }
  return out;
}

/** One file of a zip written by hand: its bytes, or a deflated body with its real size and CRC. */
export interface ZipEntry {
  name: string;
  data?: Uint8Array;
  deflated?: { bytes: Uint8Array; size: number; crc: number };
  /** The size the zip's headers declare, when it should lie. */
  declaredSize?: number;
}

/**
 * A zip written byte by byte (deflated entries, sizes in the headers): what fflate writes, except that
 * a test chooses the declared sizes and can bring a body deflated elsewhere (deflatedSpaces).
 */
export function writeZip(entries: ZipEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? new Uint8Array();
    const body = entry.deflated?.bytes ?? deflateRawSync(data);
    const crc = entry.deflated?.crc ?? crc32(data);
    const size = entry.declaredSize ?? entry.deflated?.size ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, Buffer.from(body));
    central.push(header, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/**
 * `prefix`, then `megabytes` MB of spaces, then `suffix`, deflated in a fraction of a second: one deflated
 * megabyte of spaces repeated (each ends on a byte boundary and refers only to its own spaces). Valid JSON
 * when prefix and suffix make it so: whitespace is allowed between its tokens. A zip bomb's body.
 */
export function deflatedSpaces(prefix: string, megabytes: number, suffix = ''): ZipEntry['deflated'] & {} {
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  const flush = { finishFlush: zlibConstants.Z_SYNC_FLUSH };
  const chunk = deflateRawSync(megabyte, { level: 9, ...flush });
  const parts = [deflateRawSync(Buffer.from(prefix), flush)];
  let crc = crc32(prefix);
  for (let i = 0; i < megabytes; i++) {
    parts.push(chunk);
    crc = crc32(megabyte, crc);
  }
  parts.push(deflateRawSync(Buffer.from(suffix)));
  crc = crc32(suffix, crc);
  return {
    bytes: Buffer.concat(parts),
    size: Buffer.byteLength(prefix) + megabytes * megabyte.length + Buffer.byteLength(suffix),
    crc,
  };
}
