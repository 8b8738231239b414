import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Access } from '../../src/plugins/access.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createMeasurable, createMeasuredValue, createMeeting, createRock, createScorecard } from '../factories.ts';
import type { TestApp } from '../harness.ts';
import { exampleBody } from './world.ts';

// The attack suite's shared pieces: the API's operations read from its own OpenAPI document (so a new
// route is covered without editing a list), an organization with one record of every kind, requests
// filled from a route's schema with that organization's real ids, and a snapshot of its data.

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Rows of a raw query, on PGlite and PostgreSQL alike. */
async function rows<T = Record<string, unknown>>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Operation {
  method: Method;
  /** Fastify's form, `/api/v2/meeting/:id`. */
  url: string;
  pathParams: string[];
  query: { name: string; schema: Schema; required: boolean }[];
  body: Schema | null;
  /** As the route declares it (plugins/access.ts). */
  access: Access;
}

/** Every operation of GET /api/v2/openapi.json, with the access its route declares. */
export async function apiOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
  const doc = res.json() as {
    paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
  };
  const accessOf = new Map(t.app.accessTable.map((r) => [`${r.method} ${r.url}`, r.access]));
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [verb, op] of Object.entries(item)) {
      const method = verb.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
      const access = accessOf.get(`${method} ${url}`);
      if (!access) throw new Error(`${method} ${url} is in the OpenAPI document but declares no access`);
      const params = (op.parameters ?? []) as { in: string; name: string; schema: Schema; required?: boolean }[];
      const body = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.[
        'application/json'
      ]?.schema;
      ops.push({
        method,
        url,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: body ?? null,
        access,
      });
    }
  }
  return ops;
}

/** An organization with one person per role and one record of every kind the API addresses by id. */
export interface World {
  org: { id: string; name: string };
  owner: SignedInUser;
  admin: SignedInUser;
  manager: SignedInUser;
  member: SignedInUser;
  observer: SignedInUser;
  ids: {
    meeting: string;
    thread: string;
    otherMeeting: string;
    todo: string;
    personalTodo: string;
    issue: string;
    headline: string;
    rock: string;
    milestone: string;
    scorecard: string;
    measurable: string;
    agenda: string;
    invitation: string;
    invitedPerson: string;
    notification: string;
    meetingSession: string;
  };
  /** Text that appears in this organization's records and nowhere else. */
  marker: string;
}

