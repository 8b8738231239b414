// @module-tag postgres
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { addMember, createAccount, createMeeting, createOrg, createRock, createTodo } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  accounts,
  agendaTemplates,
  meetingFavorites,
  meetingSessions,
  meetings,
  memberships,
  organizations,
  rockMilestones,
  rocks,
  sessions,
} from '../../db/schema/index.ts';
import { DEMO_ORG_NAME, seedDemo } from '../../seed/demo.ts';
import { FILE_ALLOWANCE, rowBudgets } from './budget.ts';
import { EXPORTED } from './catalogue.ts';
import type { Row } from './export.ts';
import { RESTORE_LIMITS } from './restore.ts';
import { entitiesOf, normalizeExport, unzipText } from './test-support.ts';

// The whole-organization export and its restore (issue 22 item 5): the demo organization, made a
// little richer, is downloaded by its Owner, restored into a fresh organization and downloaded again.

let t: TestApp;
const cookies: Record<string, string> = {};
let demoOrgId: string;
let ownerAccountId: string;
let ownerPasswordHash: string;

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Buffer) =>
  t.app.inject({ method, url: `/api/v2/${url}`, headers, ...(payload ? { payload } : {}) });
const download = async (cookie: string) => {
  const res = await api('GET', 'export', { cookie });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
};
const restore = (cookie: string, zip: Uint8Array) =>
  api(
    'POST',
    'export/restore',
    { cookie, 'content-type': 'application/zip', origin: 'http://localhost:3000' },
    Buffer.from(zip),
  );
const messageOf = (res: { json(): unknown }) => (res.json() as { messages: { id: string }[] }).messages[0]?.id;

/** A new organization whose Owner is the demo Owner, and a session working in it. */
async function freshOrgForOwner(name: string): Promise<{ orgId: string; cookie: string }> {
  const org = await createOrg(t.ctx.db, { name });
  await addMember(t.ctx.db, org, { id: ownerAccountId }, 'Owner');
  const { cookie, sessionId } = await signIn(t, ownerAccountId);
  await t.ctx.db.update(sessions).set({ orgId: org.id }).where(eq(sessions.id, sessionId));
  return { orgId: org.id, cookie };
}

