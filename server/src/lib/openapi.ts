import { API_PREFIX } from '@eos/domain';
import type { RouteAccess } from '../plugins/access.ts';

/**
 * The API document finished from what @fastify/swagger derives from the routes' zod schemas: one tag
 * per module (the path's first segment) with its description, a summary and a stable operationId per
 * route (`operationIdOf`), nullable schemas in OpenAPI 3.0's form, the security scheme its declared access
 * needs (read from the access table, so a route that starts taking tokens shows it), the error
 * envelope as one shared component behind every 4xx/5xx answer, and a request example built from each
 * body's own schema (`exampleFor`), which the CI test sends to every route (server/test/openapi.test.ts).
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Json; example?: unknown }>; required?: boolean };
  responses?: Record<string, Json>;
  security?: Record<string, string[]>[];
}
interface Parameter extends Json {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  example?: unknown;
}

export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const ERROR_ENVELOPE = {
  type: 'object',
  description: 'Every failure: succeeded false and one or more messages (id from the language pack, English text).',
  properties: {
    succeeded: { type: 'boolean', enum: [false] },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', example: 'ERR_NOT_FOUND' },
          text: { type: 'string', example: 'Not found' },
          field: { type: 'string', description: 'The request field the message is about (422).' },
          params: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
        },
        required: ['text'],
      },
    },
  },
  required: ['succeeded', 'messages'],
};

const ERROR_TEXT: Record<string, string> = {
  '400': 'Bad request (a body that is not JSON, an unreadable URL)',
  '401': 'Not signed in, or the session or token has ended',
  '403': 'Signed in but not allowed (role, ability, token scope, read-only subscription)',
  '404': 'Not found, or not in the caller’s organization',
  '409': 'Conflict with the current state',
  '413': 'Body too large',
  '422': 'Validation failed: each message names its field',
  '429': 'Too many requests: wait for Retry-After seconds',
  '500': 'Unexpected failure',
  '503': 'A dependency (database, mail, payments, model) is unavailable',
};

/** The routes whose bodies zod does not describe (a raw body, another protocol's messages). */
const HAND_BODIES: Record<string, NonNullable<Operation['requestBody']>> = {
  'post mcp': {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          description: 'A JSON-RPC 2.0 message of the Model Context Protocol (docs/mcp.md).',
          properties: {
            jsonrpc: { type: 'string', enum: ['2.0'] },
            id: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
            method: { type: 'string' },
            params: { type: 'object' },
          },
          required: ['jsonrpc', 'method'],
        },
        example: { jsonrpc: '2.0', id: 1, method: 'ping' },
      },
    },
  },
  'post export/restore': {
    required: true,
    content: {
      'application/zip': {
        schema: {
          type: 'string',
          format: 'binary',
          description: 'A zip made by GET export (docs/export.md), at most 50 MB.',
        },
      },
    },
  },
  'post billing/stripe/webhook': {
    required: true,
    content: {
      'application/json': {
        schema: { type: 'object', description: 'A Stripe event, verified over the raw bytes with Stripe-Signature.' },
        example: { id: 'evt_example', type: 'invoice.paid', data: { object: {} } },
      },
    },
  },
};

