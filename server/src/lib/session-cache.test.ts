// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createListeningApp, type ListeningApp } from '../../test/realtime-harness.ts';
import { caller, createTeam } from '../modules/meetings/test-support.ts';
import { SessionCache } from './session-cache.ts';

const row = (id: string, over: Partial<{ accountId: string; orgId: string | null; personId: string | null }> = {}) => ({
  id,
  accountId: `account-${id}`,
  orgId: 'org-1',
  personId: `person-${id}`,
  ...over,
});

describe('SessionCache', () => {
  it('answers a remembered session until it is forgotten by session, account, person or organization', () => {
    const cache = new SessionCache<ReturnType<typeof row>>(5000);
    const remember = (hash: string, r: ReturnType<typeof row>) => cache.remember(hash, r, cache.ticket(), 0);
    remember('a', row('a'));
    remember('b', row('b'));
    remember('c', row('c', { orgId: 'org-2' }));
    remember('d', row('d', { orgId: 'org-2' }));
    expect(cache.get('a', 1000)?.id).toBe('a');
    cache.forget({ sessionId: 'a' });
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.forget({ accountId: 'account-b' });
    expect(cache.get('b', 1000)).toBeUndefined();
    cache.forget({ personId: 'person-c' });
    expect(cache.get('c', 1000)).toBeUndefined();
    expect(cache.get('d', 1000)?.id).toBe('d');
    cache.forget({ orgId: 'org-2' });
    expect(cache.get('d', 1000)).toBeUndefined();
  });

  it('keeps nothing past its time, nor a row read while something changed, nor more than its size', () => {
    const cache = new SessionCache<ReturnType<typeof row>>(5000, 2);
    cache.remember('a', row('a'), cache.ticket(), 0);
    expect(cache.get('a', 4999)?.id).toBe('a');
    expect(cache.get('a', 5000)).toBeUndefined();

    // A lookup under way when access changed may hold the row from before: it is not kept.
    const ticket = cache.ticket();
    cache.forget({ accountId: 'someone else' });
    cache.remember('b', row('b'), ticket, 0);
    expect(cache.get('b', 1)).toBeUndefined();

    for (const id of ['c', 'd', 'e']) cache.remember(id, row(id), cache.ticket(), 0);
    expect([cache.get('c', 1), cache.get('d', 1), cache.get('e', 1)].map((r) => r?.id)).toEqual([undefined, 'd', 'e']);
  });
});

describe('sessions remembered by a node', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Runs `fn` and counts the session lookups the app made meanwhile. */
  async function lookups(fn: () => Promise<unknown>): Promise<number> {
    type Logger = { logQuery: (query: string) => void };
    const logger = (t.ctx.db as unknown as { session: { logger: Logger } }).session.logger;
    let n = 0;
    logger.logQuery = (query) => {
      if (/from "sessions" inner join "accounts"/.test(query)) n += 1;
    };
    try {
      await fn();
    } finally {
      delete (logger as Partial<Logger>).logQuery;
    }
    return n;
  }

  it('answer a request after another without reading the session again', async () => {
    const user = await signedInMember(t, { role: 'Member' });
    const call = caller(t);
    const n = await lookups(async () => {
      for (let i = 0; i < 3; i++) expect((await call('GET', '/session', user.cookie)).statusCode).toBe(200);
    });
    expect(n).toBe(1);
  });

  it('take a sign-out, a role change and a removal at once', async () => {
    const team = await createTeam(t);
    const call = caller(t);
    const org = `/org/${team.owner.org.id}`;
    // Remembered first.
    for (const who of [team.member, team.manager, team.admin]) {
      expect((await call('GET', org, who.cookie)).statusCode).toBe(200);
    }

    expect((await call('DELETE', `/session/${team.admin.sessionId}`, team.admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/orgs', team.admin.cookie)).statusCode).toBe(401);

    // A Member's empty To-Do is judged on its contents (422); an Observer may not write at all (403).
    expect((await call('POST', '/todos', team.member.cookie, {})).statusCode).toBe(422);
    const demoted = await call('PUT', `/person/${team.member.membership.id}/role`, team.owner.cookie, {
      role: 'Observer',
    });
    expect(demoted.statusCode).toBe(200);
    expect((await call('POST', '/todos', team.member.cookie, {})).statusCode).toBe(403);

    expect((await call('DELETE', `/person/${team.manager.membership.id}`, team.owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', org, team.manager.cookie)).statusCode).toBe(403);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('sessions remembered across nodes', () => {
  let a: ListeningApp;
  let b: ListeningApp;
  beforeAll(async () => {
    a = await createListeningApp();
    b = await createListeningApp({ databaseUrl: a.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a sign-out on one node ends the session on the other, which had it in memory', async () => {
    const user = await signedInMember(a, { role: 'Member' });
    expect((await caller(b)('GET', '/orgs', user.cookie)).statusCode).toBe(200);
    expect((await caller(a)('DELETE', `/session/${user.sessionId}`, user.cookie)).statusCode).toBe(200);
    // Node b hears it through Redis, within moments.
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i++) {
      status = (await caller(b)('GET', '/orgs', user.cookie)).statusCode;
      if (status !== 401) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });
});
