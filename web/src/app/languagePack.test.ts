import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ENGLISH } from '@eos/domain';
import { describe, expect, it } from 'vitest';

// Every literal language-pack id the web app asks for, as t('KEY') or i18n.t('KEY'). Ids built from
// a value (t(`AGENDA_TYPE_${type}`)) are checked by the tests of the screens that show them.
const SOURCE = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the language pack', () => {
  it('has every text the web app shows', () => {
    const missing = new Set<string>();
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]+)'/g)) {
        const key = match[1] as string;
        if (!(key in ENGLISH)) missing.add(`${key} (${file.slice(SOURCE.length + 1)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
