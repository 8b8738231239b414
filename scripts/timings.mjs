// Where the test time goes: the slowest files of a Vitest or Playwright JSON report, and a table of
// phase times. scripts/test.mjs and .ci/run print both at their end, so every run says how CI time moved.
//   node scripts/timings.mjs slowest <report.json> "<title>"   the 20 slowest files of one runner
//   node scripts/timings.mjs phases <phases.tsv> "<title>"     a table of "name<TAB>seconds" lines
//   node scripts/timings.mjs failed <report.json>...           the failed tests of any reports, one a line
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SHOWN = 20;

/** Seconds per test file: Vitest's file start to end; Playwright's test durations summed per spec file. */
export function fileSeconds(report) {
  const seconds = new Map();
  if (Array.isArray(report?.testResults)) {
    for (const file of report.testResults) {
      const name = path.relative(root, file.name);
      seconds.set(name, (seconds.get(name) ?? 0) + (file.endTime - file.startTime) / 1000);
    }
  } else if (Array.isArray(report?.suites)) {
    const walk = (suite, file) => {
      const at = file;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          for (const result of test.results ?? []) {
            seconds.set(at, (seconds.get(at) ?? 0) + (result.duration ?? 0) / 1000);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, at);
    };
    // Spec files are named from Playwright's testDir: name them from the repository's root.
    const dir = report.config?.rootDir ?? root;
    for (const suite of report.suites) walk(suite, path.relative(root, path.join(dir, suite.file)));
  }
  return seconds;
}

/** The slowest files as printable lines, with the total beside them. */
export function slowestLines(report, title) {
  const seconds = [...fileSeconds(report)].sort((a, b) => b[1] - a[1]);
  if (!seconds.length) return [];
  const total = seconds.reduce((sum, [, s]) => sum + s, 0);
  const lines = [
    `${title}: the ${Math.min(SHOWN, seconds.length)} slowest of ${seconds.length} files (${total.toFixed(0)} s in all, across workers)`,
  ];
  for (const [file, s] of seconds.slice(0, SHOWN)) lines.push(`${s.toFixed(1).padStart(8)} s  ${file}`);
  return lines;
}

/**
 * The tests that failed (or passed only on a retry) as "file › test" lines, so the tail of a CI log,
 * which is all a reader may see, names them beside the closing count.
 */
export function failedLines(report) {
  const lines = [];
  if (Array.isArray(report?.testResults)) {
    for (const file of report.testResults) {
      const name = path.relative(root, file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) lines.push(`${name} › ${t.fullName ?? t.title}`);
      // A file that failed to load has no failed test, only a message.
      if (!failed.length && file.status === 'failed')
        lines.push(`${name} › ${(file.message ?? 'failed').split('\n')[0]}`);
    }
  } else if (Array.isArray(report?.suites)) {
    const dir = report.config?.rootDir ?? root;
    const walk = (suite, file, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected' || test.status === 'flaky') {
            const what = test.status === 'flaky' ? ' (passed on a retry)' : '';
            lines.push(`${file} › ${[...titles, spec.title].join(' › ')}${what}`);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
    };
    for (const suite of report.suites) walk(suite, path.relative(root, path.join(dir, suite.file)), []);
  }
  return lines;
}

/** "name<TAB>seconds" lines as a table, with the sum. */
export function phaseLines(rows, title) {
  const width = Math.max(...rows.map(([name]) => name.length), 5);
  const total = rows.reduce((sum, [, s]) => sum + s, 0);
  // Whole seconds first: 1139.6 s is 19:00, not 18:60.
  const fmt = (s) => {
    const whole = Math.round(s);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  return [
    title,
    ...rows.map(([name, s]) => `  ${name.padEnd(width)}  ${fmt(s).padStart(6)}`),
    `  ${'total'.padEnd(width)}  ${fmt(total).padStart(6)}`,
  ];
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [verb, file, title = ''] = process.argv.slice(2);
  if (verb === 'slowest') {
    const lines = slowestLines(readJson(file), title);
    if (lines.length) console.log(`\n${lines.join('\n')}`);
  } else if (verb === 'phases') {
    let rows = [];
    try {
      rows = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [name, s] = line.split('\t');
          return [name, Number(s)];
        });
    } catch {}
    if (rows.length) console.log(`\n${phaseLines(rows, title).join('\n')}`);
  } else if (verb === 'failed') {
    const lines = process.argv.slice(3).flatMap((f) => failedLines(readJson(f)));
    if (lines.length) console.log(lines.join('\n'));
  } else {
    console.error(
      'usage: timings.mjs slowest <report.json> <title> | phases <phases.tsv> <title> | failed <report.json>...',
    );
    process.exit(2);
  }
}
