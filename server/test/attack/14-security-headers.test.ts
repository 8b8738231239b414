import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 14: every kind of answer a browser can get carries the security headers, and none is weak:
// the web app's HTML (at / and at a client route), an API answer, a static file, and errors (404 API,
// 401 guarded route, 422 validation). The web app is a stand-in build (an index.html and one hashed
// asset) so the check runs without `npm run build`; the server code that serves them is the real one.

let t: TestApp;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'eos-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>EOS</title><script src="/assets/app-1a2b3c.js"></script>',
  );
  writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js'), 'console.log(1)');
  t = await createTestApp({ publicUrl: 'https://eos.example.com', webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;
const h = (headers: Headers, name: string) => String(headers[name] ?? '');

/** Each rule: which header, and what makes its value weak (a reason) or fine (null). */
const RULES: { header: string; weak: (v: string, kind: string) => string | null }[] = [
  {
    header: 'content-security-policy',
    weak: (v) => {
      const directives = new Map(
        v.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      const connect = directives.get('connect-src') ?? directives.get('default-src') ?? [];
      if (connect.some((s) => s === 'ws:' || s === 'wss:' || s === '*' || s.includes('*')))
        return `connect-src ${connect.join(' ')}`;
      if (!(directives.get('frame-ancestors') ?? []).includes("'none'")) return 'frame-ancestors';
      if (!(directives.get('default-src') ?? []).includes("'self'")) return 'default-src';
      if ((directives.get('script-src') ?? []).some((s) => s.includes('unsafe') || s === '*')) return 'script-src';
      if (!(directives.get('object-src') ?? []).includes("'none'")) return 'object-src';
      return null;
    },
  },
  { header: 'x-content-type-options', weak: (v) => (v === 'nosniff' ? null : v) },
  { header: 'x-frame-options', weak: (v) => (v.toUpperCase() === 'DENY' ? null : v) },
  {
    header: 'referrer-policy',
    weak: (v) =>
      ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(v) ? null : v,
  },
  {
    header: 'permissions-policy',
    weak: (v) => {
      const off = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'];
      const missing = off.filter((f) => !v.split(',').some((p) => p.trim() === `${f}=()`));
      return missing.length ? `not off: ${missing.join(', ')}` : null;
    },
  },
  {
    header: 'strict-transport-security',
    weak: (v) => {
      const maxAge = Number(/max-age=(\d+)/.exec(v)?.[1] ?? 0);
      return maxAge >= 180 * 86400 ? null : v;
    },
  },
  { header: 'cross-origin-opener-policy', weak: (v) => (v === 'same-origin' ? null : v) },
  // The HTML names the current build's bundles: it must be revalidated every time (no-cache). API
  // answers, errors included, hold a person's data: no cache keeps them (no-store).
  {
    header: 'cache-control',
    weak: (v, kind) => {
      if (kind === 'html') return /(^|,\s*)(no-cache|no-store)\b/.test(v) && !/max-age=[1-9]/.test(v) ? null : v;
      if (kind === 'api') return /(^|,\s*)no-store\b/.test(v) ? null : v;
      return null;
    },
  },
];

describe('attack 14: security headers on every kind of answer', () => {
  it('HTML, API, static file and errors all carry strong security headers', async () => {
    const { cookie } = await signedInMember(t);
    const answers: { kind: string; what: string; status: number; headers: Headers }[] = [];
    const get = async (kind: string, what: string, url: string, extra: object = {}) => {
      const res = await t.app.inject({ url, ...extra });
      answers.push({ kind, what, status: res.statusCode, headers: res.headers as Headers });
      return res;
    };
    expect((await get('html', 'index at /', '/')).statusCode).toBe(200);
    expect((await get('html', 'client route', '/meetings/123')).statusCode).toBe(200);
    expect((await get('api', 'API answer', '/api/v2/session', { headers: { cookie } })).statusCode).toBe(200);
    const asset = await get('file', 'static asset', '/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await get('api', 'API 404', '/api/v2/no-such-thing')).statusCode).toBe(404);
    expect((await get('api', 'API 401', '/api/v2/todos')).statusCode).toBe(401);
    expect((await get('file', 'missing file 404', '/assets/missing.js')).statusCode).toBe(404);
    const invalid = await get('api', 'API 422', '/api/v2/todos', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"title":""}',
    });
    expect(invalid.statusCode).toBe(422);

    const problems: string[] = [];
    let checked = 0;
    for (const a of answers) {
      for (const rule of RULES) {
        const value = h(a.headers, rule.header);
        if (rule.header === 'cache-control' && a.kind === 'file') continue;
        checked += 1;
        if (!value) problems.push(`${a.what}: ${rule.header} missing`);
        else {
          const weak = rule.weak(value, a.kind);
          if (weak) problems.push(`${a.what}: ${rule.header} weak (${weak})`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The socket origin named is ours (PUBLIC_URL), over TLS behind https.
    expect(h(answers[0]?.headers ?? {}, 'content-security-policy')).toContain(
      "connect-src 'self' wss://eos.example.com",
    );
    recordFigure(
      14,
      'security headers',
      `${checked} headers checked on ${answers.length} answers: ${problems.length} missing or weak`,
    );
  });
});
