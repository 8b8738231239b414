import { randomUUID } from 'node:crypto';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { RESTORE_RETRY_SECONDS, takeRestoreSlot } from './restore-slots.ts';
import { deflatedSpaces, rezip, unzipText, writeZip, type ZipEntry } from './test-support.ts';

// How much a restore takes on (issue 34 item 4): one restore per organization and two per node at a
// time, and no json file inflated past what its rows need (budget.ts) or past the size it declares.

let t: TestApp;
let files: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const source = await signedInMember(t, { role: 'Owner' });
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/export', headers: { cookie: source.cookie } });
  files = unzipText(res.rawPayload);
});
afterAll(() => t.close());

const restore = (user: SignedInUser, zip: Uint8Array) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/export/restore',
    headers: { cookie: user.cookie, 'content-type': 'application/zip', origin: 'http://localhost:3000' },
    payload: Buffer.from(zip),
  });
const idOf = (res: { json(): unknown }) => (res.json() as { messages: { id: string }[] }).messages[0]?.id;

/** The export's files as zip entries, some replaced. */
const entries = (replaced: Record<string, Omit<ZipEntry, 'name'>> = {}, from = files): ZipEntry[] =>
  Object.entries(from).map(([name, text]) => ({ name, data: strToU8(text), ...replaced[name] }));

describe('restores at once', () => {
  it('runs one per organization (409) and two per node (429 with Retry-After), and gives the slot back', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const zip = rezip(files, {});
    const held = takeRestoreSlot(t.ctx, owner.org.id);
    const running = await restore(owner, zip);
    expect(running.statusCode).toBe(409);
    expect(idOf(running)).toBe('ERR_EXPORT_RESTORE_RUNNING');
    held();
    const others = [takeRestoreSlot(t.ctx, randomUUID()), takeRestoreSlot(t.ctx, randomUUID())];
    const busy = await restore(owner, zip);
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe(String(RESTORE_RETRY_SECONDS));
    expect(busy.json().messages[0]).toMatchObject({ id: 'ERR_EXPORT_RESTORE_BUSY', params: [RESTORE_RETRY_SECONDS] });
    for (const release of others) release();
    // A refused restore gives its slot back too.
    expect((await restore(owner, strToU8('not a zip'))).statusCode).toBe(422);
    const done = await restore(owner, zip);
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('the byte budget', () => {
  it('refuses a file larger than its rows need, before inflating it and after, and a size that lies', async () => {
    const organization = files['json/organization.json'] as string;
    const manifest = JSON.parse(files['manifest.json'] as string);
    const claiming = {
      ...files,
      'manifest.json': JSON.stringify({ ...manifest, counts: { ...manifest.counts, rocks: 5 } }),
    };
    const cases: [string, Uint8Array][] = [
      // One organization row declared at 50 MB: refused on the declared size alone (the body is not even deflate).
      [
        'declared over the budget',
        writeZip(entries({ 'json/organization.json': { deflated: { bytes: strToU8('x'), size: 50e6, crc: 0 } } })),
      ],
      // Declares the real row's size, inflates to 2 MB more: inflating stops at the declared size.
      [
        'a declared size that lies',
        writeZip(
          entries({
            'json/organization.json': {
              deflated: deflatedSpaces(organization, 2),
              declaredSize: Buffer.byteLength(organization),
            },
          }),
        ),
      ],
      // The manifest claims 5 Rocks, whose budget the padding fits; the file holds none.
      [
        'rows claimed, not there',
        writeZip(entries({ 'json/rocks.json': { deflated: deflatedSpaces('[', 2, ']') } }, claiming)),
      ],
    ];
    for (const [what, zip] of cases) {
      const owner = await signedInMember(t, { role: 'Owner' });
      const res = await restore(owner, zip);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
      expect(idOf(res), what).toBe('ERR_EXPORT_TOO_LARGE');
    }
    // The same padding within what the rows allow is still a valid export.
    const padded = writeZip(entries({ 'json/organization.json': { deflated: deflatedSpaces(organization, 1) } }));
    const res = await restore(await signedInMember(t, { role: 'Owner' }), padded);
    expect(res.statusCode, res.body).toBe(200);
  });
});
