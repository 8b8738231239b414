import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, organizations, sessions } from '../../src/db/schema/index.ts';
import { unzipText } from '../../src/modules/export/test-support.ts';
import { type SignedInUser, signedInMember, signIn } from '../auth-helpers.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 32 (issue 34 item 10): a restore applies the rules the screens apply.
// - Two-step: the organization settings turn 'require two-step sign-in' on only for an Owner who has it
//   (ERR_TWO_STEP_OWNER_FIRST). An export whose organization required it, restored by an Owner without
//   two-step (as exported, and with organization.json edited to say so), must not lock that Owner out;
//   restored by an Owner who has two-step, it is kept.
// - Trial: where the deployment bills, an ended trial is not restarted by exporting, making a new
//   organization (a fresh 30-day trial) and restoring into it: trials ended by their date, ended by a
//   cancelled subscription, and ended with the export edited to claim a fresh trial; a source still in
//   its trial (10 days left) gives the new organization no more than those 10 days.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ billing: sandboxBilling() });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const origin = 'http://localhost:3000';

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v2/${url}`, headers: { cookie } });
const restore = (cookie: string, zip: Uint8Array) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/export/restore',
    headers: { cookie, 'content-type': 'application/zip', origin },
    payload: Buffer.from(zip),
  });

async function exportOf(cookie: string): Promise<Record<string, string>> {
  const res = await get(cookie, 'export');
  expect(res.statusCode).toBe(200);
  return unzipText(res.rawPayload);
}

function rezip(files: Record<string, string>, organization?: (row: Record<string, unknown>) => void): Uint8Array {
  const changed = { ...files };
  if (organization) {
    const rows = JSON.parse(files['json/organization.json'] as string);
    organization(rows[0]);
    changed['json/organization.json'] = JSON.stringify(rows);
  }
  return zipSync(Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, strToU8(v)])));
}

/** A new organization made the way a person makes one (POST orgs: a fresh trial), the session now in it. */
async function newOrg(user: SignedInUser, name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/orgs',
    headers: { cookie: user.cookie, origin },
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().org.id as string;
}

/** A session of the account working in the organization, looked up afresh (nothing remembered). */
async function sessionIn(accountId: string, orgId: string): Promise<string> {
  const { cookie, sessionId } = await signIn(t, accountId);
  await t.ctx.db.update(sessions).set({ orgId }).where(eq(sessions.id, sessionId));
  return cookie;
}

describe('attack 32: restore rules', () => {
  it('never locks the restoring Owner out with two-step, and never restarts an ended trial', async () => {
    // ---- two-step ----
    let lockOuts = 0;
    let twoStepTries = 0;
    const source = await signedInMember(t, { role: 'Owner' });
    await t.ctx.db.update(organizations).set({ requireTwoStep: true }).where(eq(organizations.id, source.org.id));
    await t.ctx.db.update(accounts).set({ totpEnabledAt: new Date() }).where(eq(accounts.id, source.account.id));
    const required = await exportOf(source.cookie);
    expect(JSON.parse(required['json/organization.json'] as string)[0].requireTwoStep).toBe(true);
    const zips = [
      rezip(required),
      rezip(await exportOf((await signedInMember(t, { role: 'Owner' })).cookie), (org) => {
        org.requireTwoStep = true;
      }),
    ];
    for (const zip of [...zips, ...zips]) {
      // An Owner without two-step, in a new empty organization.
      const owner = await signedInMember(t, { role: 'Owner' });
      const res = await restore(owner.cookie, zip);
      expect(res.statusCode, res.body).toBe(200);
      twoStepTries++;
      const [org] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, owner.org.id));
      const after = await get(await sessionIn(owner.account.id, owner.org.id), `org/${owner.org.id}`);
      if (org?.requireTwoStep || after.statusCode !== 200) lockOuts++;
    }
    // An Owner who has two-step keeps the export's setting.
    const keeper = await signedInMember(t, { role: 'Owner' });
    await t.ctx.db.update(accounts).set({ totpEnabledAt: new Date() }).where(eq(accounts.id, keeper.account.id));
    expect((await restore(keeper.cookie, zips[0] as Uint8Array)).statusCode).toBe(200);
    const [kept] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, keeper.org.id));
    expect(kept?.requireTwoStep).toBe(true);
    expect((await get(await sessionIn(keeper.account.id, keeper.org.id), `org/${keeper.org.id}`)).statusCode).toBe(200);

    // ---- trials ----
    const cases: { what: string; source: Partial<typeof organizations.$inferInsert>; edit?: boolean; days: number }[] =
      [
        { what: 'trial ended by its date', source: { trialEndsAt: new Date(Date.now() - 3 * DAY) }, days: 0 },
        {
          what: 'subscription cancelled',
          source: { subscriptionStatus: 'Canceled', paymentStatus: 'Current', trialEndsAt: null },
          days: 0,
        },
        {
          what: 'ended, export edited to a fresh trial',
          source: { trialEndsAt: new Date(Date.now() - 3 * DAY) },
          edit: true,
          days: 0,
        },
        { what: 'ten days left', source: { trialEndsAt: new Date(Date.now() + 10 * DAY - 60_000) }, days: 10 },
      ];
    let restarted = 0;
    const seen: string[] = [];
    for (const c of cases) {
      const owner = await signedInMember(t, { role: 'Owner' });
      await t.ctx.db.update(organizations).set(c.source).where(eq(organizations.id, owner.org.id));
      const files = await exportOf(owner.cookie);
      const zip = c.edit
        ? rezip(files, (org) => {
            org.subscriptionStatus = 'Trial';
            org.paymentStatus = 'None';
            org.trialEndsAt = new Date(Date.now() + 30 * DAY).toISOString();
          })
        : rezip(files);
      const orgId = await newOrg(owner, `Second of ${c.what}`);
      const [fresh] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, orgId));
      expect(fresh?.subscriptionStatus).toBe('Trial');
      const cookie = await sessionIn(owner.account.id, orgId);
      const res = await restore(cookie, zip);
      expect(res.statusCode, `${c.what}: ${res.body}`).toBe(200);
      const view = (await get(await sessionIn(owner.account.id, orgId), 'subscription')).json();
      seen.push(`${c.what}: ${view.status}, ${view.remainingTrialDays} days`);
      if (view.status === 'Trial' && view.remainingTrialDays > c.days) restarted++;
    }
    recordFigure(
      32,
      'restore rules',
      `requireTwoStep restored by an Owner without two-step: ${lockOuts} of ${twoStepTries} lock-outs ` +
        `(kept for an Owner with it); trial restarted by export + new organization + restore: ${restarted} of ` +
        `${cases.length} (${seen.join('; ')})`,
    );
    expect(lockOuts).toBe(0);
    expect(restarted, seen.join('\n')).toBe(0);
  }, 60_000);
});
