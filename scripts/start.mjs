// `npm start`: builds what is not built (or is older than its sources), then serves API + web.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
if (stale(path.join(root, 'web/dist/index.html'), ['web/src', 'domain/src'])) run('npm run build -w web');
if (stale(path.join(root, 'server/dist/main.js'), ['server/src', 'domain/src'])) run('npm run build -w server');

// Migrations are applied and the demo organization seeded by the server as it starts.
const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
