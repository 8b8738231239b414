import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sandboxBilling, type TestApp } from './harness.ts';

// Every route declares its access (buildApp throws otherwise); this walks them all and proves the
// guards hold for a caller who is not signed in.
let t: TestApp;
const ANY_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // With the sandbox payment provider the billing routes exist (with BILLING_PROVIDER=none they do not): covered too.
  t = await createTestApp({ billing: sandboxBilling() });
});
afterAll(() => t.close());

describe('route guards', () => {
  it('lists every API route with its declared access', () => {
    const api = t.app.accessTable.filter((r) => r.url.startsWith('/api/v2/'));
    expect(api.length).toBeGreaterThan(20);
    for (const route of api) expect(route.access).toBeTruthy();
  });

  it('answers 401 to a signed-out caller on every route that is not public', async () => {
    const open: string[] = [];
    const guarded = t.app.accessTable.filter((r) => r.url.startsWith('/api/v2/') && r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const { method, url } of guarded) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, ANY_ID),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) open.push(`${method} ${url} -> ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});
