import { ApiTokenAreas } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, createRock, createTodo, type MeetingRow, type TodoRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accessTokens, memberships } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { apiTokenAreaOf } from './areas.ts';
import { TOKEN_CALLS_PER_MINUTE } from './bearer.ts';

// Organization API tokens (issue 22): made by Owners and Admins while the enable-api-switch flag is on,
// sent as a bearer token to the API's own routes, acting as their creator within their scopes.

const lines: string[] = [];
let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let observer: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;
let todo: TodoRow;

type Scopes = { area: string; level: 'read' | 'write' }[];
interface Made {
  token: { id: string; prefix: string; createdBy: { id: string; name: string } | null; lastUsed: string | null };
  secret: string;
}

beforeAll(async () => {
  t = await createTestApp({
    featureFlagOverrides: { 'enable-api-switch': true },
    logLevel: 'trace',
    logStream: { write: (line: string) => void lines.push(line) },
  });
  owner = await signedInMember(t, { role: 'Owner' });
  admin = await signedInMember(t, { role: 'Admin', org: owner.org });
  member = await signedInMember(t, { role: 'Member', org: owner.org });
  observer = await signedInMember(t, { role: 'Observer', org: owner.org });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id, title: 'Leadership' });
  todo = await createTodo(t, {
    orgId: owner.org.id,
    ownerId: owner.membership.id,
    tractionId: meeting.id,
    title: 'Send the board pack',
  });
});
afterAll(() => t.close());

function postToken(user: SignedInUser, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/v2/org/api-tokens', headers: { cookie: user.cookie }, payload });
}

async function makeToken(user: SignedInUser, scopes: Scopes, name = 'Zapier'): Promise<Made> {
  const res = await postToken(user, { name, scopes, expiresInDays: 30 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function call(secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v2/${url}`, headers: { authorization: `Bearer ${secret}` }, payload });
}

const searchTodos = (secret: string) =>
  call(secret, 'POST', 'todos/search', { startIndex: 0, endIndex: 25, includeTotalCount: true, filters: {} });
const newTodo = () => ({
  title: 'Call the bank',
  ownerIds: [owner.membership.id],
  tractionId: meeting.id,
  dueDate: '2026-12-31',
});
const messageId = (res: { json(): unknown }) => (res.json() as { messages: { id: string }[] }).messages[0]?.id;

describe('making organization tokens', () => {
  it('lets Owners and Admins make, list and revoke them; not Members or Observers', async () => {
    for (const user of [member, observer]) {
      expect(
        (await postToken(user, { name: 'x', scopes: [{ area: 'items', level: 'read' }], expiresInDays: 30 }))
          .statusCode,
      ).toBe(403);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v2/org/api-tokens',
        headers: { cookie: user.cookie },
      });
      expect(list.statusCode).toBe(403);
    }
    const made = await makeToken(admin, [{ area: 'items', level: 'read' }], 'Reporting');
    expect(made.secret.startsWith('eos_oat_')).toBe(true);
    expect(made.token.createdBy?.id).toBe(admin.membership.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/org/api-tokens',
      headers: { cookie: owner.cookie },
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().tokens.find((x: { id: string }) => x.id === made.token.id);
    expect(listed.scopes).toEqual([{ area: 'items', level: 'read' }]);
    expect(list.body).not.toContain(made.secret);
    // Another organization's Owner does not see or revoke it.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v2/org/api-tokens',
      headers: { cookie: outsider.cookie },
    });
    expect(theirs.json().tokens).toEqual([]);
    const del = (user: SignedInUser) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v2/org/api-tokens/${made.token.id}`,
        headers: { cookie: user.cookie },
      });
    expect((await del(outsider)).statusCode).toBe(404);
    expect((await del(owner)).statusCode).toBe(200);
    expect((await searchTodos(made.secret)).statusCode).toBe(401);
  });

  it('refuses a token with no area or an area twice', async () => {
    expect((await postToken(owner, { name: 'x', scopes: [], expiresInDays: 30 })).statusCode).toBe(422);
    const twice = [
      { area: 'items', level: 'read' },
      { area: 'items', level: 'write' },
    ];
    expect((await postToken(owner, { name: 'x', scopes: twice, expiresInDays: 30 })).statusCode).toBe(422);
  });

  it('stores only the hash and never logs the secret', async () => {
    const made = await makeToken(owner, [{ area: 'items', level: 'read' }]);
    await searchTodos(made.secret);
    const [row] = await t.ctx.db.select().from(accessTokens).where(eq(accessTokens.id, made.token.id));
    expect(row?.tokenHash).toBe(sha256(made.secret));
    expect(row?.membershipId).toBeNull();
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(8));
    expect(lines.some((line) => line.includes('/api/v2/todos/search') && line.includes(made.token.id))).toBe(true);
    expect(lines.join('\n')).not.toContain(made.secret.slice(8));
  });
});

