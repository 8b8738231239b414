import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sandboxBilling, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 34 (issue 34, item 12): the API document a client generator reads passes redocly's
// `recommended` rules with no error, names where the API is served (PUBLIC_URL), and gives every
// operation a unique operationId, the method name a generated client gets. The warnings left are the
// ones docs/api.md names with their reason (WARNINGS_LEFT below); a new kind of warning fails too.

/**
 * The recommended rules' warnings docs/api.md names as left on purpose: `no-ambiguous-paths` (routes
 * are a contract; the router resolves them static segment first) and `info-license` (the project names
 * no licence yet).
 */
const WARNINGS_LEFT = new Set(['info-license', 'no-ambiguous-paths']);

/** An installation's own address (not example.com or localhost, which redocly's no-server-example.com flags). */
const PUBLIC_URL = 'https://eos.acme.test';

/** Ids a generated client's callers already use: the same method and path give the same id in every build. */
const STABLE_IDS: Record<string, string> = {
  'get /api/v2/todos': 'getTodos',
  'put /api/v2/person/{id}/role': 'putPersonRoleById',
  'post /api/v2/export/restore': 'postExportRestore',
  'get /api/v2/meeting/{id}/session/{sessionId}': 'getMeetingSessionByIdAndSessionId',
  'get /api/v2/mcp': 'getMcp',
  'delete /api/v2/mcp': 'deleteMcp',
};
let t: TestApp;
let doc: { servers?: { url: string }[]; paths: Record<string, Record<string, { operationId?: string }>> };
let problems: NormalizedProblem[];

beforeAll(async () => {
  // The sandbox billing provider adds the billing routes, so the whole API is linted.
  t = await createTestApp({ publicUrl: PUBLIC_URL, billing: sandboxBilling() });
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config });
});
afterAll(() => t.close());

const count = (list: NormalizedProblem[]) => {
  const by = new Map<string, number>();
  for (const p of list) by.set(p.ruleId, (by.get(p.ruleId) ?? 0) + 1);
  return [...by].sort(([a], [b]) => a.localeCompare(b));
};

describe('attack (34) the OpenAPI document', () => {
  it('passes redocly lint (recommended) with 0 errors, names its server and has a unique operationId each', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ where: `${method} ${path}`, id: op.operationId })),
    );
    const ids = operations.map((o) => o.id).filter((id): id is string => typeof id === 'string');
    const unique = new Set(ids);
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity !== 'error');
    const byRule = count(warnings);
    recordFigure(
      34,
      'OpenAPI document',
      `${operations.length} operations, ${unique.size} operationIds unique, redocly recommended: ` +
        `${errors.length} errors, ${warnings.length} warnings` +
        (byRule.length ? ` (${byRule.map(([rule, n]) => `${rule} ${n}`).join(', ')})` : ''),
    );
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    expect(operations.filter((o) => !o.id).map((o) => o.where)).toEqual([]);
    expect(unique.size).toBe(operations.length);
    for (const [where, id] of Object.entries(STABLE_IDS)) {
      expect(operations.find((o) => o.where === where)?.id, where).toBe(id);
    }
    expect(doc.servers?.map((s) => s.url)).toEqual([PUBLIC_URL]);
    expect(byRule.map(([rule]) => rule).filter((rule) => !WARNINGS_LEFT.has(rule))).toEqual([]);
  });
});
