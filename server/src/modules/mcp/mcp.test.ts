// @module-tag postgres
import type { AddressInfo } from 'node:net';
import { ENGLISH } from '@eos/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import {
  createHeadline,
  createIssue,
  createMeasurable,
  createMeeting,
  createRock,
  createTodo,
  type MeetingRow,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { TOKEN_CALLS_PER_MINUTE } from '../tokens/bearer.ts';

// The MCP server end to end: the SDK's own client over streamable HTTP against a listening app,
// with personal access tokens made through the API the profile page uses.

const lines: string[] = [];
let t: TestApp;
let url: URL;
let home: SignedInUser;
let colleague: SignedInUser;
let observer: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace', logStream: { write: (line: string) => void lines.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v2/mcp`);
  home = await signedInMember(t, { role: 'Owner' });
  colleague = await signedInMember(t, { role: 'Member', org: home.org });
  observer = await signedInMember(t, { role: 'Observer', org: home.org });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, {
    orgId: home.org.id,
    ownerId: home.membership.id,
    title: 'Leadership',
    inviteeIds: [colleague.membership.id, observer.membership.id],
  });
  // One of each kind in the meeting, owned by the Owner ('mine') or the colleague.
  const of = (owner: SignedInUser, title: string) => ({
    orgId: home.org.id,
    ownerId: owner.membership.id,
    tractionId: meeting.id,
    title,
  });
  await createTodo(t, of(home, 'Send the board pack'));
  await createTodo(t, of(colleague, 'Book the venue'));
  await createIssue(t, of(home, 'Churn is up'));
  await createHeadline(t, of(colleague, 'Won the Acme deal'));
  await createRock(t, { ...of(home, 'Open the Leeds office'), tractionIds: [meeting.id] });
  await createMeasurable(t, of(home, 'New leads'));
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close().catch(() => {})));
  await t.close();
});

/** POST user/tokens as the signed-in person, as the profile page sends it. */
function postToken(user: SignedInUser, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/v2/user/tokens', headers: { cookie: user.cookie }, payload });
}

/** A token for the signed-in person (the secret is in this answer only). */
async function makeToken(user: SignedInUser, scope: 'read' | 'read-write', name = 'Claude') {
  const res = await postToken(user, { name, scope, expiresInDays: 30 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: { id: string; prefix: string; scope: string }; secret: string };
}

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: 'eos-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

/** The titles of a list, sorted. */
const titles = (items: { title: string }[]) => items.map((item) => item.title).sort();

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
}

async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const text = result.content[0]?.text ?? '';
  return { isError: Boolean(result.isError), text, json: () => JSON.parse(text) };
}

/** A raw MCP POST (initialize), for the answers a client library would turn into exceptions. */
function rawPost(authorization?: string) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }),
  });
}

