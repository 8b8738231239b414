// @module-tag postgres
import { HUBS } from '@eos/domain';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createMeeting } from '../factories.ts';
import { connected, createListeningApp, hubClient, type ListeningApp } from '../realtime-harness.ts';
import { recordFigure } from './report.ts';

// Check 27: requiring two-step verification ends the access of everyone without it at once (issue 34
// item 5). Before, their API calls got 403 but their open sockets stayed connected and kept receiving
// notifications with item titles (still 68 s later, past the 60 s sweep), and their calendar feed
// still served the organization's meetings. Now, when the Owner turns the rule on: every socket of a
// person without two-step closes within a second, on every hub; their calendar feed answers 404; their
// personal token (the MCP server) and an Admin's organization token answer 403 ERR_TWO_STEP_REQUIRED;
// the Owner, who has two-step, keeps everything. A token works again once its person turns two-step
// on (docs/decisions.md). With REDIS_URL and DATABASE_URL (the PostgreSQL pass), the sockets sit on a
// second node: the rule, set on node A, has to close them across Redis.

const WITHIN_MS = 1000;
const twoNodes = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);
let a: ListeningApp;
let b: ListeningApp;
let owner: SignedInUser;
let member: SignedInUser;
let admin: SignedInUser;
const open: Socket[] = [];

beforeAll(async () => {
  a = await createListeningApp({ featureFlagOverrides: { 'enable-api-switch': true } });
  b = twoNodes
    ? await createListeningApp({
        databaseUrl: a.config.databaseUrl,
        featureFlagOverrides: { 'enable-api-switch': true },
      })
    : a;
  owner = await signedInMember(a, { role: 'Owner' });
  member = await signedInMember(a, { role: 'Member', org: owner.org });
  admin = await signedInMember(a, { role: 'Admin', org: owner.org });
  await a.ctx.db.update(accounts).set({ totpEnabledAt: new Date() }).where(eq(accounts.id, owner.account.id));
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  if (b !== a) await b?.close();
  await a?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  a.app.inject({ method, url: `/api/v2${url}`, headers, payload });

async function socketsOf(user: SignedInUser) {
  const list = [...HUBS, ''].map((hub) => {
    const socket = hubClient(b.url, hub, { cookie: user.cookie });
    open.push(socket);
    const watched = { socket, droppedAt: null as number | null };
    socket.on('disconnect', () => {
      watched.droppedAt = performance.now();
    });
    return watched;
  });
  await Promise.all(list.map((w) => connected(w.socket)));
  return list;
}

it('closes the sockets, calendar feed and tokens of everyone without two-step the moment it is required', async () => {
  const memberSockets = await socketsOf(member);
  const adminSockets = await socketsOf(admin);
  const ownerSockets = await socketsOf(owner);
  const feed = new URL((await call('GET', '/calendar/feed', { cookie: member.cookie })).json().url).pathname;
  expect((await a.app.inject({ method: 'GET', url: feed })).statusCode).toBe(200);
  const personal = await call(
    'POST',
    '/user/tokens',
    { cookie: member.cookie },
    {
      name: 'Claude',
      scope: 'read',
      expiresInDays: 30,
    },
  );
  const mcp = { authorization: `Bearer ${personal.json().secret}` };
  expect((await call('GET', '/mcp', mcp)).statusCode).toBe(405);
  const orgToken = await call(
    'POST',
    '/org/api-tokens',
    { cookie: admin.cookie },
    {
      name: 'Sync',
      scopes: [{ area: 'people', level: 'read' }],
      expiresInDays: 30,
    },
  );
  const bearer = { authorization: `Bearer ${orgToken.json().secret}` };
  const people = { startIndex: 0, endIndex: 25, filters: {} };
  expect((await call('POST', '/people/search', bearer, people)).statusCode).toBe(200);

  const required = await call('PUT', `/org/${owner.org.id}/two-step`, { cookie: owner.cookie }, { required: true });
  expect(required.statusCode, required.body).toBe(200);
  const answeredAt = performance.now();
  await new Promise((r) => setTimeout(r, WITHIN_MS));

  const ended = [...memberSockets, ...adminSockets];
  let slowest = 0;
  for (const w of ended) {
    expect(w.socket.connected).toBe(false);
    const took = Math.max(0, (w.droppedAt ?? Infinity) - answeredAt);
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
    slowest = Math.max(slowest, took);
  }
  for (const w of ownerSockets) expect(w.socket.connected).toBe(true);
  // A reconnect of the member finds no way back into the organization: it hears none of its events.
  const again = await Promise.all(
    ['notification-hub', 'live-update-hub'].map(async (hub) => {
      const socket = hubClient(b.url, hub, { cookie: member.cookie });
      open.push(socket);
      const heard: string[] = [];
      socket.onAny((event) => heard.push(event));
      await connected(socket).catch(() => undefined);
      return heard;
    }),
  );
  const meeting = await createMeeting(a, {
    orgId: owner.org.id,
    ownerId: owner.membership.id,
    inviteeIds: [member.membership.id],
    title: 'Leadership',
  });
  const todo = await call(
    'POST',
    '/todos',
    { cookie: owner.cookie },
    {
      title: 'Renegotiate the bank covenant',
      ownerIds: [member.membership.id],
      tractionId: meeting.id,
      dueDate: '2030-01-31',
    },
  );
  expect(todo.statusCode, todo.body).toBe(200);
  await new Promise((r) => setTimeout(r, 500));
  const heardAfter = again.flat().length;

  const feedAfter = await a.app.inject({ method: 'GET', url: feed });
  const mcpAfter = await call('GET', '/mcp', mcp);
  const orgAfter = await call('POST', '/people/search', bearer, people);
  expect(feedAfter.statusCode).toBe(404);
  expect(mcpAfter.statusCode).toBe(403);
  expect(mcpAfter.json().messages[0].id).toBe('ERR_TWO_STEP_REQUIRED');
  expect(orgAfter.statusCode).toBe(403);
  expect(heardAfter).toBe(0);
  // The Owner keeps access.
  expect((await call('GET', '/calendar/feed', { cookie: owner.cookie })).statusCode).toBe(200);

  recordFigure(
    27,
    'two-step enforcement',
    `${ended.length} of ${ended.length} sockets of 2 people without two-step${twoNodes ? ' (on another node)' : ''} closed within ${WITHIN_MS / 1000} s of the rule (slowest ${Math.round(slowest)} ms), 0 events heard by their reconnects after a To-Do was given to one of them; ${ownerSockets.length} of the Owner's stayed; their calendar feed 404, personal token 403, organization token 403`,
  );
});