describe('calling the API with an organization token', () => {
  it('reads with a read scope and is refused a write (403)', async () => {
    const made = await makeToken(owner, [{ area: 'items', level: 'read' }]);
    const found = await searchTodos(made.secret);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.body).toContain('Send the board pack');
    const byId = await call(made.secret, 'GET', `todos?ids=${todo.id}`);
    expect(byId.json()).toHaveLength(1);
    const write = await call(made.secret, 'POST', 'todos', newTodo());
    expect(write.statusCode).toBe(403);
    expect(messageId(write)).toBe('ERR_TOKEN_SCOPE');
    // last used is recorded.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/org/api-tokens',
      headers: { cookie: owner.cookie },
    });
    expect(list.json().tokens.find((x: { id: string }) => x.id === made.token.id).lastUsed).not.toBeNull();
  });

  it('writes with a write scope, as its creator', async () => {
    const made = await makeToken(owner, [{ area: 'items', level: 'write' }]);
    const res = await call(made.secret, 'POST', 'todos', newTodo());
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses areas outside its scopes and the account, billing and token routes', async () => {
    const made = await makeToken(owner, [{ area: 'items', level: 'write' }]);
    const refused = [
      await call(made.secret, 'GET', 'scorecards/meetings'),
      await call(made.secret, 'GET', 'meetings'),
      await call(made.secret, 'GET', 'people'),
      await call(made.secret, 'GET', 'vto/collections'),
      await call(made.secret, 'GET', 'user/tokens'),
      await call(made.secret, 'GET', 'org/api-tokens'),
      await call(made.secret, 'POST', 'org/api-tokens', {
        name: 'x',
        scopes: [{ area: 'items', level: 'write' }],
        expiresInDays: 30,
      }),
      await call(made.secret, 'GET', 'session/reload'),
      await call(made.secret, 'GET', 'orgs'),
      await call(made.secret, 'GET', `org/${owner.org.id}`),
      await call(made.secret, 'GET', 'notification-center/count'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
  });

  it('answers 401 to a revoked, an expired, an unknown and a personal token', async () => {
    const made = await makeToken(owner, [{ area: 'items', level: 'read' }]);
    await t.ctx.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, made.token.id));
    const expired = await searchTodos(made.secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer');
    expect((await searchTodos(`eos_oat_${'A'.repeat(43)}`)).statusCode).toBe(401);
    const personal = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/tokens',
      headers: { cookie: owner.cookie },
      payload: { name: 'Claude', scope: 'read', expiresInDays: 30 },
    });
    // A personal token stays the MCP server's: the API's routes do not take it.
    expect((await searchTodos(personal.json().secret)).statusCode).toBe(401);
    // And the MCP server does not take an organization token.
    const live = await makeToken(owner, [{ area: 'items', level: 'read' }]);
    expect((await call(live.secret, 'POST', 'mcp', {})).statusCode).toBe(401);
  });

  it("gives another organization's token 404 for this organization's ids", async () => {
    const all = ApiTokenAreas.map((area) => ({
      area,
      level: 'write' as const,
    }));
    const theirs = await makeToken(outsider, all);
    const rock = await createRock(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      title: 'Open Leeds',
      tractionIds: [meeting.id],
    });
    const answers = [
      await call(theirs.secret, 'GET', `meeting/${meeting.id}`),
      await call(theirs.secret, 'GET', `rock/${rock.id}`),
      await call(theirs.secret, 'PUT', `todo/${todo.id}/complete`, { isComplete: true }),
      await call(theirs.secret, 'DELETE', `todo/${todo.id}`),
      await call(theirs.secret, 'POST', 'todos', newTodo()),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const byIds = await call(theirs.secret, 'GET', `todos?ids=${todo.id}`);
    expect(byIds.json()).toEqual([]);
  });

  it('uses the bearer and ignores a cookie sent with it', async () => {
    const read = await makeToken(owner, [{ area: 'items', level: 'read' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/todos',
      headers: { authorization: `Bearer ${read.secret}`, cookie: owner.cookie },
      payload: newTodo(),
    });
    expect(res.statusCode).toBe(403);
    // A scorecard read the cookie alone could make is refused with the token beside it.
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/v2/scorecards/meetings',
      headers: { authorization: `Bearer ${read.secret}`, cookie: owner.cookie },
    });
    expect(both.statusCode).toBe(403);
  });

  it('stops working when its creator is no longer an Owner or Admin, or leaves', async () => {
    const demoted = await signedInMember(t, { role: 'Admin', org: owner.org });
    const made = await makeToken(demoted, [{ area: 'items', level: 'read' }]);
    expect((await searchTodos(made.secret)).statusCode).toBe(200);
    await t.ctx.db.update(memberships).set({ role: 'Member' }).where(eq(memberships.id, demoted.membership.id));
    expect((await searchTodos(made.secret)).statusCode).toBe(401);
    await t.ctx.db.update(memberships).set({ role: 'Admin' }).where(eq(memberships.id, demoted.membership.id));
    expect((await searchTodos(made.secret)).statusCode).toBe(200);
    await t.ctx.db.delete(memberships).where(eq(memberships.id, demoted.membership.id));
    expect((await searchTodos(made.secret)).statusCode).toBe(401);
  });

  it(`rate-limits a token to ${TOKEN_CALLS_PER_MINUTE} calls a minute (429 with Retry-After)`, async () => {
    const busy = await makeToken(owner, [{ area: 'items', level: 'read' }], 'Busy');
    const other = await makeToken(owner, [{ area: 'items', level: 'read' }], 'Quiet');
    for (let i = 0; i < TOKEN_CALLS_PER_MINUTE; i++) {
      expect((await call(busy.secret, 'GET', `todos?ids=${todo.id}`)).statusCode).toBe(200);
    }
    const over = await call(busy.secret, 'GET', `todos?ids=${todo.id}`);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(messageId(over)).toBe('ERR_TOKEN_RATE_LIMITED');
    expect((await call(other.secret, 'GET', `todos?ids=${todo.id}`)).statusCode).toBe(200);
  });

  it('is not taken at all while the enable-api-switch flag is off', async () => {
    const made = await makeToken(owner, [{ area: 'items', level: 'read' }]);
    const flags = t.ctx.config.featureFlagOverrides;
    flags['enable-api-switch'] = false;
    try {
      expect((await searchTodos(made.secret)).statusCode).toBe(401);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v2/org/api-tokens',
        headers: { cookie: owner.cookie },
      });
      expect(list.statusCode).toBe(404);
    } finally {
      flags['enable-api-switch'] = true;
    }
  });
});

describe('the area table', () => {
  it('gives every API route an area or none', () => {
    const missing = t.app.accessTable
      .filter((r) => r.url.startsWith('/api/v2/') && apiTokenAreaOf(r.url) === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('keeps the account, billing and token routes closed to tokens', () => {
    const open = t.app.accessTable.filter(
      (r) =>
        /^\/api\/v2\/(account|user|session|payment|subscription|invoices?|orgs|org\/api-tokens|mcp)\b/.test(r.url) &&
        apiTokenAreaOf(r.url) !== 'none',
    );
    expect(open).toEqual([]);
  });
});