describe('the MCP server', () => {
  let readWrite: Awaited<ReturnType<typeof makeToken>>;
  let client: Client;

  beforeAll(async () => {
    readWrite = await makeToken(home, 'read-write');
    client = await connect(readWrite.secret);
  });

  it('lists its tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'create_headline',
      'create_issue',
      'create_todo',
      'get_scorecard',
      'get_vto',
      'list_headlines',
      'list_issues',
      'list_meetings',
      'list_rocks',
      'list_todos',
      'prepare_meeting',
    ]);
    const createTodo = tools.find((tool) => tool.name === 'create_todo');
    expect(createTodo?.inputSchema.required).toEqual(expect.arrayContaining(['title', 'dueDate', 'tractionId']));
  });

  it("lists the person's To-Dos (their own by default, everyone's when asked)", async () => {
    const mine = await callTool(client, 'list_todos');
    expect(mine.isError).toBe(false);
    expect(titles(mine.json().todos)).toEqual(['Send the board pack']);
    const all = await callTool(client, 'list_todos', { owner: 'anyone', meetingId: meeting.id });
    expect(titles(all.json().todos)).toEqual(['Book the venue', 'Send the board pack']);
    const meetings = await callTool(client, 'list_meetings');
    expect(meetings.json().meetings.map((m: { id: string }) => m.id)).toEqual([meeting.id]);
  });

  it('creates an issue that then exists through the REST API', async () => {
    const made = await callTool(client, 'create_issue', { title: 'Prices are too low', tractionId: meeting.id });
    expect(made.isError, made.text).toBe(false);
    const id = made.json().issue.id as string;
    expect(made.json().issue.ownerId).toBe(home.membership.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/issues?ids=${id}`,
      headers: { cookie: colleague.cookie },
    });
    expect(titles(res.json())).toEqual(['Prices are too low']);
  });

  it('checks tool arguments against the API contracts', async () => {
    const bad = await callTool(client, 'create_todo', { title: '  ', tractionId: meeting.id, dueDate: '2030-02-30' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('title');
    expect(bad.text).toContain('dueDate');
  });

  it('prepares a meeting: its open issues, To-Dos, Rocks and headlines in one answer', async () => {
    const prep = (await callTool(client, 'prepare_meeting', { meetingId: meeting.id })).json();
    expect(prep.meeting.title).toBe('Leadership');
    expect(titles(prep.issues)).toContain('Churn is up');
    expect(prep.todos).toHaveLength(2);
    expect(titles(prep.rocks)).toEqual(['Open the Leeds office']);
    expect(titles(prep.headlines)).toEqual(['Won the Acme deal']);
  });

  it('reads the Scorecard and the V/TO', async () => {
    const grid = (await callTool(client, 'get_scorecard', { meetingId: meeting.id, weeks: 4 })).json();
    expect(grid.intervals).toHaveLength(4);
    expect(titles(grid.measurables)).toEqual(['New leads']);
    const mine = (await callTool(client, 'get_scorecard')).json();
    expect(titles(mine.measurables)).toEqual(['New leads']);
    const vto = await callTool(client, 'get_vto');
    expect(vto.isError).toBe(false);
    expect(vto.json()).toEqual({ vto: null });
  });

  it('refuses the write tools of a read token (the route answered it 403) and makes nothing', async () => {
    const read = await connect((await makeToken(home, 'read')).secret);
    expect((await callTool(read, 'list_issues')).isError).toBe(false);
    for (const [tool, args] of [
      ['create_issue', { title: 'Not made', tractionId: meeting.id }],
      ['create_todo', { title: 'Not made', tractionId: meeting.id, dueDate: '2030-01-01' }],
      ['create_headline', { title: 'Not made', tractionId: meeting.id }],
    ] as const) {
      const refused = await callTool(read, tool, args);
      expect(refused.isError).toBe(true);
      expect(refused.text).toBe(ENGLISH.ERR_TOKEN_READ_ONLY);
    }
    const search = await callTool(client, 'list_issues', { owner: 'anyone', search: 'Not made' });
    expect(search.json().issues).toEqual([]);
  });

  it('answers 401 with the envelope to no token, an unknown, a revoked and an expired one', async () => {
    const revoked = await makeToken(home, 'read-write', 'Revoked');
    const expired = await makeToken(home, 'read-write', 'Expired');
    // Both worked before.
    expect((await rawPost(`Bearer ${revoked.secret}`)).status).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/user/tokens/${revoked.token.id}`,
      headers: { cookie: home.cookie },
    });
    expect(del.statusCode).toBe(200);
    await t.ctx.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, expired.token.id));

    for (const authorization of [
      undefined,
      'Bearer eos_pat_nothing',
      `Basic ${readWrite.secret}`,
      `Bearer ${revoked.secret}`,
      `Bearer ${expired.secret}`,
    ]) {
      const res = await rawPost(authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({
        succeeded: false,
        messages: [{ id: 'ERR_TOKEN_INVALID', text: ENGLISH.ERR_TOKEN_INVALID }],
      });
    }
    await expect(connect(revoked.secret)).rejects.toThrow();
  });

  it('takes no cookie, and the cookie routes take no token', async () => {
    const withCookie = await fetch(url, { method: 'POST', headers: { cookie: home.cookie } });
    expect(withCookie.status).toBe(401);
    const base = url.toString().replace('/mcp', '');
    const tokenOnCookieRoute = await fetch(`${base}/user/tokens`, {
      headers: { authorization: `Bearer ${readWrite.secret}` },
    });
    expect(tokenOnCookieRoute.status).toBe(401);
    // Stateless: no stream to open, no session to end.
    const get = await fetch(url, { headers: { authorization: `Bearer ${readWrite.secret}` } });
    expect(get.status).toBe(405);
  });

  it("shows another organization's token none of this organization's data", async () => {
    const foreign = await connect((await makeToken(outsider, 'read-write')).secret);
    for (const tool of ['list_todos', 'list_issues', 'list_rocks', 'list_headlines']) {
      const answer = await callTool(foreign, tool, { owner: 'anyone', meetingId: meeting.id });
      expect(answer.isError).toBe(false);
      expect(answer.json().totalCount, tool).toBe(0);
    }
    expect((await callTool(foreign, 'list_meetings', { scope: 'all' })).json().meetings).toEqual([]);
    for (const [tool, args] of [
      ['prepare_meeting', { meetingId: meeting.id }],
      ['get_scorecard', { meetingId: meeting.id }],
    ] as const) {
      const answer = await callTool(foreign, tool, args);
      expect(answer.isError, tool).toBe(true);
      expect(answer.text).toBe(ENGLISH.ERR_NOT_FOUND);
    }
    const create = await callTool(foreign, 'create_issue', { title: 'Planted', tractionId: meeting.id });
    expect(create.isError).toBe(true);
    const planted = await t.ctx.db.execute(sql`select count(*)::int as n from issues where title = 'Planted'`);
    expect((planted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect(lines.join('\n')).not.toContain('Churn is up');
  });

  it('keeps only the hash of a secret, and never logs one', async () => {
    const rows = await t.ctx.db.select().from(accessTokens).where(eq(accessTokens.id, readWrite.token.id));
    const row = rows[0];
    expect(row?.tokenHash).toBe(sha256(readWrite.secret));
    expect(readWrite.secret).toMatch(/^eos_pat_[A-Za-z0-9_-]{43}$/);
    expect(row?.displayPrefix).toBe(readWrite.secret.slice(0, 12));
    const everything = JSON.stringify(await t.ctx.db.select().from(accessTokens));
    expect(everything).not.toContain(readWrite.secret.slice(12));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((line) => line.includes('/api/v2/mcp'))).toBe(true);
    // The calls a tool made are logged with the token's id (never its secret).
    expect(lines.some((line) => line.includes('/api/v2/issues') && line.includes(readWrite.token.id))).toBe(true);
    expect(lines.join('\n')).not.toContain(readWrite.secret.slice(8));
  });

  it(`rate-limits a token to ${TOKEN_CALLS_PER_MINUTE} calls a minute (429 with Retry-After)`, async () => {
    const busy = await makeToken(home, 'read', 'Busy');
    const headers = { authorization: `Bearer ${busy.secret}` };
    for (let i = 0; i < TOKEN_CALLS_PER_MINUTE; i++) expect((await fetch(url, { headers })).status).toBe(405);
    const over = await fetch(url, { headers });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await over.json()).messages[0].id).toBe('ERR_TOKEN_RATE_LIMITED');
    // Another token of the same person is not held back.
    expect((await rawPost(`Bearer ${readWrite.secret}`)).status).toBe(200);
  });
});

