import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, createOrg } from '../../../test/factories.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../../../test/harness.ts';
import { post } from './test-support.ts';

// The import creates work: like every other write of items, it is closed while the organization's
// subscription makes its work read-only (an ended trial), on a deployment that bills.

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ billing: sandboxBilling() });
});
afterAll(() => t.close());

it('refuses an import while the subscription is suspended (403 ERR_SUBSCRIPTION_READ_ONLY)', async () => {
  const org = await createOrg(t.ctx.db, { trialEndsAt: new Date(Date.now() - DAY_MS) });
  const owner = await signedInMember(t, { org });
  const meeting = await createMeeting(t, { orgId: org.id, ownerId: owner.membership.id, title: 'Leadership Team' });
  const csv = `Title,Owner Email\r\nCall the bank,${owner.account.email}\r\n`;
  const res = await post(t, owner, 'import', { source: 'ninety', entity: 'todos', csv, meetingId: meeting.id });
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().messages[0].id).toBe('ERR_SUBSCRIPTION_READ_ONLY');
});