beforeAll(async () => {
  t = await createTestApp({ featureFlagOverrides: { 'enable-api-switch': true } });
  await seedDemo(t.ctx);
  const [org] = await t.ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_ORG_NAME));
  demoOrgId = org?.id as string;
  const people = await t.ctx.db
    .select({ id: memberships.id, role: memberships.role, accountId: accounts.id, hash: accounts.passwordHash })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.orgId, demoOrgId));
  for (const p of people) cookies[p.role] = (await signIn(t, p.accountId)).cookie;
  const owner = people.find((p) => p.role === 'Owner');
  ownerAccountId = owner?.accountId as string;
  ownerPasswordHash = owner?.hash as string;
  const byRole = (role: string) => people.find((p) => p.role === role)?.id as string;

  // Richer than the seed: a milestone, a delegated Rock, a personal To-Do, a held session, a favourite,
  // an agenda template and an invited person.
  const [meeting] = await t.ctx.db.select().from(meetings).where(eq(meetings.orgId, demoOrgId));
  const [rock] = await t.ctx.db.select().from(rocks).where(eq(rocks.orgId, demoOrgId)).limit(1);
  const mid = meeting?.id as string;
  await t.ctx.db.insert(rockMilestones).values({
    orgId: demoOrgId,
    rockId: rock?.id as string,
    title: 'Shortlist ten prospects',
    dueDate: '2026-12-01',
    done: true,
    position: 1,
  });
  await createRock(t.ctx.db, {
    orgId: demoOrgId,
    tractionIds: [mid],
    ownerId: byRole('Member'),
    title: 'Delegated: call the prospects',
    type: 'Personal',
    dueDate: '2026-12-20',
    delegatedFromRockId: rock?.id,
  });
  await createTodo(t.ctx.db, {
    orgId: demoOrgId,
    ownerId: byRole('Owner'),
    title: 'Personal: book the dentist',
    dueDate: '2026-12-02',
  });
  await t.ctx.db.insert(meetingSessions).values({
    orgId: demoOrgId,
    meetingId: mid,
    sessionNumber: 1,
    startedAt: new Date('2026-11-02T14:00:00Z'),
    endedAt: new Date('2026-11-02T15:30:00Z'),
    averageRating: 8.5,
    summary: {
      attendees: [{ personId: byRole('Admin'), firstName: 'Ada', lastName: 'Admin', avatarUrl: null, rating: 9 }],
      sections: [{ name: 'Segue', type: 'Segue', minutes: 5, elapsedMs: 240_000 }],
      addedTodos: [],
      completedTodos: [],
      solvedIssues: [],
      reviewedHeadlines: [],
    },
  });
  await t.ctx.db.insert(meetingFavorites).values({ orgId: demoOrgId, meetingId: mid, personId: byRole('Member') });
  await t.ctx.db.insert(agendaTemplates).values({
    orgId: demoOrgId,
    name: 'Quarterly',
    agenda: { name: 'Quarterly', type: 'Custom', sessionNumber: 0, items: [] },
    createdById: byRole('Owner'),
  });
  const invited = await createAccount(t.ctx.db, {
    email: 'ivy.invited@example.com',
    firstName: 'Ivy',
    lastName: 'Invited',
  });
  await addMember(t.ctx.db, { id: demoOrgId }, invited, 'Member', { joinedAt: null });

  // Another organization whose names must never appear in the demo's export.
  const outsider = await createAccount(t.ctx.db, {
    email: 'zed@outsider.example',
    firstName: 'Zedekiah',
    lastName: 'Outsider',
  });
  const other = await createOrg(t.ctx.db, { name: 'Quuxington Outsiders Ltd' });
  const otherPerson = await addMember(t.ctx.db, other, outsider, 'Owner');
  const otherMeeting = await createMeeting(t.ctx.db, { orgId: other.id, ownerId: otherPerson.id, title: 'Quux L10' });
  await createRock(t.ctx.db, {
    orgId: other.id,
    tractionIds: [otherMeeting.id],
    ownerId: otherPerson.id,
    title: 'Outsider secret rock Xyzzy',
    type: 'Company',
    dueDate: '2026-12-31',
  });
});
afterAll(() => t.close());

