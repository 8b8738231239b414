// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eachTrial } from '../../../test/races.ts';
import { memberships, notifications } from '../../db/schema/index.ts';
import { createTeam } from '../meetings/test-support.ts';
import { quietPerson } from '../people/test-support.ts';
import { caller } from './test-support.ts';

// Upgrade requests and decisions racing the organization's other people changes. The races only
// really overlap on PostgreSQL (DATABASE_URL); attack check 22 found both (500s under load).

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

describe('upgrade requests under concurrent people changes', () => {
  it('asking while Admins are removed: never a 500, and no notification for someone removed', async () => {
    await eachTrial(async () => {
      const { owner, observer } = await createTeam(t);
      const admins = await Promise.all([1, 2, 3].map(() => quietPerson(t, owner.org, 'Admin')));
      const answers = await Promise.all([
        call('POST', '/person/upgrade', observer.cookie),
        ...admins.map(({ person }) => call('DELETE', `/person/${person.id}`, owner.cookie)),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const recipients = await t.ctx.db
        .select({ id: notifications.recipientId })
        .from(notifications)
        .where(and(eq(notifications.orgId, owner.org.id), eq(notifications.type, 'UpgradeRequested')));
      const removed = new Set(admins.map((a) => a.person.id));
      expect(recipients.filter((r) => removed.has(r.id))).toEqual([]);
    });
  });

  it('a decision racing a role change: one wins whole, no licensed person is left with a pending request', async () => {
    await eachTrial(async () => {
      const { owner, admin, observer } = await createTeam(t);
      expect((await call('POST', '/person/upgrade', observer.cookie)).statusCode).toBe(200);
      const id = observer.membership.id;
      const answers = await Promise.all([
        call('POST', `/person/approveupgrade/${id}/${owner.org.id}`, admin.cookie),
        call('PUT', `/person/${id}/role`, owner.cookie, { role: 'Observer' }),
        call('PUT', `/person/${admin.membership.id}/role`, owner.cookie, { role: 'Member' }),
      ]);
      for (const r of answers) expect(r.statusCode).toBeLessThan(500);
      const [row] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, id));
      // Pending only as an Observer, and only while somebody may still act on it.
      if (row?.upgradeRequestStatus === 'Pending') {
        expect(row.role).toBe('Observer');
        const open = await t.ctx.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.subjectId, id), eq(notifications.isActioned, false)));
        expect(open.length).toBeGreaterThan(0);
      }
    });
  });
});
