import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sandboxBilling, type TestApp } from '../../test/harness.ts';

// Response serializers compile on a route's first answer (serializer.ts); this makes sure every
// route's response schema compiles, so none fails only when someone first calls its route.
let t: TestApp;
beforeAll(async () => {
  // With the sandbox payment provider, so that the billing routes (absent with none) are compiled too.
  t = await createTestApp({ billing: sandboxBilling() });
  // Ready, as listening makes it: Fastify hands every route's schemas to the compilers now.
  await t.app.ready();
});
afterAll(() => t.close());

describe('response serializers', () => {
  it("compiles every route's response schemas", () => {
    const routes = t.app.accessTable.filter((r) => r.url.startsWith('/api/v2/')).length;
    // At least one schema per route; none compiled yet at start, so a start pays for none.
    expect(t.app.compilePendingSerializers()).toBeGreaterThanOrEqual(routes);
    expect(t.app.compilePendingSerializers()).toBe(0);
  });
});
