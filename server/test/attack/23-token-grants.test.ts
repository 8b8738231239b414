import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema/index.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 23: an access token never gives a role or permission above Member (issue 34 item 1). An
// Owner's organization token with people write access (and every other area) tries each way a person
// can be made Admin, Manager, implementer or billing user: adding, inviting, resending, changing a
// role, granting billing permission. Each answers 403 ERR_TOKEN_SCOPE and changes nothing, while the
// same calls made by the Owner signed in still work (the refusal is the token's, not the route's), and
// the token still adds and promotes up to Member.

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ featureFlagOverrides: { 'enable-api-switch': true } });
  owner = await signedInMember(t, { role: 'Owner' });
  member = await signedInMember(t, { role: 'Member', org: owner.org });
  const scopes = ['people', 'items', 'meetings', 'data'].map((area) => ({ area, level: 'write' }));
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v2/org/api-tokens',
    headers: { cookie: owner.cookie },
    payload: { name: 'Provisioning', scopes, expiresInDays: 30 },
  });
  expect(made.statusCode, made.body).toBe(200);
  secret = made.json().secret;
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT';
const byToken = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/${url}`, headers: { authorization: `Bearer ${secret}` }, payload });
const byOwner = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/${url}`, headers: { cookie: owner.cookie }, payload });

const roleOf = async (personId: string) =>
  (await t.ctx.db.select().from(memberships).where(eq(memberships.id, personId)))[0];
let n = 0;
const address = () => `grant-${++n}@example.com`;

it('refuses every grant above Member made with a token, and changes nothing', async () => {
  let tried = 0;
  let refused = 0;
  const expectRefused = async (res: { statusCode: number; json(): unknown }) => {
    tried++;
    const id = (res.json() as { messages?: { id: string }[] }).messages?.[0]?.id;
    if (res.statusCode === 403 && id === 'ERR_TOKEN_SCOPE') refused++;
    else expect.fail(`answered ${res.statusCode} ${id}`);
  };

  // Adding someone new as Admin or Manager, or as the implementer.
  for (const extra of [{ role: 'Admin' }, { role: 'Manager' }, { role: 'Member', isImplementer: true }]) {
    const email = address();
    await expectRefused(await byToken('PUT', 'org/add-member', { firstName: 'Eve', lastName: 'Ill', email, ...extra }));
  }
  // Inviting (and resending to) a person the Owner added as Admin.
  const added = await byOwner('PUT', 'org/add-member', {
    firstName: 'Ada',
    lastName: 'Admin',
    email: address(),
    role: 'Admin',
  });
  expect(added.statusCode, added.body).toBe(200);
  const invitee = { id: added.json().id, email: `grant-${n}@example.com` };
  await expectRefused(await byToken('POST', 'invitations', { invitees: [invitee] }));
  // Promoting a Member.
  for (const role of ['Admin', 'Manager']) {
    await expectRefused(await byToken('PUT', `person/${member.membership.id}/role`, { role }));
  }
  // Billing permission.
  await expectRefused(await byToken('PUT', `person/${member.membership.id}/permission/billing`));

  // Nothing changed: the Member is still a Member without billing permission; nobody else was added.
  const after = await roleOf(member.membership.id);
  expect(after?.role).toBe('Member');
  expect(after?.permissions).not.toContain('billing.update');
  const people = await t.ctx.db.select().from(memberships).where(eq(memberships.orgId, owner.org.id));
  expect(people.map((p) => p.role).sort()).toEqual(['Admin', 'Member', 'Owner']);

  // Up to Member the token works; the Owner signed in still grants the rest.
  const asMember = await byToken('PUT', 'org/add-member', {
    firstName: 'Max',
    lastName: 'Member',
    email: address(),
    role: 'Member',
  });
  expect(asMember.statusCode, asMember.body).toBe(200);
  const promoted = await byOwner('PUT', `person/${member.membership.id}/role`, { role: 'Admin' });
  expect(promoted.statusCode, promoted.body).toBe(200);

  expect(refused).toBe(tried);
  recordFigure(
    23,
    'token grants',
    `${refused} of ${tried} grants above Member made with an Owner's token refused 403 ERR_TOKEN_SCOPE (add as Admin, Manager or implementer, invite an Admin, promote to Admin or Manager, billing permission); 0 roles or permissions changed; the same token still adds a Member and the Owner signed in still promotes`,
  );
});
