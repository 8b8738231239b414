import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPORTED, exportedColumns, LEFT_OUT, SECRET_COLUMN, schemaTables } from './catalogue.ts';
import { DOC, updatedDoc } from './docs.ts';

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

describe('docs/export.md', () => {
  it('describes every exported file and field as the schema has them (npx tsx server/src/modules/export/docs.ts)', () => {
    const text = readFileSync(DOC, 'utf8');
    expect(updatedDoc(text)).toBe(text);
  });
});