/** One line per tag (a module: the path's first segment); a tag missing here says which paths it holds. */
const TAG_TEXT: Record<string, string> = {
  ac: 'The Accountability Chart: its collections, revisions and seats.',
  account: 'Accounts: registering, signing in (password, SSO, two-step), passwords and the default organization.',
  agenda: 'One meeting agenda.',
  agendas: 'Meeting agendas: listing, searching and adding.',
  'app-configuration': 'The feature flags the web app reads.',
  avatars: 'Uploaded profile pictures.',
  billing: 'Billing: the account, invoices and the provider’s webhook.',
  calendar: 'The personal calendar feed of meetings (iCalendar).',
  chat: 'The assistant chat.',
  dashboard: 'The caller’s dashboard and its layout.',
  'default-dashboard': 'The default dashboard layout.',
  export: 'Exporting the organization to a zip and restoring one into an empty organization.',
  headline: 'One Headline.',
  headlines: 'Headlines: listing, searching, adding and cascading.',
  health: 'Liveness and readiness for load balancers and orchestrators.',
  import: 'Importing To-Dos, Issues, Rocks and more from CSV files.',
  invitation: 'One invitation: reading, revoking, accepting and registering through it.',
  invitations: 'Inviting people to the organization.',
  invoice: 'One invoice.',
  invoices: 'The organization’s invoices.',
  issue: 'One Issue.',
  issues: 'Issues: listing, searching and adding.',
  'learning-center': 'The learning centre’s catalogue.',
  'live-meeting': 'Running a meeting live: starting, moving through the agenda, rating and ending.',
  loki: 'The language packs.',
  mcp: 'The Model Context Protocol server for personal access tokens (docs/mcp.md).',
  meeting: 'One meeting (traction): settings, checklist, history and sessions.',
  'meeting-detail-selector': 'Meetings for pickers.',
  meetings: 'Meetings: listing, searching and adding.',
  'my-meetings': 'The meetings the caller attends.',
  'notification-center': 'The caller’s notifications.',
  org: 'The current organization: settings, two-step rule, owner, members and API tokens.',
  orgs: 'The caller’s organizations, and making a new one.',
  payment: 'Plans, cards, billing addresses and tax.',
  people: 'The organization’s people: listing and searching.',
  person: 'One person: role, permissions, removal and upgrade requests.',
  'person-picker-list': 'People for pickers.',
  'personal-todo': 'One personal To-Do.',
  'personal-todos': 'Personal To-Dos.',
  rock: 'One Rock, its milestones and delegates.',
  rocks: 'Rocks: listing, searching and adding.',
  scorecard: 'Scorecards and their measurables and measured values.',
  scorecards: 'Listing scorecards.',
  session: 'The signed-in session: reading, switching organization, preferences and signing out.',
  subscription: 'The organization’s subscription: seats, checkout, cancelling, promo codes.',
  time: 'The server’s clock.',
  todo: 'One To-Do.',
  todos: 'To-Dos: listing, searching and adding.',
  traction: 'A meeting’s printable PDF.',
  user: 'The caller’s own account: details, avatar, theme, dashboard and personal access tokens.',
  version: 'The running build.',
  'voice-assistant': 'Turning spoken words into items.',
  vto: 'The Vision/Traction Organizer: its collections, revisions and sections.',
  webhooks: 'Outbound webhooks: endpoints, secrets and deliveries (docs/webhooks.md).',
};

const VERB: Record<string, string> = {
  get: 'Read',
  post: 'Create or run',
  put: 'Replace',
  patch: 'Update',
  delete: 'Delete',
};

/** `/api/v2/todo/:id` -> `/api/v2/todo/{id}`, as the document writes paths. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/**
 * The schemes a route takes: none when public, the bearer alone when declared 'token', else the
 * session cookie, or the cookie or an organization token when the route belongs to a token area
 * (`tokenArea`, modules/tokens/areas.ts) and, being 'org' or an ability, is one a token may call.
 */
export function securityFor(access: string, tokenArea?: string): Record<string, string[]>[] {
  if (access === 'public') return [];
  if (access === 'token') return [{ bearerToken: [] }];
  const tokenMay = tokenArea && tokenArea !== 'none' && access !== 'account' && access !== 'self';
  return tokenMay ? [{ cookieSession: [] }, { bearerToken: [] }] : [{ cookieSession: [] }];
}

/** Which token area a route (its registered URL) belongs to, if organization tokens may call it. */
export type TokenAreaOf = (url: string) => string | undefined;

/** Completes the document in place and returns it. */
export function completeDocument(doc: Json, table: readonly RouteAccess[], tokenAreaOf: TokenAreaOf): Json {
  const accessOf = new Map(table.map((r) => [`${r.method.toLowerCase()} ${openApiPath(r.url)}`, r]));
  const components = (doc.components ?? {}) as Json;
  components.schemas = { ...((components.schemas as Json) ?? {}), ErrorEnvelope: ERROR_ENVELOPE };
  components.securitySchemes = {
    cookieSession: {
      type: 'apiKey',
      in: 'cookie',
      name: 'eos_session',
      description:
        'The session cookie set by signing in (POST /api/v2/session); writes also need a same-origin Origin.',
    },
    bearerToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'An access token in Authorization: Bearer: a personal token (eos_pat_…) on the MCP route; an ' +
        'organization token (eos_oat_…, while enable-api-switch is on) on the routes of its scopes’ areas.',
    },
  };
  doc.components = components;
  const tags = new Set<string>();
  const operationIds = new Map<string, string>();
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  // A route with several methods (GET and DELETE mcp) hands each the same object: each gets its own.
  const seen = new Set<Operation>();
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op && seen.has(op)) item[method] = structuredClone(op);
      else if (op) seen.add(op);
    }
  }
  for (const [route, item] of Object.entries(paths)) {
    const rest = route.startsWith(`${API_PREFIX}/`) ? route.slice(API_PREFIX.length + 1) : route.slice(1);
    const tag = rest.split('/')[0] || 'meta';
    tags.add(tag);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const entry = accessOf.get(`${method} ${route}`);
      const access = entry?.access ?? 'public';
      const tokenArea = entry ? tokenAreaOf(entry.url) : undefined;
      op.tags = op.tags?.length ? op.tags : [tag];
      op.operationId = operationIdOf(method, rest);
      const twin = operationIds.get(op.operationId);
      if (twin) throw new Error(`operationId ${op.operationId} of ${method} ${route} is also ${twin}'s`);
      operationIds.set(op.operationId, `${method} ${route}`);
      op.summary ??= summaryOf(method, rest, op.description);
      op['x-access'] = access;
      op.security = securityFor(access, tokenArea);
      if (tokenArea) op['x-token-area'] = tokenArea;
      const hand = HAND_BODIES[`${method} ${rest}`];
      if (hand && !op.requestBody) op.requestBody = hand;
      completeParameters(op);
      completeBody(op);
      completeResponses(op, method, access);
    }
  }
  doc.tags = [...tags]
    .sort()
    .map((name) => ({ name, description: TAG_TEXT[name] ?? `The routes under ${API_PREFIX}/${name}.` }));
  tidySchemas(doc);
  return doc;
}

