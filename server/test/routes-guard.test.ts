import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

// Every registered route must declare its access; this walks them all and proves the guards hold.
let t: TestApp;
const routes: { method: string; url: string; access: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route guards', () => {
  it('every route declares its access', () => {
    // buildApp would have thrown on a route without one; list them to check the rest.
    const printed = t.app.printRoutes({ commonPrefix: false, includeMeta: ['access'] });
    for (const line of printed.split('\n')) {
      const m = line.match(/(\/api\/v2\S*) \(([A-Z, ]+)\)/);
      if (m) routes.push({ method: m[2] as string, url: m[1] as string, access: '' });
    }
    expect(routes.length).toBeGreaterThan(5);
  });

  it('a signed-out caller gets 401 from every route that is not public', async () => {
    const open: string[] = [];
    const list = t.app.printRoutes({ commonPrefix: false, includeMeta: ['access'] });
    const entries = [...list.matchAll(/(\/api\/v2[^\s]*) \(([A-Z, ]+)\)\n\s*• \(access\) "([^"]+)"/g)];
    expect(entries.length).toBeGreaterThan(5);
    for (const [, url, methods, access] of entries) {
      for (const method of (methods as string).split(', ').filter((x) => x !== 'HEAD')) {
        if (access === 'public') continue;
        const concrete = (url as string).replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({ method: method as 'GET', url: concrete, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        if (res.statusCode !== 401) open.push(`${method} ${url} -> ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });
});
