// How much of the server suite's SQL the PostgreSQL pass runs (docs/testing.md). Runs the whole server
// suite once on PostgreSQL + Redis, recording each statement's shape per test file (QUERY_SHAPES_FILE,
// server/src/db/query-shapes.ts), then prints the share of shapes that the files tagged
// `@module-tag postgres` run, and the untagged files that would add the most of the rest.
//   node scripts/pg-coverage.mjs        (DATABASE_URL and REDIS_URL default to this machine's)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shapesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'eos-pg-coverage-')), 'shapes.tsv');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--reporter=dot'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    REDIS_URL: 'redis://127.0.0.1:6379',
    ...process.env,
    QUERY_SHAPES_FILE: shapesFile,
  },
});

const byFile = new Map();
for (const line of readFileSync(shapesFile, 'utf8').split('\n')) {
  const tab = line.indexOf('\t');
  if (tab < 0) continue;
  const file = line.slice(0, tab);
  if (!byFile.has(file)) byFile.set(file, new Set());
  byFile.get(file).add(line.slice(tab + 1));
}
const tagged = (file) =>
  /(\/\/|\*)\s*@module-tag\s+postgres\b/.test(readFileSync(path.join(root, 'server', file), 'utf8'));
const all = new Set();
const covered = new Set();
for (const [file, shapes] of byFile) {
  for (const shape of shapes) {
    all.add(shape);
    if (tagged(file)) covered.add(shape);
  }
}
const missing = [...all].filter((s) => !covered.has(s));
const gains = [...byFile]
  .filter(([file]) => !tagged(file))
  .map(([file, shapes]) => [file, missing.filter((s) => shapes.has(s)).length])
  .filter(([, n]) => n > 0)
  .sort((a, b) => b[1] - a[1]);

const share = all.size ? ((100 * covered.size) / all.size).toFixed(1) : '0';
console.log(
  `\nThe PostgreSQL pass runs ${covered.size} of the ${all.size} statement shapes the server suite runs (${share}%).`,
);
if (gains.length) {
  console.log('Untagged files that run the most of the other shapes:');
  for (const [file, n] of gains.slice(0, 15)) console.log(`${String(n).padStart(6)}  server/${file}`);
}
process.exit(run.status ?? 1);
