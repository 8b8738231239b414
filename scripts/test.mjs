// `npm test`: every suite (domain, server, web with Vitest; e2e with Playwright in the system Chromium),
// then where the time went (each phase, the slowest files of each runner) and one closing line
// 'N passed, N failed' summed over the runners. A test that passed only on a retry counts as failed.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatFigures } from './attack-report.mjs';
import { failedLines, phaseLines, slowestLines } from './timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'eos-test-report-'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let passed = 0;
let failed = 0;

// Every runner's attack checks record their figures here (scripts/attack-report.mjs).
const attackReport = path.join(tmp, 'attack.jsonl');

// Each phase's seconds; also appended to TEST_PHASES_FILE when set (.ci/run's own table).
const phases = [];
const slowest = [];
// The failed tests' names; also appended to TEST_FAILED_FILE when set, for .ci/run's closing lines.
const failures = [];
function noteFailures(report) {
  const lines = failedLines(report);
  failures.push(...lines);
  if (process.env.TEST_FAILED_FILE && lines.length)
    appendFileSync(process.env.TEST_FAILED_FILE, `${lines.join('\n')}\n`);
}

function run(cmd, args, env = {}, phase = undefined) {
  const started = performance.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ATTACK_REPORT: attackReport, ...process.env, ...env },
  });
  if (phase) {
    const seconds = (performance.now() - started) / 1000;
    phases.push([phase, seconds]);
    if (process.env.TEST_PHASES_FILE) appendFileSync(process.env.TEST_PHASES_FILE, `${phase}\t${seconds}\n`);
  }
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (!only || only === 'unit') {
  const report = path.join(tmp, 'vitest.json');
  const code = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {},
    'unit and server (vitest)',
  );
  const r = readJson(report);
  slowest.push(...slowestLines(r, 'Vitest'), '');
  noteFailures(r);
  if (r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  } else failed += 1;
}

if (!only || only === 'e2e') {
  if (!existsSync(CHROMIUM)) {
    console.log(`\ne2e SKIPPED: no Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium\n`);
  } else {
    const buildCode = run('npm', ['run', 'build'], {}, 'build');
    if (buildCode !== 0) failed += 1;
    else {
      const report = path.join(tmp, 'playwright.json');
      const code = run(
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        'browser (playwright)',
      );
      const r = readJson(report);
      slowest.push(...slowestLines(r, 'Playwright'), '');
      noteFailures(r);
      if (r?.stats) {
        // A test that failed and then passed on a retry is a flake: it counts as a failure.
        passed += r.stats.expected;
        failed += r.stats.unexpected + r.stats.flaky + (code !== 0 && r.stats.unexpected === 0 ? 1 : 0);
      } else failed += 1;
    }
  }
}

if (slowest.length) console.log(`\n${slowest.join('\n')}`);
console.log(`\n${phaseLines(phases, 'npm test, phase by phase (minutes:seconds)').join('\n')}`);

const figures = formatFigures(attackReport);
if (figures.length) console.log(`\nAttack suite (docs/security.md)\n${figures.join('\n')}`);
if (failures.length) console.log(`\nFailed\n${failures.map((l) => `  ${l}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
