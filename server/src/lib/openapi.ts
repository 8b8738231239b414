import { API_PREFIX } from '@eos/domain';
import type { RouteAccess } from '../plugins/access.ts';

/**
 * The API document finished from what @fastify/swagger derives from the routes' zod schemas: one tag
 * per module (the path's first segment), a summary per route, the security scheme its declared access
 * needs (read from the access table, so a route that starts taking tokens shows it), the error
 * envelope as one shared component behind every 4xx/5xx answer, and a request example built from each
 * body's own schema (`exampleFor`), which the CI test sends to every route (server/test/openapi.test.ts).
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
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
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
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
  doc.tags = [...tags].sort().map((name) => ({ name }));
  tidySchemas(doc);
  return doc;
}

/**
 * OpenAPI 3.0: `nullable` does not add null to an `enum`, so a nullable enum lists null itself. A uuid's
 * 168-character pattern (zod 4 writes it beside `format: uuid`, ~3,800 times) says no more than the format.
 */
function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemas(item);
  } else if (node && typeof node === 'object') {
    const schema = node as Json;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    if (schema.format === 'uuid' && typeof schema.pattern === 'string') delete schema.pattern;
    for (const value of Object.values(schema)) tidySchemas(value);
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
