import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signIn } from '../../../test/auth-helpers.ts';
import { addMember, createOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { sessions } from '../../db/schema/index.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { caller } from '../meetings/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

describe('an invitation not accepted yet gives the account nothing', () => {
  it('is not in the org list, cannot be switched to, and a session pointed at it has no membership', async () => {
    const user = await signedInMember(t, { role: 'Member' });
    const inviting = await createOrg(t.ctx.db, { name: 'Inviting Co' });
    await addMember(t.ctx.db, inviting, user.account, 'Admin', { joinedAt: null });

    const session = (await call('GET', '/session', user.cookie)).json();
    expect(session.user.orgs.map((o: { id: string }) => o.id)).toEqual([user.org.id]);
    expect((await call('GET', '/orgs', user.cookie)).json().items).toHaveLength(1);
    expect((await call('PUT', `/session/org/${inviting.id}`, user.cookie)).statusCode).toBe(404);

    // Even a session row that names the organization finds no membership there.
    await t.ctx.db.update(sessions).set({ orgId: inviting.id }).where(eq(sessions.id, user.sessionId));
    // As every change of a session's organization does (the node remembers sessions for a moment).
    sessionsChanged(t.ctx, { sessionId: user.sessionId });
    const refused = await call('POST', '/people/search', user.cookie, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].id).toBe('ERR_NO_ORG');
  });

  it('is never chosen as the organization of a new session', async () => {
    const user = await signedInMember(t, { role: 'Member' });
    const inviting = await createOrg(t.ctx.db);
    await addMember(t.ctx.db, inviting, user.account, 'Member', { joinedAt: null, isDefault: true });
    const { cookie } = await signIn(t, user.account.id);
    expect((await call('GET', '/session', cookie)).json().orgId).toBe(user.org.id);
  });
});
