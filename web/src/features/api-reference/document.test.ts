import { describe, expect, it } from 'vitest';
import { type ApiDocument, authOf, groupByTag, requestPath, typeOf } from './document';

const doc: ApiDocument = {
  paths: {
    '/api/v2/todo/{id}': {
      get: { tags: ['todo'], summary: 'Read todo', security: [{ cookieSession: [] }] },
      delete: { tags: ['todo'], summary: 'Delete todo', security: [{ cookieSession: [] }] },
    },
    '/api/v2/mcp': { post: { tags: ['mcp'], summary: 'MCP', security: [{ bearerToken: [] }] } },
    '/api/v2/version': { get: { tags: ['version'], summary: 'Version', security: [] } },
  },
};

describe('the API reference document', () => {
  it('groups routes by tag in order and filters them', () => {
    const tags = groupByTag(doc);
    expect(tags.map((t) => t.name)).toEqual(['mcp', 'todo', 'version']);
    expect(tags[1]?.routes.map((r) => r.key)).toEqual(['get-api-v2-todo-id', 'delete-api-v2-todo-id']);
    expect(groupByTag(doc, 'delete').flatMap((t) => t.routes.map((r) => r.key))).toEqual(['delete-api-v2-todo-id']);
  });

  it('tells the auth a route needs', () => {
    expect(authOf(doc.paths['/api/v2/mcp']?.post ?? {})).toBe('bearer');
    expect(authOf(doc.paths['/api/v2/todo/{id}']?.get ?? {})).toBe('cookie');
    expect(authOf(doc.paths['/api/v2/version']?.get ?? {})).toBe('public');
    expect(authOf({ security: [{ cookieSession: [] }, { bearerToken: [] }] })).toBe('either');
  });

  it('fills the path and the query', () => {
    const path = requestPath('/api/v2/todo/{id}', { 'path.id': 'a b', 'query.q': 'x', 'query.empty': '' }, [
      { name: 'id', in: 'path' },
      { name: 'q', in: 'query' },
      { name: 'empty', in: 'query' },
    ]);
    expect(path).toBe('todo/a%20b?q=x');
    expect(typeOf({ type: 'string', format: 'uuid' })).toBe('string (uuid)');
    expect(typeOf({ enum: ['a', 'b', null] })).toBe('a | b');
  });
});