/** Calls the API as a user of the world (the way the web app does). */
export function as(t: TestApp, user: SignedInUser) {
  return async (method: Method, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { cookie: user.cookie },
      payload: payload as object | undefined,
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

/**
 * An organization with its Owner, an Admin, a Manager, a Member and an Observer, and one of everything: two
 * meetings, a To-Do, a personal To-Do, an Issue, a Headline, a Rock with a milestone, a Scorecard with a
 * measurable and a number, a saved agenda, a pending invitation, a notification and a finished live
 * meeting's session. Titles and names carry `marker`.
 */
export async function createWorld(t: TestApp, label: string): Promise<World> {
  const marker = `${label}-${randomUUID().slice(0, 8)}`;
  const account = (first: string) => ({ account: { firstName: `${first}${marker}`, lastName: marker } });
  const owner = await signedInMember(t, { role: 'Owner', ...account('Owner') });
  const org = owner.org;
  const admin = await signedInMember(t, { role: 'Admin', org, ...account('Admin') });
  const manager = await signedInMember(t, { role: 'Manager', org, ...account('Manager') });
  const member = await signedInMember(t, { role: 'Member', org, ...account('Member') });
  const observer = await signedInMember(t, { role: 'Observer', org, ...account('Observer') });
  const people = [admin, manager, member, observer].map((u) => u.membership.id);
  const meeting = await createMeeting(t, {
    orgId: org.id,
    ownerId: owner.membership.id,
    inviteeIds: people,
    title: `Meeting ${marker}`,
  });
  const otherMeeting = await createMeeting(t, {
    orgId: org.id,
    ownerId: member.membership.id,
    title: `Other ${marker}`,
  });
  const api = as(t, owner);
  const due = '2030-01-07';
  const [todo] = (
    await api('POST', '/todos', {
      title: `Todo ${marker}`,
      tractionId: meeting.id,
      ownerIds: [member.membership.id],
      dueDate: due,
    })
  ).todos;
  const personalTodo = (await as(t, member)('POST', '/personal-todos', { title: `Mine ${marker}`, dueDate: due })).todo;
  const [issue] = (
    await api('POST', '/issues', { title: `Issue ${marker}`, tractionId: meeting.id, ownerIds: [member.membership.id] })
  ).issues;
  const [headline] = (
    await api('POST', '/headlines', {
      title: `Headline ${marker}`,
      tractionId: meeting.id,
      ownerIds: [member.membership.id],
    })
  ).headlines;
  const rock = await createRock(t, {
    orgId: org.id,
    tractionIds: [meeting.id],
    ownerId: member.membership.id,
    title: `Rock ${marker}`,
  });
  const milestone = (await api('POST', `/rock/${rock.id}/milestones`, { title: `Step ${marker}`, dueDate: due })).rock
    .milestones[0];
  // The Scorecard is the other meeting's: the first meeting has none, so a call that would make one
  // (a write) shows in the snapshot.
  const scorecard = await createScorecard(t, { orgId: org.id, tractionId: otherMeeting.id });
  const measurable = await createMeasurable(t, {
    orgId: org.id,
    tractionId: otherMeeting.id,
    ownerId: member.membership.id,
    title: `Measurable ${marker}`,
  });
  await createMeasuredValue(t, { measurable, intervalId: '2029-12-31', value: 42 });
  const agenda = (
    await api('POST', '/agendas', { name: `Agenda ${marker}`, items: [{ type: 'IDS', name: 'IDS', minutes: 60 }] })
  ).agenda;
  const added = await api('PUT', '/org/add-member', {
    firstName: 'Invited',
    lastName: marker,
    email: `invited-${marker.toLowerCase()}@example.com`,
  });
  const invitedPerson = added.id as string;
  const notifications = await as(t, member)('POST', '/notification-center/search', {});
  const notification = notifications.items[0]?.id as string;
  // A live meeting held and ended: its session is the meeting's history.
  const live = { meetingId: meeting.id, meetingThreadId: meeting.threadId };
  await api('POST', '/live-meeting/start', live);
  const ended = await api('POST', '/live-meeting/end', { ...live, baseUrl: 'http://localhost:3000' });
  const [found] = await rows<{ id: string }>(
    t,
    sql`select id from invitations where org_id = ${org.id} and person_id = ${invitedPerson}`,
  );
  const invitation = found?.id;
  if (!todo || !issue || !headline || !milestone || !notification || !invitation || !ended.sessionId)
    throw new Error('world incomplete');
  return {
    org: { id: org.id, name: org.name },
    owner,
    admin,
    manager,
    member,
    observer,
    marker,
    ids: {
      meeting: meeting.id,
      thread: meeting.threadId,
      otherMeeting: otherMeeting.id,
      todo: todo.id,
      personalTodo: personalTodo.id,
      issue: issue.id,
      headline: headline.id,
      rock: rock.id,
      milestone: milestone.id,
      scorecard: scorecard.id,
      measurable: measurable.id,
      agenda: agenda.id,
      invitation,
      invitedPerson,
      notification,
      meetingSession: ended.sessionId,
    },
  };
}

/** Ids that exist nowhere: the same shape as a world's, for "answers equal to unknown ids". */
export function unknownIds(w: World): World {
  const fresh = Object.fromEntries(Object.keys(w.ids).map((k) => [k, randomUUID()])) as World['ids'];
  const stranger = (u: SignedInUser): SignedInUser => ({
    ...u,
    account: { ...u.account, id: randomUUID(), email: `nobody-${randomUUID().slice(0, 8)}@example.com` },
    membership: { ...u.membership, id: randomUUID() },
    sessionId: randomUUID(),
  });
  return {
    ...w,
    org: { id: randomUUID(), name: 'Nobody' },
    owner: stranger(w.owner),
    admin: stranger(w.admin),
    manager: stranger(w.manager),
    member: stranger(w.member),
    observer: stranger(w.observer),
    ids: fresh,
  };
}

/** Which of the world's ids a path parameter or body field names, by its name and the route. */
function idFor(w: World, name: string, url: string): string {
  const key = name.replace(/Ids?$/, 'Id');
  switch (key) {
    case 'orgId':
      return w.org.id;
    case 'meetingId':
    case 'tractionId':
    case 'destinationId':
      return w.ids.meeting;
    case 'meetingThreadId':
    case 'threadId':
      return w.ids.thread;
    case 'personId':
    case 'ownerId':
    case 'inviteeId':
    case 'editorId':
      return w.member.membership.id;
    case 'scorecardId':
      return w.ids.scorecard;
    case 'milestoneId':
      return w.ids.milestone;
    case 'sessionId':
      return w.ids.meetingSession;
    case 'accountId':
      return w.member.account.id;
    case 'invitationId':
      return w.ids.invitation;
    case 'issueId':
    case 'focusIssueId':
      return w.ids.issue;
    case 'headlineId':
      return w.ids.headline;
    case 'todoId':
      return w.ids.todo;
    case 'rockId':
    case 'delegatedFromRockId':
      return w.ids.rock;
    case 'measurableId':
      return w.ids.measurable;
  }
  // `id`: the route's own entity, named by the path segment before it.
  const segment = url.replace('/api/v2/', '').split('/')[0] ?? '';
  switch (segment) {
    case 'org':
      return url.startsWith('/api/v2/org/owner') ? w.member.membership.id : w.org.id;
    case 'account':
      return url.includes('get-login-info') ? w.member.account.id : w.org.id;
    case 'user':
      return w.member.account.id;
    case 'session':
      return w.member.sessionId;
    case 'person':
    case 'people':
      return w.member.membership.id;
    case 'invitation':
      return w.ids.invitation;
    case 'meeting':
    case 'meetings':
    case 'traction':
      return w.ids.meeting;
    case 'agenda':
    case 'agendas':
      return w.ids.agenda;
    case 'todo':
    case 'todos':
      return w.ids.todo;
    case 'personal-todo':
    case 'personal-todos':
      return w.ids.personalTodo;
    case 'issue':
    case 'issues':
      return w.ids.issue;
    case 'headline':
    case 'headlines':
      return w.ids.headline;
    case 'rock':
    case 'rocks':
      return w.ids.rock;
    case 'scorecard':
    case 'scorecards':
      return w.ids.measurable;
    case 'notification-center':
      return w.ids.notification;
    case 'live-meeting':
      return w.ids.meeting;
  }
  return w.ids.meeting;
}

const first = (s: Schema): Schema => {
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.find((o) => o.type !== 'null') ?? options[0] ?? {};
  if (s.allOf?.[0]) return Object.assign({}, ...s.allOf) as Schema;
  return s;
};

/** A value for a field, from its schema: the world's ids where it takes an id, plausible values elsewhere. */
function sample(w: World, schema: Schema, name: string, url: string, depth = 0): unknown {
  const s = first(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    if (depth > 4) return {};
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(w, v, k, url, depth + 1)]));
  }
  if (type === 'array') {
    const item = sample(w, s.items ?? {}, name, url, depth + 1);
    return [item];
  }
  if (type === 'integer' || type === 'number') return Math.max(s.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (s.format === 'uuid') return idFor(w, name, url);
  if (s.format === 'email' || /email/i.test(name)) return w.member.account.email;
  if (s.format === 'date' || /date$/i.test(name) || name === 'end') return '2030-01-07';
  if (s.format === 'date-time') return '2030-01-07T09:00:00.000Z';
  if (s.format === 'uri' || /url$/i.test(name)) return 'http://localhost:3000';
  if (name === 'time') return '09:00';
  if (name === 'timeZone' || name === 'tz') return 'America/New_York';
  if (name === 'intervalId') return '2029-12-31';
  return 'Probe';
}

