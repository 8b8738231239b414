import { FreeDomainsResponse, PaymentPlansResponse } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { organizations } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ plans: { currencyCode: 'EUR', monthlyPriceInCents: 1200, annualPriceInCents: 12000 } });
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

describe('GET payment/plans', () => {
  it('answers the two plans priced by the configuration, to anyone of an organization', async () => {
    const observer = await signedInMember(t, { role: 'Observer' });
    const res = await call('GET', '/payment/plans', observer.cookie);
    expect(res.statusCode).toBe(200);
    expect(PaymentPlansResponse.parse(res.json())).toEqual({
      succeeded: true,
      currencyCode: 'EUR',
      paymentPlans: [
        { handle: 'eos-one-monthly', priceInCents: 1200 },
        { handle: 'eos-one-annual', priceInCents: 12000 },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/payment/plans' })).statusCode).toBe(401);
  });
});

describe('GET subscription/domains', () => {
  it("answers the current organization's free domains and no one else's", async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const stranger = await signedInMember(t, { role: 'Owner' });
    await t.ctx.db
      .update(organizations)
      .set({ freeDomains: ['acme.com'] })
      .where(eq(organizations.id, owner.org.id));
    const mine = await call('GET', '/subscription/domains', owner.cookie);
    expect(FreeDomainsResponse.parse(mine.json())).toEqual({ succeeded: true, domains: ['acme.com'] });
    expect((await call('GET', '/subscription/domains', stranger.cookie)).json().domains).toEqual([]);
  });
});
