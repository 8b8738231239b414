// `npm run backup -- [file]`: the whole installation (every table, every organization) into one
// gzipped file of JSON lines (docs/export.md 'Backup and restore').
import { parseArgs, targetFromEnv, userPath } from './args.ts';
import { BackupError, backupTo, connect } from './instance-backup.ts';

const { files, flags } = parseArgs(process.argv.slice(2));
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const file = userPath(files[0] ?? `eos-backup-${stamp}.jsonl.gz`);
const target = targetFromEnv();
try {
  const db = await connect(target, { ignoreLock: flags.has('--ignore-lock') });
  try {
    const counts = await backupTo(db, file);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${target.describe}: ${Object.keys(counts).length} tables, ${rows} rows, to ${file}`);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof BackupError ? `Backup failed: ${err.message}` : err);
  process.exitCode = 1;
}
