import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { idempotencyKeys, revisions, type StoredSeat } from '../../db/schema/index.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  makeFolder,
  makeRevision,
} from '../collections/test-support.ts';
import { pageTexts } from '../pdf/drawn-text.ts';

// POST .../print/pdf through the real API: the PDF holds one page per page of the grid with cards, each
// with its seats' text and its P-label; bad grids and selections are refused with the spec's messages;
// it is a read (Observers print, another organization gets 404) and never a 500 on odd text.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let folder: string;
let revisionId: string;
let base: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createCollectionWorld(t);
  folder = await makeFolder(t, w.owner.cookie, 'ac');
  revisionId = await makeRevision(t, w.owner.cookie, folder, 'ac', 'Chart 2027');
  base = `/ac/collection/${folder}/revision/${revisionId}`;
  const create = async (title: string, parent: string | null, over: object = {}) => {
    const res = await call('PUT', `${base}/create-seat`, w.owner.cookie, {
      title,
      assignedToId: null,
      roles: [],
      parentId: parent ? ids[parent] : null,
      ...over,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    ids[title] = res.json().id;
  };
  await create('Visionary', null, { assignedToId: w.owner.membership.id, roles: ['Ideas', 'Culture'] });
  await create('Integrator', 'Visionary', {
    assignedToId: w.member.membership.id,
    roles: ['Lead, manage, hold accountable', 'P&L'],
  });
  await create('Sales', 'Integrator', { roles: ['Close deals'] });
  await create('Assistant', 'Visionary', { isAssistant: true, roles: ['Calendar'] });
});
afterAll(() => t.close());

