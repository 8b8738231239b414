import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../../../test/harness.ts';
import { organizations } from '../../db/schema/index.ts';

// Where the deployment bills, an organization whose trial ended has read-only work: its Owner still
// downloads the export (the data can always leave), but cannot restore one into it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ billing: sandboxBilling() });
});
afterAll(() => t.close());

describe('an organization whose work is read-only', () => {
  it('downloads its export but refuses a restore with 403 ERR_SUBSCRIPTION_READ_ONLY', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    await t.ctx.db
      .update(organizations)
      .set({ subscriptionStatus: 'Trial', trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(organizations.id, owner.org.id));
    const download = await t.app.inject({ method: 'GET', url: '/api/v2/export', headers: { cookie: owner.cookie } });
    expect(download.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/export/restore',
      headers: { cookie: owner.cookie, 'content-type': 'application/zip', origin: 'http://localhost:3000' },
      payload: Buffer.from(zipSync({ 'manifest.json': strToU8('{}') })),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().messages[0].id).toBe('ERR_SUBSCRIPTION_READ_ONLY');
  });
});
