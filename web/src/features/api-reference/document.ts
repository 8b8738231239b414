/** The parts of the OpenAPI document the reference page reads (server/src/lib/openapi.ts writes them). */

export type JsonSchema = Record<string, unknown>;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-access'?: string;
}

export interface ApiDocument {
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, ApiOperation>>;
}

export interface ApiRoute {
  /**
   * `get-api-v2-todo-id`: unique, a React key, an anchor and part of the accordion's element ids, so
   * it holds no space (aria-controls reads a space as a list of ids) and no other character ids avoid.
   */
  key: string;
  method: string;
  path: string;
  operation: ApiOperation;
}

export interface ApiTag {
  name: string;
  routes: ApiRoute[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document grouped by its first tag, tags and routes in path order. */
export function groupByTag(doc: ApiDocument, filter = ''): ApiTag[] {
  const needle = filter.trim().toLowerCase();
  const tags = new Map<string, ApiRoute[]>();
  for (const path of Object.keys(doc.paths).sort()) {
    const item = doc.paths[path] ?? {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method}${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');
      if (needle && !`${method} ${path} ${operation.summary ?? ''}`.toLowerCase().includes(needle)) continue;
      const tag = operation.tags?.[0] ?? 'other';
      const list = tags.get(tag) ?? [];
      list.push({ key, method, path, operation });
      tags.set(tag, list);
    }
  }
  return [...tags.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, routes]) => ({ name, routes }));
}

export type AuthKind = 'public' | 'cookie' | 'bearer' | 'either';

/** The scheme a route needs, from its security requirements (any one of them will do). */
export function authOf(operation: ApiOperation): AuthKind {
  const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s));
  const bearer = schemes.includes('bearerToken');
  const cookie = schemes.includes('cookieSession');
  if (bearer && cookie) return 'either';
  if (bearer) return 'bearer';
  if (cookie) return 'cookie';
  return 'public';
}

/** The call's path under the API prefix, its path parameters filled in and its query string. */
export function requestPath(path: string, values: Record<string, string>, parameters: ApiParameter[]): string {
  const filled = path
    .replace(/^\/api\/v2\//, '')
    .replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[`path.${name}`] ?? ''));
  const query = new URLSearchParams();
  for (const p of parameters) {
    const value = values[`query.${p.name}`];
    if (p.in === 'query' && value) query.set(p.name, value);
  }
  const text = query.toString();
  return text ? `${filled}?${text}` : filled;
}

/** A schema's type in a word, for the parameters table. */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).filter((v) => v !== null).join(' | ');
  const type = schema.type ?? (schema.anyOf ? 'anyOf' : '');
  return schema.format ? `${String(type)} (${String(schema.format)})` : String(type);
}
