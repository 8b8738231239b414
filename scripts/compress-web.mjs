// Writes brotli and gzip copies beside the built web app's text files (web/dist), once at build
// time, so the server sends them by content negotiation without compressing on every request.
// Usage: node scripts/compress-web.mjs [dir]   (default: web/dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.webmanifest', '.ico']);
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'web/dist');
let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  count++;
  before += body.length;
  after += br.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(`compressed ${count} files: ${kb(before)} -> ${kb(after)} with brotli`);
