// @module-tag postgres
import { FEATURE_FLAG_DEFAULTS } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ featureFlagOverrides: { 'maintenance-page': true } });
});
afterAll(() => t.close());

describe('meta endpoints', () => {
  it('serves the feature flags with the spec defaults and the configured overrides', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/app-configuration/feature-flags' });
    expect(res.statusCode).toBe(200);
    const flags = res.json();
    expect(Object.keys(flags).sort()).toEqual(Object.keys(FEATURE_FLAG_DEFAULTS).sort());
    expect(flags['new-dashboard']).toBe(true);
    expect(flags['voice-assistant']).toBe(false);
    expect(flags['maintenance-page']).toBe(true);
  });

  it('serves the English pack, and English for an unknown language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/v2/loki/languages/en.json' });
    expect(en.json().VAL_TERMS).toBe('You must agree with terms & conditions');
    const xx = await t.app.inject({ method: 'GET', url: '/api/v2/loki/languages/xx.json' });
    expect(xx.json().VAL_TERMS).toBe('You must agree with terms & conditions');
  });

  it('answers the version and the server time', async () => {
    const v = await t.app.inject({ method: 'GET', url: '/api/v2/version' });
    expect(v.json()).toMatchObject({ succeeded: true, version: expect.any(String) });
    const time = await t.app.inject({ method: 'GET', url: '/api/v2/time' });
    expect(Math.abs(Date.parse(time.json().time) - Date.now())).toBeLessThan(60_000);
  });

  it('answers the health probes without a cookie, uncached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/v2/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ succeeded: true });
    const ready = await t.app.inject({ method: 'GET', url: '/api/v2/health/ready' });
    expect(ready.statusCode).toBe(200);
    // Redis is checked only where REDIS_URL is set (the PostgreSQL + Redis run sets it).
    expect(ready.json()).toEqual({
      succeeded: true,
      checks: t.config.redisUrl ? { database: 'up', redis: 'up' } : { database: 'up' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ succeeded: false, messages: [{ id: 'ERR_NOT_FOUND', text: expect.any(String) }] });
  });

  it('refuses a cross-site write', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/version',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].id).toBe('ERR_CROSS_ORIGIN');
  });
});

describe('OpenAPI', () => {
  it('documents the API from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v2/app-configuration/feature-flags');
  });
});
