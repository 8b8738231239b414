// `npm run restore -- <file> [--force] [--ignore-lock]`: a backup made by `npm run backup` into the
// database the app uses (docs/export.md 'Backup and restore'). Stop the app first.
import { parseArgs, targetFromEnv, userPath } from './args.ts';
import { BackupError, connect, restoreFrom } from './instance-backup.ts';

const { files, flags } = parseArgs(process.argv.slice(2));
if (!files[0]) {
  console.error('Usage: npm run restore -- <backup file> [--force] [--ignore-lock]');
  process.exit(2);
}
const file = userPath(files[0]);
const target = targetFromEnv();
try {
  const db = await connect(target, { create: true, ignoreLock: flags.has('--ignore-lock') });
  try {
    const counts = await restoreFrom(db, file, { force: flags.has('--force'), log: (line) => console.log(line) });
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Restored ${file} into ${target.describe}: ${rows} rows in ${Object.keys(counts).length} tables.`);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof BackupError ? `Restore failed: ${err.message}` : err);
  process.exitCode = 1;
}
