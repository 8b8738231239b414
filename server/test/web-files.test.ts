import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

// The web app's files as a browser gets them: compressed at build time by scripts/compress-web.mjs
// (run here on a small build), chosen by Accept-Encoding, hashed assets cached for a year.

const webDist = mkdtempSync(path.join(os.tmpdir(), 'eos-web-files-'));
const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, title: 'Row ${i}' }`).join(', ')}];\n`;
const page = `<!doctype html><html><head><title>EOS Tools</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><body><div id="root"></div><script type="module" src="/assets/index-1a2b3c4d.js"></script></body></html>`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), page);
  writeFileSync(path.join(webDist, 'assets/index-1a2b3c4d.js'), bundle);
  writeFileSync(path.join(webDist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`);
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/compress-web.mjs'), webDist]);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app files', () => {
  it('sends a hashed bundle as brotli to a browser that accepts it, immutable for a year', async () => {
    const res = await get('/assets/index-1a2b3c4d.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/index-1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await get('/assets/index-1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(bundle);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the page compressed but never cached, at / and at a client route', async () => {
    for (const url of ['/', '/meetings', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });

  it('caches a file outside /assets for an hour only: its name does not change with the build', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBe('br');
  });
});
