import path from 'node:path';
import { loadConfig } from '../config.ts';
import type { Target } from './instance-backup.ts';

/** The database the app would use (DATABASE_URL, else the embedded one in DATA_DIR/db), as `npm start` does. */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target & { describe: string } {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return {
      databaseUrl: config.databaseUrl,
      describe: `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`,
    };
  }
  const dir = path.join(config.dataDir, 'db');
  return { pgliteDir: dir, describe: `the embedded database in ${dir}` };
}

/** A path as the person typed it: `npm run` runs in the project's folder, INIT_CWD is where they were. */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function parseArgs(argv: string[]): { files: string[]; flags: Set<string> } {
  const files = argv.filter((a) => !a.startsWith('--'));
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  return { files, flags };
}
