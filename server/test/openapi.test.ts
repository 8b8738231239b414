import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, securityFor } from '../src/lib/openapi.ts';
import { apiTokenAreaOf } from '../src/modules/tokens/areas.ts';
import { signedInMember, signIn } from './auth-helpers.ts';
import { createHeadline, createIssue, createMeasurable, createMeeting, createRock, createTodo } from './factories.ts';
import { createTestApp, sandboxBilling, type TestApp } from './harness.ts';

/**
 * The API document (issue 22): valid OpenAPI 3, lists every route with its access, and every route it
 * lists answers its documented example, as the signed-in Owner of a seeded organization, with a status
 * the document lists and a body that validates against the schema documented for that status.
 */

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; example?: unknown }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
  security?: unknown[];
  summary?: string;
  tags?: string[];
  'x-access'?: string;
}

/** Routes not called, and why: the session ones end the session the rest of the walk signs in with. */
const NOT_CALLED: Record<string, string> = {
  'post /api/v2/billing/stripe/webhook': 'only with BILLING_PROVIDER=stripe (tested in subscription/stripe tests)',
};

/** The uuid `exampleFor` writes (lib/openapi.ts). */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000001';

/**
 * An OpenAPI 3.0 schema as JSON Schema for Ajv: `nullable` becomes a null type (Ajv refuses `nullable`
 * beside no `type`), and the document's components come along for the `$ref`s.
 */
function forAjv(schema: Json): Json {
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const { nullable, ...rest } = node as Json;
    const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, convert(v)]));
    if (nullable !== true) return out;
    if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
    return { anyOf: [out, { type: 'null' }] };
  };
  return convert({ ...schema, components: doc.components }) as Json;
}

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: Json };
beforeAll(async () => {
  // The flagged routes on, so they are called for real rather than answering ERR_FEATURE_DISABLED.
  t = await createTestApp({
    billing: sandboxBilling(),
    featureFlagOverrides: {
      'meeting-pdfs': true,
      'cascade-headlines': true,
      'voice-assistant': true,
      'enable-api-switch': true,
    },
  });
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op as Operation })),
  );

