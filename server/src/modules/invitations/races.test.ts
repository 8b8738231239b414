// @module-tag postgres
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eachTrial } from '../../../test/races.ts';
import { invitations, memberships } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { caller, createTeam } from '../meetings/test-support.ts';
import { quietPerson } from '../people/test-support.ts';
import { addMemberCall, freshEmail } from './test-support.ts';

// Invitations racing the organization's other people changes (attack check 22 found these as 500s on
// PostgreSQL, where the requests really overlap: DATABASE_URL).

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

/** Someone invited with a link whose key we know, signed in with their own (unjoined) account. */
async function invitedWithLink(orgId: string) {
  const { person, invitationId } = await quietPerson(t, { id: orgId }, 'Member', { invited: true });
  const key = randomBytes(16).toString('base64url');
  await t.ctx.db
    .update(invitations)
    .set({ keyHash: sha256(key), sentAt: new Date() })
    .where(eq(invitations.id, invitationId as string));
  const { cookie } = await signIn(t, person.accountId);
  return { person, url: `/invitation/${invitationId}/${key}/accept`, cookie };
}

describe('invitations under concurrent people changes', () => {
  it('inviting while being removed: refused or done, never a 500', async () => {
    await eachTrial(async () => {
      const { owner, manager } = await createTeam(t);
      const [invite, , send] = await Promise.all([
        addMemberCall(t, manager.cookie, { role: 'Observer', email: freshEmail() }),
        call('DELETE', `/person/${manager.membership.id}`, owner.cookie),
        call('POST', '/invitations', manager.cookie, { invitees: [], baseUrl: 'http://x' }),
      ]);
      expect([200, 403]).toContain(invite.statusCode);
      expect(send.statusCode).toBeLessThan(500);
    });
  });

  it('accepting while the role changes: no deadlock, the person joins with the last role given', async () => {
    await eachTrial(async () => {
      const { owner, admin } = await createTeam(t);
      const invited = await invitedWithLink(owner.org.id);
      const [accepted, byOwner] = await Promise.all([
        call('POST', invited.url, invited.cookie),
        call('PUT', `/person/${invited.person.id}/role`, owner.cookie, { role: 'Manager' }),
        call('PUT', `/person/${admin.membership.id}/role`, owner.cookie, { role: 'Member' }),
      ]);
      expect([accepted.statusCode, byOwner.statusCode]).toEqual([200, 200]);
      const [row] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, invited.person.id));
      expect(row).toMatchObject({ role: 'Manager', hasLicense: true });
      expect(row?.joinedAt).not.toBeNull();
    });
  });
});
