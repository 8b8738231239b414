import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 30: an organization token acts as the Owner or Admin who made it; when that person is demoted
// or removed, their tokens are revoked for good (issue 34 item 8). Before, a demoted maker's token
// stopped but woke up again when they were promoted back, and a removed maker's tokens listed as live.
// Each maker here makes a token, loses the role (demoted to each lower role, or removed), and is
// promoted back where they can be; every token answers 401 from then on, and the settings list shows it
// revoked with the reason, until the Owner removes it from the list.

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ featureFlagOverrides: { 'enable-api-switch': true } });
  owner = await signedInMember(t, { role: 'Owner' });
});
afterAll(() => t.close());

const asOwner = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/${url}`, headers: { cookie: owner.cookie }, payload });
const search = (secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/people/search',
    headers: { authorization: `Bearer ${secret}` },
    payload: { startIndex: 0, endIndex: 25, filters: {} },
  });

async function adminWithToken(): Promise<{ admin: SignedInUser; id: string; secret: string }> {
  const admin = await signedInMember(t, { role: 'Admin', org: owner.org });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v2/org/api-tokens',
    headers: { cookie: admin.cookie },
    payload: { name: 'Sync', scopes: [{ area: 'people', level: 'read' }], expiresInDays: 30 },
  });
  expect(made.statusCode, made.body).toBe(200);
  const { token, secret } = made.json();
  expect((await search(secret)).statusCode).toBe(200);
  return { admin, id: token.id, secret };
}

const listed = async (id: string) =>
  ((await asOwner('GET', 'org/api-tokens')).json().tokens as { id: string; revokedReason: string | null }[]).find(
    (x) => x.id === id,
  );

it("revokes a maker's tokens for good when they are demoted or removed, and lists them as revoked", async () => {
  let makers = 0;
  let dead = 0;
  let woke = 0;
  for (const role of ['Manager', 'Member', 'Observer']) {
    const { admin, id, secret } = await adminWithToken();
    makers++;
    const demoted = await asOwner('PUT', `person/${admin.membership.id}/role`, { role });
    expect(demoted.statusCode, demoted.body).toBe(200);
    if ((await search(secret)).statusCode === 401) dead++;
    // Promoted back: the token stays dead.
    expect((await asOwner('PUT', `person/${admin.membership.id}/role`, { role: 'Admin' })).statusCode).toBe(200);
    if ((await search(secret)).statusCode !== 401) woke++;
    expect(await listed(id)).toMatchObject({ revokedReason: 'maker-role' });
  }
  const { admin, id, secret } = await adminWithToken();
  makers++;
  expect((await asOwner('DELETE', `person/${admin.membership.id}`)).statusCode).toBe(200);
  if ((await search(secret)).statusCode === 401) dead++;
  expect(await listed(id)).toMatchObject({ revokedReason: 'maker-removed' });
  // The Owner clears it from the list; it stays revoked.
  expect((await asOwner('DELETE', `org/api-tokens/${id}`)).statusCode).toBe(200);
  expect(await listed(id)).toBeUndefined();
  expect((await search(secret)).statusCode).toBe(401);

  expect(dead).toBe(makers);
  expect(woke).toBe(0);
  recordFigure(
    30,
    'token makers',
    `${dead} of ${makers} tokens revoked when their maker was demoted (to Manager, Member, Observer) or removed; 0 of 3 woke up when the maker was promoted back; ${makers} of ${makers} listed as revoked with the reason until removed from the list`,
  );
});
