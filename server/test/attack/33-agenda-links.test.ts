import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agendaTemplates, type StoredAgenda } from '../../src/db/schema/index.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 33: a link section of an agenda holds a web or mail address only (issue 34 item 11). Before,
// javascript: and data: addresses were stored as sent and handed to API and webhook readers as links.
// Each hostile address is refused 422 VAL_LINK_ADDRESS on the content field, in a saved agenda and
// an edited one; http, https and mailto are kept; and a link stored before this check (or restored
// from such an export) reads back as text, never as a link.

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.test/path',
  'http://',
  'not a link',
];
const GOOD = ['https://example.com/board-pack', 'http://intranet.example.com/l10', 'mailto:ceo@example.com'];

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t, { role: 'Owner' });
});
afterAll(() => t.close());

const agenda = (content: string) => ({
  name: 'Board prep',
  items: [
    { type: 'Custom', name: 'Board pack', minutes: 5, customContent: { contentType: 'link', content } },
    { type: 'Conclude', name: 'Conclude', minutes: 5 },
  ],
});
const send = (method: 'POST' | 'PUT', url: string, content: string) =>
  t.app.inject({ method, url: `/api/v2/${url}`, headers: { cookie: owner.cookie }, payload: agenda(content) });
const linkOf = (res: { json(): unknown }) =>
  (res.json() as { agenda: { items: { customContent: { contentType: string; content: string } | null }[] } }).agenda
    .items[0]?.customContent;

it('keeps only web and mail addresses in link sections, and never hands out a stored script as a link', async () => {
  let refused = 0;
  const saved = await send('POST', 'agendas', GOOD[0] as string);
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json().agenda.id as string;
  for (const content of HOSTILE) {
    for (const [method, url] of [
      ['POST', 'agendas'],
      ['PUT', `agenda/${id}`],
    ] as const) {
      const res = await send(method, url, content);
      const message = (res.json() as { messages?: { id: string; field?: string }[] }).messages?.[0];
      if (res.statusCode === 422 && message?.id === 'VAL_LINK_ADDRESS') refused++;
      else expect.fail(`${method} ${url} with ${JSON.stringify(content)} answered ${res.statusCode} ${message?.id}`);
    }
  }
  for (const content of GOOD) {
    const res = await send('PUT', `agenda/${id}`, content);
    expect(res.statusCode, res.body).toBe(200);
    expect(linkOf(res)).toEqual({ contentType: 'link', content });
  }
  // A link stored before the check: read back as text.
  const [row] = await t.ctx.db.select().from(agendaTemplates).where(eq(agendaTemplates.id, id));
  const stored = structuredClone(row?.agenda) as StoredAgenda;
  (stored.items[0] as StoredAgenda['items'][number]).customContent = {
    contentType: 'link',
    content: HOSTILE[0] as string,
  };
  await t.ctx.db.update(agendaTemplates).set({ agenda: stored }).where(eq(agendaTemplates.id, id));
  const search = await t.app.inject({
    method: 'POST',
    url: '/api/v2/agendas/search',
    headers: { cookie: owner.cookie },
    payload: {},
  });
  const found = (search.json().items as { id: string; items: { customContent: unknown }[] }[]).find((a) => a.id === id);
  expect(found?.items[0]?.customContent).toEqual({ contentType: 'text', content: HOSTILE[0] });

  const tried = HOSTILE.length * 2;
  expect(refused).toBe(tried);
  recordFigure(
    33,
    'agenda links',
    `${refused} of ${tried} link sections with javascript:, data:, vbscript:, file: or no address refused 422 (saved and edited agendas); ${GOOD.length} of ${GOOD.length} http, https and mailto links kept; a script link stored earlier reads back as text`,
  );
});