describe('GET export', () => {
  it('gives the Owner a zip of the whole organization: manifest, a JSON file per entity and CSV files', async () => {
    const res = await download(cookies.Owner as string);
    expect(res.headers['content-type']).toContain('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="demo-company-${today}.zip"`);
    const files = unzipText(res.rawPayload);
    const manifest = JSON.parse(files['manifest.json'] as string);
    expect(manifest).toMatchObject({
      format: 'eos-export',
      version: 1,
      organization: { id: demoOrgId, name: DEMO_ORG_NAME },
    });
    expect(manifest.schemaVersion).toMatch(/^\d{4}_/);
    const entities = entitiesOf(files);
    for (const spec of Object.values(EXPORTED)) {
      expect(files[`json/${spec.file}.json`], spec.file).toBeDefined();
      expect(manifest.counts[spec.file], spec.file).toBe(entities[spec.file]?.length);
    }
    const titles = (file: string) => (entities[file] ?? []).map((r) => r.title);
    expect(titles('rocks')).toEqual(
      expect.arrayContaining([
        'Close three enterprise deals',
        'Hire a head of support',
        'Delegated: call the prospects',
      ]),
    );
    expect(titles('todos')).toContain('Personal: book the dentist');
    expect(titles('milestones')).toEqual(['Shortlist ten prospects']);
    expect(entities.scores?.length).toBeGreaterThan(20);
    expect(entities.revisions?.map((r) => r.kind).sort()).toEqual(expect.arrayContaining(['ac', 'vto']));
    expect(entities.people?.map((p) => p.email).sort()).toEqual([
      'admin@demo.local',
      'ivy.invited@example.com',
      'member@demo.local',
      'observer@demo.local',
      'owner@demo.local',
    ]);
    // Readable CSV: names and emails instead of ids, the weekly numbers as columns.
    expect(files['csv/rocks.csv']).toContain('Close three enterprise deals,Olivia Owner,owner@demo.local,Company');
    expect(files['csv/rocks.csv']).toContain('[x] Shortlist ten prospects (2026-12-01)');
    expect(files['csv/todos.csv']).toContain('(personal)');
    const measurableHeader = (files['csv/measurables.csv'] as string).split('\n')[0] as string;
    expect(measurableHeader).toMatch(
      /Title,Owner,Owner email,Meeting,Goal,Comparison,Unit,Scale,Status,\d{4}-\d{2}-\d{2}/,
    );
    // The Accountability Chart's seats, readable: seat, who it reports to, holder and roles.
    expect(files['csv/seats.csv']).toMatch(/Visionary,,Olivia Owner,owner@demo\.local/);
    for (const file of ['people', 'rocks', 'todos', 'issues', 'headlines', 'measurables', 'seats']) {
      expect(files[`csv/${file}.csv`], file).toBeDefined();
    }
    // No secrets and nothing of another organization, anywhere in the zip.
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(ownerPasswordHash);
    for (const word of ['passwordHash', 'tokenHash', 'keyHash', 'totpSecret', 'accountId', 'customerId']) {
      expect(everything).not.toContain(`"${word}"`);
    }
    for (const word of ['Quuxington', 'Zedekiah', 'zed@outsider.example', 'Xyzzy']) {
      expect(everything).not.toContain(word);
    }
  });

  it('is the Owner’s alone: Admins, Members and Observers get 403', async () => {
    for (const role of ['Admin', 'Member', 'Observer']) {
      const res = await api('GET', 'export', { cookie: cookies[role] as string });
      expect(res.statusCode, role).toBe(403);
      const status = await api('GET', 'export/status', { cookie: cookies[role] as string });
      expect(status.statusCode, role).toBe(403);
    }
  });

  it('answers an organization token with the data area’s read scope, and no other token', async () => {
    const make = async (scopes: { area: string; level: string }[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/org/api-tokens',
        headers: { cookie: cookies.Owner as string, origin: 'http://localhost:3000' },
        payload: { name: `t-${scopes.map((s) => s.area).join('-')}`, scopes, expiresInDays: 30 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().secret as string;
    };
    const data = await make([{ area: 'data', level: 'read' }]);
    const ok = await api('GET', 'export', { authorization: `Bearer ${data}` });
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(unzipText(ok.rawPayload)['manifest.json'] as string).organization.id).toBe(demoOrgId);
    const items = await make([
      { area: 'items', level: 'write' },
      { area: 'people', level: 'write' },
      { area: 'meetings', level: 'write' },
    ]);
    expect((await api('GET', 'export', { authorization: `Bearer ${items}` })).statusCode).toBe(403);
    // A read token cannot restore (a write).
    const refused = await api(
      'POST',
      'export/restore',
      { authorization: `Bearer ${data}`, 'content-type': 'application/zip' },
      Buffer.from('PK'),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('says what the organization holds and that it is not empty', async () => {
    const res = await api('GET', 'export/status', { cookie: cookies.Owner as string });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canRestore: false, counts: { people: 5, meetings: 1, rocks: 4 } });
  });
});

describe('POST export/restore', () => {
  let exported: Uint8Array;
  beforeAll(async () => {
    exported = (await download(cookies.Owner as string)).rawPayload;
  });

  it('reproduces the organization in a fresh one: exported again, every entity and field matches', async () => {
    const fresh = await freshOrgForOwner('Demo Company (restored)');
    // A first look at the V/TO and the chart makes their empty company folders: still empty enough.
    for (const kind of ['vto', 'ac']) {
      const folder = await api('GET', `${kind}/collections/company-folder`, { cookie: fresh.cookie });
      expect(folder.statusCode, folder.body).toBe(200);
    }
    const status = await api('GET', 'export/status', { cookie: fresh.cookie });
    expect(status.json()).toMatchObject({ canRestore: true });
    const res = await restore(fresh.cookie, exported);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts).toMatchObject({ rocks: 4, todos: 4, meetings: 1, people: 5 });
    expect(body.peopleMatched).toBe(1);
    expect(body.peopleInvited).toBe(4);

    const again = entitiesOf(unzipText((await download(fresh.cookie)).rawPayload));
    const before = entitiesOf(unzipText(exported));
    // What a restore does not carry over, by design (docs/export.md): the organization's own id,
    // dates and billing state; whether people joined (everyone but the restoring Owner comes back
    // invited) and which organization is their default; the restoring Owner's own membership as it was.
    const skip = (file: string, key: string, row: Row) =>
      (file === 'organization' &&
        ['createdAt', 'updatedAt', 'subscriptionStatus', 'paymentStatus', 'trialEndsAt'].includes(key)) ||
      (file === 'people' && ['joinedAt', 'isDefault'].includes(key)) ||
      (file === 'people' &&
        row.email === 'owner@demo.local' &&
        !['id', 'email', 'firstName', 'lastName', 'role'].includes(key));
    const a = normalizeExport(before, skip);
    const b = normalizeExport(again, skip);
    for (const file of Object.keys(a)) expect(b[file], file).toEqual(a[file]);
    expect(again.organization?.[0]?.name).toBe(DEMO_ORG_NAME);
    // The chart's seats and the V/TO's Rocks point at the new organization's people and Rocks.
    const newPeople = new Set(again.people?.map((p) => p.id));
    const seats = again.revisions
      ?.filter((r) => r.kind === 'ac')
      .flatMap((r) =>
        ((r.document as { seats?: { assignedToId: string | null }[] }).seats ?? []).map((s) => s.assignedToId),
      )
      .filter(Boolean);
    expect(seats?.length).toBeGreaterThan(0);
    for (const id of seats ?? []) expect(newPeople.has(id as string)).toBe(true);
    // Invited people are not mailed; the restoring Owner is still the Owner.
    expect(again.people?.find((p) => p.email === 'owner@demo.local')?.role).toBe('Owner');
    expect(again.people?.filter((p) => p.joinedAt === null).length).toBe(4);

    // Now it is not empty: a second restore is refused.
    const twice = await restore(fresh.cookie, exported);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe('ERR_EXPORT_RESTORE_NOT_EMPTY');
  });

  it('restores through an organization token whose data area may write', async () => {
    const fresh = await freshOrgForOwner('Restored by a script');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v2/org/api-tokens',
      headers: { cookie: fresh.cookie, origin: 'http://localhost:3000' },
      payload: { name: 'Migration script', scopes: [{ area: 'data', level: 'write' }], expiresInDays: 30 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const res = await api(
      'POST',
      'export/restore',
      { authorization: `Bearer ${made.json().secret}`, 'content-type': 'application/zip' },
      Buffer.from(exported),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts.rocks).toBe(4);
  });

  it('refuses an organization that already has meetings or items (409)', async () => {
    const res = await restore(cookies.Owner as string, exported);
    expect(res.statusCode).toBe(409);
  });

  it('answers 422 for broken or foreign zips and leaves the organization empty', async () => {
    const fresh = await freshOrgForOwner('Broken restores');
    const files = unzipText(exported);
    const rezip = (changes: Record<string, string | null>) => {
      const out: Record<string, Uint8Array> = {};
      for (const [k, v] of Object.entries({ ...files, ...changes })) if (v !== null) out[k] = strToU8(v);
      return zipSync(out);
    };
    const manifest = JSON.parse(files['manifest.json'] as string);
    const rocksJson = JSON.parse(files['json/rocks.json'] as string) as Row[];
    const cases: [string, Uint8Array, string][] = [
      ['not a zip', strToU8('hello, this is not a zip'), 'ERR_EXPORT_NOT_ZIP'],
      ['a truncated zip', exported.slice(0, 200), 'ERR_EXPORT_NOT_ZIP'],
      ['no manifest', rezip({ 'manifest.json': null }), 'ERR_EXPORT_NO_MANIFEST'],
      ['a foreign zip', zipSync({ 'readme.txt': strToU8('hi') }), 'ERR_EXPORT_NO_MANIFEST'],
      [
        'another format',
        rezip({ 'manifest.json': JSON.stringify({ ...manifest, format: 'other' }) }),
        'ERR_EXPORT_NO_MANIFEST',
      ],
      [
        'a newer version',
        rezip({ 'manifest.json': JSON.stringify({ ...manifest, version: 2 }) }),
        'ERR_EXPORT_VERSION',
      ],
      [
        'a newer schema',
        rezip({ 'manifest.json': JSON.stringify({ ...manifest, schemaVersion: '9999_future' }) }),
        'ERR_EXPORT_NEWER',
      ],
      ['malformed JSON', rezip({ 'json/rocks.json': '[{"id": ' }), 'ERR_EXPORT_BAD_FILE'],
      ['a missing file', rezip({ 'json/rocks.json': null }), 'ERR_EXPORT_MISSING_FILE'],
      [
        'an owner pointing nowhere',
        rezip({
          'json/rocks.json': JSON.stringify(
            rocksJson.map((r, i) => (i === 0 ? { ...r, ownerId: '00000000-0000-4000-8000-000000000009' } : r)),
          ),
        }),
        'ERR_EXPORT_BAD_VALUE',
      ],
      [
        'a wrong type',
        rezip({ 'json/rocks.json': JSON.stringify(rocksJson.map((r) => ({ ...r, dueDate: 42 }))) }),
        'ERR_EXPORT_BAD_VALUE',
      ],
      [
        'a duplicate id',
        rezip({ 'json/rocks.json': JSON.stringify([...rocksJson, rocksJson[0]]) }),
        'ERR_EXPORT_BAD_VALUE',
      ],
      [
        'a NUL in a title',
        rezip({ 'json/rocks.json': JSON.stringify(rocksJson.map((r) => ({ ...r, title: 'a\u0000b' }))) }),
        'ERR_EXPORT_BAD_FILE',
      ],
    ];
    for (const [what, zip, id] of cases) {
      const res = await restore(fresh.cookie, zip);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
      expect(messageOf(res), what).toBe(id);
    }
    const status = await api('GET', 'export/status', { cookie: fresh.cookie });
    expect(status.json()).toMatchObject({ canRestore: true, counts: { people: 1, rocks: 0, meetings: 0 } });
  });

  it('never answers 500 to a damaged export: random bytes of the zip changed, 40 times', async () => {
    let seed = 22;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const damaged = Uint8Array.from(exported);
      for (let n = 0; n < 1 + Math.floor(random() * 8); n++) {
        damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      }
      const fresh = await freshOrgForOwner(`Damaged ${i}`);
      const res = await restore(fresh.cookie, damaged);
      expect([200, 422], res.body.slice(0, 300)).toContain(res.statusCode);
      seen.add(res.statusCode);
    }
    expect(seen.has(422)).toBe(true);
  });

  it('stops a zip bomb at its declared size, before inflating it', async () => {
    const fresh = await freshOrgForOwner('Bombed');
    const saved = { ...RESTORE_LIMITS };
    RESTORE_LIMITS.maxTotalBytes = 4 * 1024 * 1024;
    try {
      // 8 MB of zeros deflate to a few kilobytes.
      const bomb = zipSync({ 'manifest.json': strToU8('{}'), 'json/rocks.json': new Uint8Array(8 * 1024 * 1024) });
      expect(bomb.length).toBeLessThan(100_000);
      const res = await restore(fresh.cookie, bomb);
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toBe('ERR_EXPORT_TOO_LARGE');
    } finally {
      Object.assign(RESTORE_LIMITS, saved);
    }
  });

  it('needs a small part of the byte budget a restore allows: bytes per row of a real export', async () => {
    const res = await download(cookies.Owner as string);
    const files = unzipText(res.rawPayload);
    const budgets = rowBudgets();
    const measured: string[] = [];
    for (const [file, perRow] of Object.entries(budgets)) {
      const bytes = Buffer.byteLength(files[`json/${file}.json`] ?? '');
      const rows = entitiesOf(files)[file]?.length ?? 0;
      if (rows === 0) continue;
      measured.push(`${file} ${Math.round(bytes / rows)}/${perRow}`);
      // At least twice the room a real row takes: rows of ids, numbers and dates alone have 2 to 3 times
      // (a scalar can take no more than its 128 bytes), rows with text or documents 70 times and more.
      expect(bytes / rows, file).toBeLessThan(perRow / 2);
      expect(bytes, file).toBeLessThan(FILE_ALLOWANCE + rows * perRow);
    }
    console.info(`bytes per row, real/allowed: ${measured.join(', ')}`);
  });

  it('refuses a body over 50 MB with 413', async () => {
    const fresh = await freshOrgForOwner('Too big');
    const res = await restore(fresh.cookie, new Uint8Array(50 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(messageOf(res)).toBe('ERR_EXPORT_ZIP_TOO_LARGE');
  });
});
