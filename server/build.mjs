// Bundles the server and the domain package into dist/ (main.js, seed.js and the chunks they load
// with import()); npm packages stay external. Then makes the embedded database's template.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
// Worker threads (lib/worker.ts) are entry points of their own: dist/workers/<name>.js beside main.js.
const workers = readdirSync(new URL('./src/workers', import.meta.url))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `src/workers/${f}`);
await build({
  entryPoints: ['src/main.ts', 'src/seed.ts', 'src/prepare-db.ts', ...workers],
  // Entry points keep their place under src/ (dist/workers/…), even if a later one moves the common root.
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  // Modules loaded with import() stay files of their own, loaded when first used.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Whitespace and syntax only: names stay as written, for logs and stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
execFileSync(process.execPath, ['dist/prepare-db.js'], { cwd: new URL('.', import.meta.url), stdio: 'inherit' });