const card = (title: string, page: number, over: object = {}) => ({
  seatId: ids[title] ?? title,
  page,
  x: 100,
  y: 100,
  width: 300,
  height: 215,
  ...over,
});
const print = (body: object, cookie = w.owner.cookie, path = base, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v2${path}/print/pdf`, headers: { cookie, ...headers }, payload: body });
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('POST ac/collection/{c}/revision/{r}/print/pdf', () => {
  it('answers a PDF attachment of one page holding the three cards of page 0', async () => {
    const res = await print({
      rows: 1,
      columns: 1,
      cards: [card('Visionary', 0, { x: 378 }), card('Integrator', 0, { y: 400 }), card('Assistant', 0, { x: 740 })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Chart-2027.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 792 612\]/);
    expect(pageCount(res.rawPayload)).toBe(1);
    const [text] = pageTexts(res.rawPayload);
    const owner = `${w.owner.account.firstName} ${w.owner.account.lastName}`;
    const member = `${w.member.account.firstName} ${w.member.account.lastName}`;
    for (const expected of [
      `Visionary LT ${owner} • Ideas • Culture`,
      `Integrator ${member} • Lead, manage, hold accountable • P&L`,
      'Assistant Open seat • Calendar',
      'Chart 2027 P1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints only the pages with cards: pages 0 and 3 of a 2 x 2 grid are P1 and P4', async () => {
    const res = await print({
      rows: 2,
      columns: 2,
      cards: [card('Sales', 3), card('Visionary', 0), card('Integrator', 3, { y: 400 })],
    });
    expect(res.statusCode).toBe(200);
    expect(pageCount(res.rawPayload)).toBe(2);
    const [first = '', second = ''] = pageTexts(res.rawPayload);
    expect(first).toContain('Visionary');
    expect(first).toContain('P1');
    expect(first).not.toContain('Sales');
    expect(second).toContain('Integrator');
    expect(second).toContain('Sales Open seat • Close deals');
    expect(second).toContain('P4');
    expect(second).not.toContain('Visionary');
  });

  it('refuses bad grids and selections with the spec messages, naming the field', async () => {
    const one = [card('Visionary', 0)];
    const refusals: [object, string, string][] = [
      [{ rows: 0, columns: 1, cards: one }, 'AC_PRINT_INVALID_GRID', 'rows'],
      [{ rows: 1, columns: 0, cards: one }, 'AC_PRINT_INVALID_GRID', 'columns'],
      [{ rows: 21, columns: 1, cards: one }, 'AC_PRINT_INVALID_GRID', 'rows'],
      [{ rows: 1, columns: 1.5, cards: one }, 'AC_PRINT_INVALID_GRID', 'columns'],
      [{ rows: 1, columns: 1, cards: [] }, 'AC_PRINT_NO_SELECTION', 'cards'],
      [{ rows: 2, columns: 2, cards: [card('Visionary', 4)] }, 'AC_PRINT_PAGE_OUTSIDE_GRID', 'cards.0.page'],
      [{ rows: 1, columns: 1, cards: [...one, card(randomUUID(), 0)] }, 'AC_PRINT_UNKNOWN_SEAT', 'cards.1.seatId'],
      [{ rows: 1, columns: 1, cards: [...one, card('Visionary', 0)] }, 'VAL_INVALID', 'cards.1.seatId'],
      [{ rows: 1, columns: 1, cards: [card('Visionary', 0, { width: 5 })] }, 'VAL_INVALID', 'cards.0.width'],
      [{ rows: 1, columns: 1, cards: [{ page: 0 }] }, 'VAL_REQUIRED', 'cards.0.seatId'],
    ];
    const wrong: string[] = [];
    for (const [body, id, field] of refusals) {
      const res = await print(body);
      const first = res.json().messages?.[0];
      if (res.statusCode !== 422 || first?.id !== id || first?.field !== field)
        wrong.push(`${id}@${field}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a seat of another chart of the same organization', async () => {
    const other = await makeRevision(t, w.owner.cookie, folder, 'ac', 'Other chart');
    const made = await call('PUT', `/ac/collection/${folder}/revision/${other}/create-seat`, w.owner.cookie, {
      title: 'Elsewhere',
      assignedToId: null,
      roles: [],
      parentId: null,
    });
    const res = await print({ rows: 1, columns: 1, cards: [card(made.json().id, 0)] });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'AC_PRINT_UNKNOWN_SEAT', field: 'cards.0.seatId' });
  });

  it('is a read: an Observer prints, another organization and unknown ids get 404, signed out 401', async () => {
    const body = { rows: 1, columns: 1, cards: [card('Visionary', 0)] };
    const observer = await print(body, w.observer.cookie);
    expect(observer.statusCode).toBe(200);
    expect(observer.headers['content-type']).toBe('application/pdf');
    expect((await print(body, w.member.cookie)).statusCode).toBe(200);
    const outsider = await signedInMember(t, { role: 'Owner' });
    const foreign = await print(body, outsider.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].id).toBe('ERR_NOT_FOUND');
    const unknown = `/ac/collection/${folder}/revision/${randomUUID()}`;
    expect((await print(body, w.owner.cookie, unknown)).statusCode).toBe(404);
    // A V/TO's ids are not a chart's.
    const vtoFolder = await makeFolder(t, w.owner.cookie, 'vto');
    const vto = await makeRevision(t, w.owner.cookie, vtoFolder, 'vto');
    expect((await print(body, w.owner.cookie, `/ac/collection/${vtoFolder}/revision/${vto}`)).statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/v2${base}/print/pdf`, payload: body });
    expect(signedOut.statusCode).toBe(401);
  });

  it('ignores an Idempotency-Key: a retry draws the PDF again, nothing is stored', async () => {
    const body = { rows: 1, columns: 1, cards: [card('Visionary', 0)] };
    const key = { 'idempotency-key': `print-${randomUUID()}` };
    const first = await print(body, w.owner.cookie, base, key);
    const again = await print(body, w.owner.cookie, base, key);
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const kept = await t.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, w.owner.account.id), eq(idempotencyKeys.key, key['idempotency-key'])));
    expect(kept).toEqual([]);
  });

  it('draws hostile and oversized text without a 500, whatever the card size and place', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      "' OR '1'='1' --",
      '{{constructor.constructor("return process")()}}',
      '漢字 🚀 \u202eevil\u200b\ufeff',
      'W'.repeat(5000),
      `${'word '.repeat(2000)}`,
      '\\u0000 %00 ../../../etc/passwd',
      '',
    ];
    const seat = (id: string, i: number, parentId: string | null): StoredSeat => ({
      id,
      key: i + 1,
      parentId,
      sequence: i,
      title: hostile[i % hostile.length] as string,
      assignedToId: i % 2 ? w.member.membership.id : null,
      roles: Array.from({ length: 40 }, (_, r) => hostile[(i + r) % hostile.length] as string),
      isAssistant: i % 3 === 2,
      notes: '',
      notesUpdated: null,
      notesUpdatedById: null,
    });
    const seatIds = hostile.map(() => randomUUID());
    const seats = seatIds.map((id, i) => seat(id, i, i === 0 ? null : (seatIds[0] as string)));
    const chart = await makeRevision(t, w.owner.cookie, folder, 'ac', `${'漢'.repeat(50)} <b>x</b>`);
    await t.ctx.db.update(revisions).set({ document: { seats } }).where(eq(revisions.id, chart));
    const sizes = [
      { x: 100, y: 100, width: 300, height: 215 },
      { x: 0, y: 0, width: 10, height: 10 },
      { x: -1056, y: -816, width: 1056, height: 3264 },
      { x: 2000, y: 1600, width: 300, height: 215 },
      { x: 500, y: 300, width: 1056, height: 816 },
      { x: 10, y: 790, width: 600, height: 40 },
    ];
    const cards = seatIds.map((seatId, i) => ({ seatId, page: i % 4, ...sizes[i % sizes.length] }));
    const res = await print(
      { rows: 2, columns: 2, cards },
      w.owner.cookie,
      `/ac/collection/${folder}/revision/${chart}`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(pageCount(res.rawPayload)).toBe(4);
    // What the standard font cannot draw becomes '?'; markup is text, drawn as typed.
    expect(res.headers['content-disposition']).toBe('attachment; filename="b-x-b.pdf"');
    const text = pageTexts(res.rawPayload).join(' ');
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('?????');
  });
});