export interface FilledRequest {
  method: Method;
  url: string;
  payload?: unknown;
}

/** The operation as a request that names the world's records in its path, query and body. */
export function fill(op: Operation, w: World): FilledRequest {
  let url = op.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'flag') return 'true';
    if (name === 'theme') return 'dark';
    if (name === 'type') return 'todos';
    if (name === 'file') return `${w.member.account.id}.webp`;
    if (name === 'key' || name === 'resetCode') return 'k'.repeat(43);
    return idFor(w, name, op.url);
  });
  const query = op.query
    .map((q) => {
      const value = sample(w, q.schema, q.name, op.url);
      return `${encodeURIComponent(q.name)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`;
    })
    .join('&');
  if (query) url += `?${query}`;
  const example = exampleBody(op.url, idFor(w, 'seatId', op.url));
  const payload = example ?? (op.body ? sample(w, op.body, 'body', op.url) : op.method === 'GET' ? undefined : {});
  return { method: op.method, url, payload };
}

/**
 * Everything the organization holds: every row of every table with an org_id, its people's accounts and
 * sessions (less when they were last seen), as one comparable text.
 */
export async function snapshot(t: TestApp, w: World): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'org_id' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const found = await rows(t, sql`select * from ${sql.identifier(table_name)} where org_id = ${w.org.id} order by 1`);
    parts.push(`${table_name}: ${JSON.stringify(found)}`);
  }
  const accountIds = [w.owner, w.admin, w.manager, w.member, w.observer].map((u) => u.account.id);
  const inList = sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const accounts = await rows(t, sql`select * from accounts where id in (${inList}) order by id`);
  const sessions = await rows(
    t,
    sql`select id, account_id, org_id, revoked_at, expires_at from sessions where account_id in (${inList}) order by id`,
  );
  const org = await rows(t, sql`select * from organizations where id = ${w.org.id}`);
  parts.push(`accounts: ${JSON.stringify(accounts)}`, `sessions: ${JSON.stringify(sessions)}`);
  parts.push(`organizations: ${JSON.stringify(org)}`);
  return parts.join('\n');
}