describe('the token routes', () => {
  it("list the person's own tokens in the organization, never a secret", async () => {
    const made = await makeToken(colleague, 'read', 'Laptop');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user/tokens',
      headers: { cookie: colleague.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json();
    expect(tokens).toEqual([
      {
        id: made.token.id,
        name: 'Laptop',
        scope: 'read',
        prefix: made.secret.slice(0, 12),
        created: expect.any(String),
        expires: expect.any(String),
        lastUsed: null,
        isExpired: false,
      },
    ]);
    expect(res.body).not.toContain(made.secret);
    const days = (Date.parse(tokens[0].expires) - Date.parse(tokens[0].created)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it("answer 404 for another person's token, and leave it working", async () => {
    const theirs = await makeToken(colleague, 'read', 'Theirs');
    for (const user of [home, outsider]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/user/tokens/${theirs.token.id}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/v2/user/tokens', headers: { cookie: user.cookie } });
      expect(list.body).not.toContain(theirs.token.id);
    }
    expect((await rawPost(`Bearer ${theirs.secret}`)).status).toBe(200);
  });

  it('give Observers read tokens only', async () => {
    const res = await postToken(observer, { name: 'Too much', scope: 'read-write', expiresInDays: 90 });
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].id).toBe('ERR_TOKEN_WRITE_NOT_ALLOWED');
    const read = await makeToken(observer, 'read');
    const client = await connect(read.secret);
    expect((await callTool(client, 'list_todos', { owner: 'anyone' })).json().totalCount).toBe(2);
  });

  it('validate the request with the API contract', async () => {
    const res = await postToken(home, { name: ' ', scope: 'admin', expiresInDays: 7 });
    expect(res.statusCode).toBe(422);
    const fields = res.json().messages.map((m: { field: string }) => m.field);
    expect(fields.sort()).toEqual(['expiresInDays', 'name', 'scope']);
  });
});
