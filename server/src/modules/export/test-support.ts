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