/**
 * The operation's id, the method name a generated client gives it: the method, the path's words in
 * camelCase, then its parameters (`get todos` -> `getTodos`, `put person/{id}/role` ->
 * `putPersonRoleById`, `get meeting/{id}/session/{sessionId}` -> `getMeetingSessionByIdAndSessionId`).
 * Made from the route alone, so it is the same in every build; completeDocument refuses two routes
 * with one id (two paths with the same words and parameters in another order).
 */
export function operationIdOf(method: string, rest: string): string {
  const word = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('');
  const segments = rest.split('/').filter(Boolean);
  const words = segments.filter((s) => !s.startsWith('{')).map(word);
  const params = segments.filter((s) => s.startsWith('{')).map((s) => word(s.slice(1, -1)));
  return `${method}${words.join('')}${params.length > 0 ? `By${params.join('And')}` : ''}`;
}

/** The OpenAPI 3.0 schema that matches null alone (`nullable` needs a `type`, and an enum lists null). */
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type` (3.0.3), so `{ nullable: true, anyOf: [...] }` (what
 * a zod union made `.nullable()` becomes) means nothing there and linters refuse it. The null moves into
 * the alternatives: onto every typed one of an anyOf, onto the first typed one of a oneOf (null must
 * match one alone), else a null-only alternative joins them; a schema with neither (a `$ref`, an
 * `allOf`, no constraint) becomes `anyOf: [itself, null-only]`.
 */
function nullableWithoutType(schema: Json): void {
  delete schema.nullable;
  const key = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
  if (!key) {
    const inner = { ...schema };
    for (const k of Object.keys(schema)) delete schema[k];
    schema.anyOf = [inner, { ...NULL_ONLY, enum: [null] }];
    return;
  }
  const alternatives = schema[key] as Json[];
  const typed = alternatives.filter((a) => typeof a.type === 'string');
  if (typed.length === 0) alternatives.push({ ...NULL_ONLY, enum: [null] });
  for (const a of key === 'anyOf' ? typed : typed.slice(0, 1)) a.nullable = true;
}

/**
 * OpenAPI 3.0: `nullable` goes beside a `type` (nullableWithoutType), and does not add null to an `enum`,
 * so a nullable enum lists null itself. A uuid's 168-character pattern (zod 4 writes it beside
 * `format: uuid`, ~3,800 times) says no more than the format.
 */
function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemas(item);
  } else if (node && typeof node === 'object') {
    const schema = node as Json;
    if (schema.nullable === true && schema.type === undefined) nullableWithoutType(schema);
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    if (schema.format === 'uuid' && typeof schema.pattern === 'string') delete schema.pattern;
    // Examples are values, not schemas (a value may well hold `nullable: true`).
    for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') tidySchemas(value);
  }
}

function summaryOf(method: string, rest: string, description?: string): string {
  const sentence = description?.split(/(?<=[.:;])\s/)[0]?.replace(/[.:;]$/, '');
  if (sentence && sentence.length <= 100) return sentence;
  const words = rest
    .split('/')
    .filter((s) => s && !s.startsWith('{'))
    .join(' ')
    .replace(/-/g, ' ');
  return `${VERB[method] ?? method} ${words}`.trim();
}

function completeParameters(op: Operation): void {
  for (const p of op.parameters ?? []) {
    if (p.example === undefined && (p.required || p.in === 'path')) p.example = exampleFor(p.schema ?? {}, p.name);
  }
}

function completeBody(op: Operation): void {
  const media = op.requestBody?.content?.['application/json'];
  if (media?.schema && media.example === undefined) media.example = exampleFor(media.schema);
}

function completeResponses(op: Operation, method: string, access: string): void {
  op.responses ??= {};
  const responses = op.responses;
  for (const [status, response] of Object.entries(responses)) {
    if (response.description === 'Default Response') {
      response.description = Number(status) < 300 ? 'Succeeded' : (ERROR_TEXT[status] ?? 'Failed');
    }
  }
  const hasInput = Boolean(op.requestBody) || (op.parameters?.length ?? 0) > 0;
  const wanted = ['500', '503'];
  if (hasInput) wanted.push('400', '422');
  if (op.requestBody) wanted.push('413');
  // Public writes too: signing in refuses with 401, and every write from another origin with 403.
  if (access !== 'public' || method !== 'get') wanted.push('401', '403');
  // Any route may be off (a feature flag, a provider not configured) or name something not there.
  wanted.push('404');
  if (method !== 'get' && access !== 'public') wanted.push('409');
  if (access === 'public' || access === 'token' || method !== 'get') wanted.push('429');
  for (const status of wanted.sort()) {
    responses[status] ??= {
      description: ERROR_TEXT[status],
      content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
    };
  }
}

const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000001',
  email: 'person@example.com',
  'date-time': '2026-01-05T09:00:00.000Z',
  date: '2026-01-05',
  time: '09:00:00',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  ipv4: '192.0.2.1',
};

/**
 * A deterministic value that validates against a JSON schema as zod 4 writes it: the schema's own
 * example when it has one, then const/enum, formats, bounds, and every required property of an object.
 */
export function exampleFor(schema: Json, name = ''): unknown {
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives?.length) {
    const first = alternatives.find((a) => a.type !== 'null' && !(a.enum && (a.enum as unknown[])[0] === null));
    return exampleFor(first ?? alternatives[0] ?? {}, name);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf as Json[];
    // Strings with several patterns (zod 4 writes each .regex() as a part): one string meeting them all.
    if (schema.type === 'string' || parts.every((p) => p.type === 'string')) {
      const { allOf: _parts, ...own } = schema;
      const patterns = [own.pattern, ...parts.map((p) => p.pattern)].filter((p): p is string => typeof p === 'string');
      return stringExample({ ...Object.assign({}, ...parts), ...own, type: 'string', patterns }, name);
    }
    const merged: Json = {};
    for (const part of parts) {
      const value = exampleFor(part, name);
      if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(merged, value);
      else return value;
    }
    return merged;
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringExample(schema, name);
    case 'integer':
    case 'number':
      return numberExample(schema, type === 'integer');
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const item = exampleFor((schema.items as Json) ?? {}, name);
      return Array.from({ length: min }, () => item);
    }
    default: {
      if (!schema.properties && !schema.additionalProperties && type !== 'object') return {};
      const out: Json = {};
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      for (const key of (schema.required as string[] | undefined) ?? []) {
        out[key] = exampleFor(properties[key] ?? {}, key);
      }
      return out;
    }
  }
}

/** Strings a pattern may ask for: a date, a uuid, a colour, digits, a time, a language file, a password… */
const PATTERN_CANDIDATES = [
  '2026-01-05',
  '00000000-0000-4000-8000-000000000001',
  '#336699',
  '123456',
  '123',
  '09:00',
  'en.json',
  'Example1Password',
  '0123456789abcdef.webp',
  'example',
  'A1',
];

function stringExample(schema: Json, name: string): string {
  const format = schema.format as string | undefined;
  if (format && FORMAT_EXAMPLES[format]) return FORMAT_EXAMPLES[format];
  const patterns = (schema.patterns as string[] | undefined) ?? (schema.pattern ? [schema.pattern as string] : []);
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
  if (patterns.length > 0) {
    const res = patterns.map((p) => new RegExp(p));
    const fits = (c: string) => res.every((re) => re.test(c)) && c.length >= min && c.length <= max;
    const found = PATTERN_CANDIDATES.find(fits);
    if (found) return found;
  }
  const base = /mail/i.test(name) ? 'person@example.com' : name ? `Example ${name}` : 'Example';
  const text = base.length > max ? base.slice(0, max) : base;
  return text.length >= min ? text : text.padEnd(min, 'x');
}

function numberExample(schema: Json, integer: boolean): number {
  const low = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const exclusiveLow = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const high = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = low ?? (exclusiveLow !== undefined ? exclusiveLow + 1 : 1);
  if (schema.exclusiveMinimum === true && low !== undefined) value = low + 1;
  if (high !== undefined && value > high) value = high;
  return integer ? Math.ceil(value) : value;
}
