// @module-tag postgres
import { IMPORT_LIMITS } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { rocks, todos } from '../../db/schema/index.ts';
import { CSV_WORKER_THRESHOLD } from './csv.ts';
import { type ImportOrg, importOrg, post } from './test-support.ts';

// Files nobody should send: never a 500, nothing run, nothing rendered as markup.

let t: TestApp;
let org: ImportOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await importOrg(t);
});
afterAll(() => t.close());

const HEADER = 'Title,Description,Owner,Owner Email,Team,Due Date,Completed';
const todosFile = (...lines: string[]) => [HEADER, ...lines].join('\r\n');
const req = (csv: string, extra: object = {}) => ({ source: 'ninety', entity: 'todos', csv, ...extra });

describe('hostile files', () => {
  it('keeps cells that look like spreadsheet formulas as plain text', async () => {
    const formulas = ['=HYPERLINK("http://evil.example","click")', '+1+2', '-3+4', '@SUM(A1:A2)', "=cmd|' /C calc'!A0"];
    const csv = todosFile(
      ...formulas.map((f) => `"${f.replace(/"/g, '""')}",,Olivia Owner,owner@demo.local,Leadership Team,2027-01-01,`),
    );
    const res = await post(t, org.owner, 'import', req(csv));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.ctx.db.select({ title: todos.title }).from(todos).where(eq(todos.orgId, org.owner.org.id));
    expect(rows.map((r) => r.title).sort()).toEqual([...formulas].sort());
  });

  it('reduces HTML in titles to its words and sanitizes HTML notes', async () => {
    const csv = todosFile(
      '"<img src=x onerror=alert(1)><b>Grow</b> sales<script>alert(2)</script>","<p onclick=""x()"">Notes</p><script>alert(3)</script><a href=""javascript:alert(4)"">link</a>",Adam Admin,admin@demo.local,Leadership Team,2027-01-01,',
    );
    const res = await post(t, org.owner, 'import', req(csv));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(todos)
      .where(and(eq(todos.orgId, org.owner.org.id), eq(todos.ownerId, org.admin.membership.id)));
    expect(row?.title).toBe('Grow sales');
    expect(row?.contentHtml).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(row?.contentHtml).toContain('<p>Notes</p>');
  });

  it('flags a huge field as too long instead of failing', async () => {
    const huge = 'x'.repeat(1_000_000);
    const csv = todosFile(`${huge},${huge},Olivia Owner,owner@demo.local,Leadership Team,2027-01-01,`);
    const res = await post(t, org.owner, 'import/preview', req(csv));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().problems.map((p: { id: string; column: string }) => [p.id, p.column])).toEqual([
      ['IMPORT_PROBLEM_TOO_LONG', 'Title'],
      ['IMPORT_PROBLEM_TOO_LONG', 'Description'],
    ]);
  });

  it('answers a broken file, an empty one and a header alone with a 422 that says why', async () => {
    const broken = await post(t, org.owner, 'import/preview', req(`${HEADER}\r\n"unclosed,quote,Olivia Owner`));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().messages[0].id).toBe('ERR_IMPORT_BAD_CSV');
    const empty = await post(t, org.owner, 'import/columns', req(''));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().messages[0].id).toBe('ERR_IMPORT_EMPTY_FILE');
    const headerOnly = await post(t, org.owner, 'import', req(HEADER));
    expect(headerOnly.statusCode).toBe(422);
    expect(headerOnly.json().messages[0].id).toBe('ERR_IMPORT_NOTHING');
  });

  it('refuses a header of more than IMPORT_LIMITS.maxColumns columns (422), and a broken large file read off the loop', async () => {
    const weeks = (n: number) => Array.from({ length: n }, (_, i) => `Week ${i + 1}`).join(',');
    const scorecard = (csv: string) => ({ source: 'generic', entity: 'measurables', csv });
    const widest = await post(t, org.owner, 'import/columns', scorecard(`${weeks(IMPORT_LIMITS.maxColumns)}\n1`));
    expect(widest.statusCode, widest.body.slice(0, 300)).toBe(200);
    expect(widest.json().headers).toHaveLength(IMPORT_LIMITS.maxColumns);
    // One more, on the first line; or hidden behind a line break in a quoted header cell.
    for (const csv of [
      `${weeks(IMPORT_LIMITS.maxColumns + 1)}\n1`,
      `"Title\nof it",${weeks(IMPORT_LIMITS.maxColumns)}\n1`,
    ]) {
      const res = await post(t, org.owner, 'import/columns', scorecard(csv));
      expect(res.statusCode).toBe(422);
      expect(res.json().messages[0]).toMatchObject({
        id: 'ERR_IMPORT_TOO_MANY_COLUMNS',
        params: [IMPORT_LIMITS.maxColumns],
        field: 'csv',
      });
    }
    // Over CSV_WORKER_THRESHOLD: parsed in a worker thread, refused in the same words.
    const line = 'Call,,Olivia Owner,owner@demo.local,Leadership Team,2027-01-01,';
    const broken = todosFile(...Array.from({ length: 1000 }, () => line), '"unclosed,quote');
    expect(broken.length).toBeGreaterThan(CSV_WORKER_THRESHOLD);
    const res = await post(t, org.owner, 'import/preview', req(broken));
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'ERR_IMPORT_BAD_CSV', field: 'csv' });
  });

  it('answers 413 over 10,000 rows and over the size limit, with words', async () => {
    const line = 'Call,,Olivia Owner,owner@demo.local,Leadership Team,2027-01-01,';
    const many = todosFile(...Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, () => line));
    const rows = await post(t, org.owner, 'import/preview', req(many));
    expect(rows.statusCode).toBe(413);
    expect(rows.json().messages[0].id).toBe('ERR_IMPORT_TOO_MANY_ROWS');
    const big = `${HEADER}\r\n${'y'.repeat(IMPORT_LIMITS.maxCsvChars)}`;
    const size = await post(t, org.owner, 'import/columns', req(big));
    expect(size.statusCode).toBe(413);
    expect(size.json().messages[0].id).toBe('ERR_IMPORT_FILE_TOO_LARGE');
    // Past the route's own body limit, the same words.
    const huge = await post(t, org.owner, 'import/columns', req('z'.repeat(9 * 1024 * 1024)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().messages[0].id).toBe('ERR_IMPORT_FILE_TOO_LARGE');
    // Other routes keep the server's 1 MB.
    const other = await post(t, org.owner, 'todos', { title: 'x'.repeat(2 * 1024 * 1024) });
    expect(other.statusCode).toBe(413);
  });

  it('numbers rows as the spreadsheet does, blank rows included', async () => {
    const csv = [
      HEADER,
      'Fine,,Olivia Owner,,Leadership Team,,',
      '',
      ',,,,,,',
      'Bad,,Olivia Owner,,Leadership Team,someday,',
    ].join('\r\n');
    const res = await post(t, org.owner, 'import/preview', req(csv));
    expect(res.json().total).toBe(2);
    expect(res.json().problems).toMatchObject([{ row: 5, column: 'Due Date', id: 'IMPORT_PROBLEM_BAD_DATE' }]);
  });

  it('reads semicolon files, odd mappings and control characters without a 500', async () => {
    const semi = [
      'Title;Owner;Owner Email;Team;Due Date',
      'Semicolons;Olivia Owner;owner@demo.local;Leadership Team;1/2/2027',
    ].join('\n');
    const s = await post(t, org.owner, 'import/preview', req(semi));
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().rows[0]).toMatchObject({ title: 'Semicolons', dueDate: '2027-01-02', valid: true });
    const odd = await post(
      t,
      org.owner,
      'import/preview',
      req(todosFile('a,b,c,d,e,f,g'), {
        source: 'generic',
        mapping: { constructor: 'owner', toString: 'week', hasOwnProperty: 'team', '': 'title', Title: 'title' },
      }),
    );
    expect(odd.statusCode, odd.body).toBe(200);
    // A body with a __proto__ key is refused by the JSON parser itself.
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/v2/import/preview',
      headers: { cookie: org.owner.cookie, 'content-type': 'application/json' },
      payload: `{"source":"generic","entity":"todos","csv":"Title\\nx","mapping":{"__proto__":"title"}}`,
    });
    expect(proto.statusCode).toBe(400);
    const nul = await post(
      t,
      org.owner,
      'import/preview',
      req(todosFile('Bad\u0000title,,Olivia Owner,,Leadership Team,,')),
    );
    expect(nul.statusCode).toBeLessThan(500);
    const lone = await post(
      t,
      org.owner,
      'import/preview',
      req(todosFile('Bad \ud800 title,,Olivia Owner,,Leadership Team,,')),
    );
    expect(lone.statusCode).toBeLessThan(500);
    if (lone.statusCode === 200) expect(lone.json().problems[0]?.id).toBe('IMPORT_PROBLEM_INVALID_TEXT');
    const unknownMeeting = await post(t, org.owner, 'import/preview', req(todosFile('x,,Olivia Owner,,Nowhere,,')));
    expect(unknownMeeting.json().problems[0]).toMatchObject({ id: 'IMPORT_PROBLEM_UNKNOWN_TEAM', column: 'Team' });
    expect((await t.ctx.db.select().from(rocks).where(eq(rocks.orgId, org.owner.org.id))).length).toBe(0);
  });
});
