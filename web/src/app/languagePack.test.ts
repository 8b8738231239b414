import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ENGLISH, ENGLISH_PUBLIC } from '@eos/domain';
import { describe, expect, it } from 'vitest';

// Every literal language-pack id the web app asks for, as t('KEY') or i18n.t('KEY'). Ids built from
// a value (t(`AGENDA_TYPE_${type}`)) are checked by the tests of the screens that show them.
const SOURCE = join(__dirname, '..');
const KEY = /\bt\(\s*'([A-Z][A-Z0-9_]+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The web app's own files a module imports statically (`import type` and dynamic import() aside). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms),
    ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
  ].map((m) => m[1] as string);
  return specifiers.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** What loads before sign-in: the first chunk (main.tsx) and the public pages (routes.tsx, lazyPublic). */
function publicModules(): Set<string> {
  const routes = readFileSync(join(SOURCE, 'app/routes.tsx'), 'utf8');
  const pages = [...routes.matchAll(/\blazyPublic\(\(\) => import\('(\.[^']+)'\)\)/g)].map((m) =>
    resolve(SOURCE, 'app', `${m[1]}.tsx`),
  );
  const seen = new Set<string>();
  const queue = [join(SOURCE, 'main.tsx'), ...pages];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

describe('the language pack', () => {
  it('has every text the web app shows', () => {
    const missing = new Set<string>();
    for (const file of sourceFiles(SOURCE)) {
      for (const match of readFileSync(file, 'utf8').matchAll(KEY)) {
        const key = match[1] as string;
        if (!(key in ENGLISH)) missing.add(`${key} (${file.slice(SOURCE.length + 1)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('has, in its public part, every text of the pages shown before sign-in', () => {
    const modules = publicModules();
    // The walk reaches the public pages and what they use, never the signed-in shell.
    expect([...modules].some((file) => file.endsWith('features/auth/pages/LoginPage.tsx'))).toBe(true);
    expect([...modules].some((file) => file.endsWith('shell/ShellLayout.tsx'))).toBe(false);
    const missing = new Set<string>();
    for (const file of modules) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(KEY)) {
        const key = match[1] as string;
        if (!(key in ENGLISH_PUBLIC)) missing.add(`${key} (${file.slice(SOURCE.length + 1)})`);
      }
      if (/\bt\(\s*`/.test(text)) missing.add(`an id built from a value (${file.slice(SOURCE.length + 1)})`);
    }
    expect([...missing]).toEqual([]);
  });
});
