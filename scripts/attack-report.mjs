// The attack suite's figures (docs/security.md): every check records one line, 'npm test' and .ci/run
// print them together after the runners. Checks run in Vitest workers and Playwright workers, so the
// lines go through a file named by ATTACK_REPORT (set by the runner); without it they go to stdout.
import { appendFileSync, readFileSync } from 'node:fs';

/** Records check `n`'s figure, e.g. recordFigure(4, 'realtime', '0 events heard by outsiders on 3 hubs'). */
export function recordFigure(n, title, figure) {
  const line = JSON.stringify({ n, title, figure });
  const file = process.env.ATTACK_REPORT;
  if (file) appendFileSync(file, `${line}\n`);
  else process.stdout.write(`attack (${n}) ${title}: ${figure}\n`);
}

/** The recorded figures, one line per check in check order (a check run twice keeps both lines). */
export function formatFigures(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .sort((a, b) => a.n - b.n)
    .map((f) => `attack (${f.n}) ${f.title}: ${f.figure}`);
}

// `node scripts/attack-report.mjs <file> [heading]` prints them (used by .ci/run).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [file, heading = 'Attack suite'] = process.argv.slice(2);
  const lines = formatFigures(file);
  if (lines.length) console.log(`\n${heading}\n${lines.join('\n')}`);
}
