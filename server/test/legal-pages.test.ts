import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

// The sign-up form links /terms and /privacy. An operator's own pages (TERMS_URL, PRIVACY_URL) take
// their place; without them the web app shows its default pages.

const webDist = mkdtempSync(path.join(os.tmpdir(), 'eos-legal-'));
let own: TestApp;
let defaults: TestApp;
beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>EOS Tools</title>');
  [own, defaults] = await Promise.all([
    createTestApp({
      webDist,
      legalPages: { terms: 'https://example.com/our-terms', privacy: 'https://example.com/our-privacy' },
    }),
    createTestApp({ webDist }),
  ]);
});
afterAll(async () => {
  await Promise.all([own.close(), defaults.close()]);
  rmSync(webDist, { recursive: true, force: true });
});

describe('terms and privacy pages', () => {
  it("send people to the operator's own pages when configured", async () => {
    const terms = await own.app.inject({ url: '/terms' });
    expect([terms.statusCode, terms.headers.location]).toEqual([302, 'https://example.com/our-terms']);
    const privacy = await own.app.inject({ url: '/privacy' });
    expect([privacy.statusCode, privacy.headers.location]).toEqual([302, 'https://example.com/our-privacy']);
  });

  it('are the web app’s own pages otherwise', async () => {
    for (const url of ['/terms', '/privacy']) {
      const res = await defaults.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('<title>EOS Tools</title>');
    }
  });

  it('refuse a setting that is not an address, at start-up', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(() => loadConfig({ TERMS_URL: 'our terms' })).toThrow(/TERMS_URL/);
  });
});