describe('the API document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route, each with a tag, a summary, its access and the error envelope', () => {
    const listed = new Set(operations().map((o) => `${o.method} ${o.path}`));
    const missing = t.app.accessTable
      .filter((r) => r.url.startsWith('/api/v2/') && r.method !== 'HEAD' && r.url !== '/api/v2/openapi.json')
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`)
      .filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.tags?.length, where).toBeGreaterThan(0);
      expect(op.summary, where).toBeTruthy();
      const access = op['x-access'];
      expect(access, where).toBeTruthy();
      const route = t.app.accessTable.find((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}` === where);
      expect(op.security, where).toEqual(securityFor(access ?? '', route && apiTokenAreaOf(route.url)));
      if (access === 'public') expect(op.security, where).toEqual([]);
      if (access === 'token') expect(op.security, where).toEqual([{ bearerToken: [] }]);
      if (access === 'account' || access === 'self') expect(op.security, where).toEqual([{ cookieSession: [] }]);
      if (access !== 'public') {
        expect(op.responses['401']?.content?.['application/json']?.schema, where).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
      expect(op.responses['500'], where).toBeDefined();
    }
  });

  it('gives every request body and required parameter an example that validates against its schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const problems: string[] = [];
    for (const { path, method, op } of operations()) {
      const media = op.requestBody?.content?.['application/json'] as { schema?: Json; example?: unknown } | undefined;
      const checks: [string, Json | undefined, unknown][] = [['body', media?.schema, media?.example]];
      for (const p of op.parameters ?? []) {
        if (p.required) checks.push([`${p.in} ${p.name}`, (p as { schema?: Json }).schema, p.example]);
      }
      for (const [what, schema, example] of checks) {
        if (!schema) continue;
        if (example === undefined) problems.push(`${method} ${path} ${what}: no example`);
        else if (!ajv.validate(forAjv(schema), example)) {
          problems.push(`${method} ${path} ${what}: ${ajv.errorsText(ajv.errors)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every route its documented example as documented', { timeout: 300_000 }, async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const personId = owner.membership.id;
    const orgId = owner.org.id;
    const meeting = await createMeeting(t.ctx.db, { orgId, ownerId: personId });
    const base = { orgId, tractionId: meeting.id, ownerId: personId };
    const todo = await createTodo(t, base);
    const issue = await createIssue(t, base);
    const headline = await createHeadline(t, base);
    const rock = await createRock(t, { orgId, ownerId: personId, tractionIds: [meeting.id] });
    const measurable = await createMeasurable(t.ctx.db, base);
    const idByArea: Record<string, string> = {
      todo: todo.id,
      'personal-todo': todo.id,
      issue: issue.id,
      headline: headline.id,
      rock: rock.id,
      meeting: meeting.id,
      measurable: measurable.id,
      scorecard: measurable.id,
      account: owner.account.id,
      org: orgId,
      person: personId,
      user: owner.account.id,
      session: owner.sessionId,
    };
    const named: Record<string, string> = {
      orgId,
      personId,
      accountId: owner.account.id,
      meetingId: meeting.id,
      threadId: meeting.threadId,
      scorecardId: measurable.scorecardId,
      sessionId: owner.sessionId,
      file: 'en.json',
    };
    // A V/TO and a chart, each with a revision, made through the API as the Owner.
    const collections: Record<string, Record<string, string>> = {};
    for (const kind of ['vto', 'ac']) {
      const made = await t.app.inject({
        method: 'POST',
        url: `/api/v2/${kind}/collections`,
        headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
        payload: { title: `Seeded ${kind}` },
      });
      const collection = made.json().collection as { id: string; revisions: { id: string }[] };
      let revisionId = collection.revisions[0]?.id;
      if (!revisionId) {
        const revision = await t.app.inject({
          method: 'PUT',
          url: `/api/v2/${kind}/collection/${collection.id}/revision`,
          headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
          payload: {},
        });
        revisionId = revision.json().revision?.id;
      }
      collections[kind] = { collectionId: collection.id, ...(revisionId ? { revisionId } : {}) };
    }
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    // Writes and deletions last, so the reads see the seeded things; deleting the organization or the
    // account last of all.
    // The placeholder id in a body example, by the field it is in, becomes the seeded thing's.
    const byField: [RegExp, string][] = [
      [/^(meetingId|tractionId|meetingIds|tractionIds)$/, meeting.id],
      [/^(threadId|meetingThreadId)$/, meeting.threadId],
      [/(owner|person|assignee|attendee|user)Ids?$/i, personId],
      [/^orgId$/, orgId],
      [/^(todoId|todoIds)$/, todo.id],
      [/^(issueId|issueIds)$/, issue.id],
      [/^(headlineId|headlineIds)$/, headline.id],
      [/^(rockId|rockIds)$/, rock.id],
      [/^(measurableId|measurableIds)$/, measurable.id],
      [/^scorecardId$/, measurable.scorecardId],
    ];
    const withRealIds = (value: unknown, field: string, ids: Record<string, string>): unknown => {
      if (value === PLACEHOLDER_ID) return byField.find(([re]) => re.test(field))?.[1] ?? value;
      if (Array.isArray(value)) return value.map((v) => withRealIds(v, field, ids));
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRealIds(v, k, ids)]));
      }
      return value;
    };
    // The live meeting is started before its other calls and ended after them.
    const livePhase = (path: string) =>
      path.endsWith('/live-meeting/start') ? -0.5 : path.endsWith('/live-meeting/end') ? 0.5 : 0;
    const rank = (o: { method: string; path: string }) =>
      (/^\/api\/v2\/(org|account|user)(\/|$)/.test(o.path) && o.method === 'delete' ? 10 : 0) +
      ['get', 'post', 'put', 'patch', 'delete'].indexOf(o.method) +
      livePhase(o.path) -
      // A part is deleted before the thing it is part of.
      (o.method === 'delete' ? o.path.split('/').length / 100 : 0);
    // Ids the walk learns from its own answers, for the routes after it: what a POST made, by its path
    // (PUT …/core-value/{id} after POST …/core-value), and any object's id by the key it was under
    // (`threeYearPicture: { id }` for …/three-year-picture/{id}, `goals: [{ id }]` for …/goal/{subId}).
    const madeBy: Record<string, string> = {};
    const bySegment: Record<string, string> = {};
    const kebab = (key: string) =>
      key
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(/ies$/, 'y')
        .replace(/s$/, '');
    const learn = (path: string, method: string, body: unknown) => {
      const idOf = (x: unknown) =>
        x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string'
          ? (x as { id: string }).id
          : undefined;
      if (method === 'post') {
        const made =
          idOf(body) ??
          Object.values((body ?? {}) as Record<string, unknown>)
            .map(idOf)
            .find((id) => id !== undefined);
        if (made) madeBy[path] = made;
      }
      const walk = (node: unknown, depth: number) => {
        if (!node || typeof node !== 'object' || depth > 6) return;
        for (const [key, value] of Object.entries(node)) {
          const first = Array.isArray(value) ? value[0] : value;
          const id = idOf(first);
          if (id && !bySegment[kebab(key)]) bySegment[kebab(key)] = id;
          if (Array.isArray(value)) for (const v of value.slice(0, 3)) walk(v, depth + 1);
          else walk(value, depth + 1);
        }
      };
      walk(body, 0);
    };
    const before = (path: string, name: string) => path.slice(0, path.indexOf(`/{${name}}`));
    const made = (path: string, name: string) => madeBy[before(path, name)];
    const seen = (path: string, name: string) => {
      const prefix = before(path, name);
      return bySegment[prefix.slice(prefix.lastIndexOf('/') + 1)];
    };
    const problems: string[] = [];
    const statuses: Record<string, number> = {};
    let called = 0;
    let skipped = 0;
    for (const { path, method, op } of operations().sort((a, b) => rank(a) - rank(b))) {
      const key = `${method} ${path}`;
      if (NOT_CALLED[key]) {
        skipped++;
        continue;
      }
      const area = path.split('/')[3] ?? '';
      const params = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const value =
          collections[area]?.[name] ??
          named[name] ??
          made(path, name) ??
          (name === 'id' ? idByArea[area] : undefined) ??
          seen(path, name) ??
          params.find((p) => p.in === 'path' && p.name === name)?.example;
        return encodeURIComponent(String(value));
      });
      const query = new URLSearchParams();
      for (const p of params) {
        if (p.in === 'query' && p.required) query.set(p.name, String(named[p.name] ?? p.example));
      }
      const example = withRealIds(op.requestBody?.content?.['application/json']?.example, '', {
        ...named,
        ...idByArea,
      });
      // A fresh session per call: an earlier call may have signed the last one out.
      const { cookie } = await signIn(t, owner.account.id);
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: query.size ? `${url}?${query}` : url,
        headers: {
          cookie,
          origin: 'http://localhost:3000',
          ...(example !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(example !== undefined ? { payload: JSON.stringify(example) } : {}),
      });
      called++;
      const status = String(res.statusCode);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (process.env.OPENAPI_REPORT && res.statusCode === 404) console.log(key, res.body.slice(0, 80));
      const documented = op.responses[status];
      if (res.statusCode >= 500 && res.statusCode !== 503) {
        problems.push(`${key}: ${status} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (!documented) {
        problems.push(`${key}: ${status} is not documented (${res.body.slice(0, 200)})`);
        continue;
      }
      const schema = documented.content?.['application/json']?.schema;
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode < 300 && type.includes('json')) learn(path, method, res.json());
      if (schema && type.includes('json')) {
        const validate = ajv.compile(forAjv(schema));
        if (!validate(res.json())) {
          problems.push(`${key}: ${status} body does not match: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    if (process.env.OPENAPI_REPORT) console.log(statuses);
    expect(problems).toEqual([]);
    expect(called + skipped).toBe(operations().length);
  });
});
