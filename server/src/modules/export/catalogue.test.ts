import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHECKED_TEXT,
  ENUMERATED,
  EXPORTED,
  exportedColumns,
  FREE_TEXT,
  LEFT_OUT,
  SECRET_COLUMN,
  schemaTables,
} from './catalogue.ts';
import { DOC, updatedDoc } from './docs.ts';
import { STORED_SHAPES } from './stored-shapes.ts';

/** Every exported column as `table.column`, with its Drizzle column type. */
const exportedNames = () =>
  Object.keys(EXPORTED).flatMap((name) => {
    const info = schemaTables().get(name);
    return info ? exportedColumns(info).map((c) => ({ name: `${name}.${c.name}`, type: c.type })) : [];
  });

// The export is driven by the schema: a new org-scoped table must be exported or left out on purpose.
describe('the export catalogue', () => {
  it('exports or deliberately leaves out every org-scoped table', () => {
    const unlisted = [...schemaTables().values()]
      .filter((t) => t.orgScoped && !(t.name in EXPORTED) && !(t.name in LEFT_OUT))
      .map((t) => t.name);
    expect(unlisted, 'add each to EXPORTED or LEFT_OUT (with its reason) in modules/export/catalogue.ts').toEqual([]);
  });

  it('names only tables that exist, none both exported and left out, every reason written', () => {
    const tables = schemaTables();
    for (const name of Object.keys(EXPORTED)) expect(tables.has(name), name).toBe(true);
    for (const [name, reason] of Object.entries(LEFT_OUT)) {
      expect(name in EXPORTED, name).toBe(false);
      expect(reason.length, name).toBeGreaterThan(10);
    }
    const files = Object.values(EXPORTED).map((e) => e.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('writes no column whose name says it is a secret', () => {
    for (const name of Object.keys(EXPORTED)) {
      const info = schemaTables().get(name);
      if (!info) continue;
      const secret = exportedColumns(info).filter((c) => SECRET_COLUMN.test(c.name));
      expect(secret.map((c) => `${name}.${c.name}`)).toEqual([]);
    }
  });
});

// A restore checks what a text column may hold and what shape a document has: a new column cannot slip by.
describe('what a restore checks in each column', () => {
  it('knows every exported text column as enumerated, checked by a rule or free text (exactly one)', () => {
    const text = exportedNames().filter(
      (c) => (c.type === 'PgText' && !c.name.endsWith('_html')) || c.type === 'PgArray',
    );
    const unclassified = text.filter(
      (c) => [c.name in ENUMERATED, c.name in CHECKED_TEXT, FREE_TEXT.includes(c.name)].filter(Boolean).length !== 1,
    );
    expect(
      unclassified.map((c) => c.name),
      'add each to ENUMERATED (its domain enumeration), CHECKED_TEXT or FREE_TEXT in modules/export/catalogue.ts',
    ).toEqual([]);
    const known = new Set(text.map((c) => c.name));
    const stale = [...Object.keys(ENUMERATED), ...Object.keys(CHECKED_TEXT), ...FREE_TEXT].filter((n) => !known.has(n));
    expect(stale, 'names of no exported text column').toEqual([]);
  });

  it('enumerates every exported text column the schema types as a domain enumeration ($type<…>)', () => {
    const dir = new URL('../../db/schema/', import.meta.url);
    const typed: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      for (const block of source.split(/pgTable\(\s*/).slice(1)) {
        const table = /^'(\w+)'/.exec(block)?.[1];
        for (const m of block.matchAll(/text\('(\w+)'\)\.\$type</g)) typed.push(`${table}.${m[1]}`);
      }
    }
    expect(typed).toContain('revisions.kind');
    const exported = new Set(exportedNames().map((c) => c.name));
    expect(typed.filter((n) => exported.has(n) && !(n in ENUMERATED))).toEqual([]);
  });

  it('has a stored shape for every exported JSON document', () => {
    const json = exportedNames().filter((c) => c.type === 'PgJsonb');
    expect(
      json.filter((c) => !(c.name in STORED_SHAPES)).map((c) => c.name),
      'add a zod schema typed against the column’s TypeScript type to modules/export/stored-shapes.ts',
    ).toEqual([]);
    expect(Object.keys(STORED_SHAPES).sort()).toEqual(json.map((c) => c.name).sort());
  });
});

describe('docs/export.md', () => {
  it('describes every exported file and field as the schema has them (npx tsx server/src/modules/export/docs.ts)', () => {
    const text = readFileSync(DOC, 'utf8');
    expect(updatedDoc(text)).toBe(text);
  });
});
