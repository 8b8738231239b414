import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { AVATAR } from '@eos/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createOrg } from '../../../test/factories.ts';
import {
  connected,
  createListeningApp,
  hubClient,
  type ListeningApp,
  nextEvent,
} from '../../../test/realtime-harness.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

// Real images, made here with the same library the server uses.
const noisy = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
const pngOf = (width = 300, height = 200) => noisy(width, height).png().toBuffer();
const webpOf = () => noisy(320, 320).webp().toBuffer();
/** A JPEG carrying a camera note and a GPS position, turned on its side by its EXIF orientation. */
const jpegWithExif = () =>
  noisy(400, 200)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'SECRET-COPYRIGHT', Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A PNG whose header claims 100000 x 100000 pixels: a few bytes that would decode to 40 GB. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (u: Pick<SignedInUser, 'cookie'>, id: string, payload: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/user/details/${id}/avatar`,
    headers: { cookie: u.cookie, 'content-type': contentType },
    payload,
  });
const fetchFile = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const avatarUrlOf = async (u: SignedInUser) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v2/user/details/${u.account.id}`, headers: { cookie: u.cookie } })
  ).json().user.avatarUrl as string | null;
/** The files stored for an account (none when its folder does not exist). */
const storedFiles = (accountId: string) => {
  const dir = path.join(t.config.uploadDir, 'avatars', accountId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('PUT user/details/{id}/avatar', () => {
  it.each([
    ['PNG', 'image/png', pngOf],
    ['JPEG', 'image/jpeg', jpegWithExif],
    ['WebP', 'image/webp', webpOf],
    ['PNG sent as octet-stream', 'application/octet-stream', pngOf],
  ])('stores a %s as a 256 x 256 WebP and serves it back', async (_name, type, make) => {
    const u = await signedInMember(t);
    const res = await upload(u, u.account.id, await make(), type);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(new RegExp(`^/api/v2/avatars/${u.account.id}/[a-f0-9]{32}\\.webp$`));
    expect(await avatarUrlOf(u)).toBe(avatarUrl);
    expect(storedFiles(u.account.id)).toEqual([path.basename(avatarUrl)]);

    const served = await fetchFile(avatarUrl, u.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('strips EXIF and GPS from a JPEG and applies its orientation', async () => {
    const u = await signedInMember(t);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { avatarUrl } = (await upload(u, u.account.id, original, 'image/jpeg')).json();
    const stored = (await fetchFile(avatarUrl, u.cookie)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('SECRET-COPYRIGHT')).toBe(false);
    expect(stored.includes('SpyCam')).toBe(false);
  });

  it('gives every new image a new URL and removes the previous file', async () => {
    const u = await signedInMember(t);
    const first = (await upload(u, u.account.id, await pngOf())).json().avatarUrl;
    const second = (await upload(u, u.account.id, await pngOf(500, 500))).json().avatarUrl;
    expect(second).not.toBe(first);
    expect(storedFiles(u.account.id)).toEqual([path.basename(second)]);
    expect((await fetchFile(first, u.cookie)).statusCode).toBe(404);
    expect((await fetchFile(second, u.cookie)).statusCode).toBe(200);
  });

  it('keeps the file when the same image is uploaded again', async () => {
    const u = await signedInMember(t);
    const image = await pngOf();
    const first = (await upload(u, u.account.id, image)).json().avatarUrl;
    const again = (await upload(u, u.account.id, image)).json().avatarUrl;
    expect(again).toBe(first);
    expect((await fetchFile(again, u.cookie)).statusCode).toBe(200);
  });

  describe('refuses what is not a PNG, JPEG or WebP, storing nothing and keeping the previous face', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    it.each([
      ['an SVG', () => svg, 'image/svg+xml', 422, 'ERR_AVATAR_UNSUPPORTED'],
      ['an SVG named .png', () => svg, 'image/png', 422, 'ERR_AVATAR_UNSUPPORTED'],
      ['a GIF', () => noisy(20, 20).gif().toBuffer(), 'image/gif', 422, 'ERR_AVATAR_UNSUPPORTED'],
      ['a script renamed .png', () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'image/png', 422, 'ERR_AVATAR_UNSUPPORTED'],
      [
        'truncated PNG bytes',
        async () => (await pngOf()).subarray(0, 2000),
        'image/png',
        422,
        'ERR_AVATAR_UNSUPPORTED',
      ],
      ['a decompression bomb', pngBomb, 'image/png', 422, 'ERR_AVATAR_TOO_LARGE_PIXELS'],
      ['an empty body', () => Buffer.alloc(0), 'image/png', 422, 'ERR_AVATAR_UNSUPPORTED'],
      ['more than 5 MB', () => Buffer.alloc(AVATAR.maxBytes + 1, 1), 'image/png', 413, 'ERR_AVATAR_TOO_LARGE'],
    ])('%s', async (_name, make, type, status, id) => {
      const u = await signedInMember(t);
      const before = (await upload(u, u.account.id, await pngOf())).json().avatarUrl;
      const files = storedFiles(u.account.id);

      const res = await upload(u, u.account.id, await make(), type);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id }] });
      expect(storedFiles(u.account.id)).toEqual(files);
      expect(await avatarUrlOf(u)).toBe(before);
    });

    it('says what each refusal means', async () => {
      const u = await signedInMember(t);
      expect((await upload(u, u.account.id, Buffer.from('nope'))).json().messages[0].text).toBe(
        'Upload a PNG, JPEG or WebP image.',
      );
      expect((await upload(u, u.account.id, Buffer.alloc(AVATAR.maxBytes + 1))).json().messages[0].text).toBe(
        'The image is larger than 5 MB.',
      );
    });

    it('an upload with no body at all', async () => {
      const u = await signedInMember(t);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v2/user/details/${u.account.id}/avatar`,
        headers: { cookie: u.cookie },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().messages[0].id).toBe('ERR_AVATAR_UNSUPPORTED');
    });
  });

  it("answers 404 for another user's id and stores nothing for either", async () => {
    const u = await signedInMember(t);
    const colleague = await signedInMember(t, { org: u.org, role: 'Member' });
    const res = await upload(u, colleague.account.id, await pngOf());
    expect(res.statusCode).toBe(404);
    expect(res.json().messages[0].id).toBe('ERR_NOT_FOUND');
    expect(storedFiles(colleague.account.id)).toEqual([]);
    expect(storedFiles(u.account.id)).toEqual([]);
    expect(await avatarUrlOf(colleague)).toBeNull();
  });

  it('answers 401 signed out', async () => {
    const u = await signedInMember(t);
    const res = await upload({ cookie: '' }, u.account.id, await pngOf());
    expect(res.statusCode).toBe(401);
    expect(storedFiles(u.account.id)).toEqual([]);
  });

  it('keeps JSON bodies of other modules working (the raw parser is the avatar routes own)', async () => {
    const u = await signedInMember(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/user/details/${u.account.id}/profile`,
      headers: { cookie: u.cookie },
      payload: { firstName: 'Ann', lastName: 'Lee' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('live: a new face reaches every organization of the person', () => {
  it('emits Updated {type: person} to each org room, and not to others', async () => {
    const u = await signedInMember(t);
    const second = await createOrg(t.ctx.db);
    const personInSecond = await addMember(t.ctx.db, second, u.account, 'Member');
    const colleague = await signedInMember(t, { org: u.org, role: 'Member' });
    const outsider = await signedInMember(t);
    const mine = hubClient(t.url, 'live-update-hub', { cookie: colleague.cookie });
    const theirs = hubClient(t.url, 'live-update-hub', { cookie: outsider.cookie });
    await Promise.all([connected(mine), connected(theirs)]);
    try {
      const heard = nextEvent(mine, 'Updated');
      const leaked = nextEvent(theirs, 'Updated', 300);
      expect((await upload(u, u.account.id, await pngOf())).statusCode).toBe(200);
      expect(await heard).toEqual({ type: 'person', id: u.membership.id });
      expect(await leaked).toBeNull();

      const heardRemoval = nextEvent(mine, 'Updated');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/user/details/${u.account.id}/avatar`,
        headers: { cookie: u.cookie },
      });
      expect(del.statusCode).toBe(200);
      expect(await heardRemoval).toEqual({ type: 'person', id: u.membership.id });
    } finally {
      mine.disconnect();
      theirs.disconnect();
    }
    expect(personInSecond.orgId).toBe(second.id);
  });
});

describe('DELETE user/details/{id}/avatar', () => {
  it('goes back to initials and removes the file', async () => {
    const u = await signedInMember(t);
    const url = (await upload(u, u.account.id, await pngOf())).json().avatarUrl;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/user/details/${u.account.id}/avatar`,
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, avatarUrl: null });
    expect(await avatarUrlOf(u)).toBeNull();
    expect(storedFiles(u.account.id)).toEqual([]);
    expect((await fetchFile(url, u.cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another user's id, 401 signed out, and leaves their face alone", async () => {
    const u = await signedInMember(t);
    const colleague = await signedInMember(t, { org: u.org, role: 'Member' });
    const url = (await upload(colleague, colleague.account.id, await pngOf())).json().avatarUrl;
    const del = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v2/user/details/${colleague.account.id}/avatar`,
        headers: { cookie },
      });
    expect((await del(u.cookie)).statusCode).toBe(404);
    expect((await del('')).statusCode).toBe(401);
    expect(await avatarUrlOf(colleague)).toBe(url);
    expect(storedFiles(colleague.account.id)).toEqual([path.basename(url)]);
  });
});

describe('GET avatars/{accountId}/{file}', () => {
  it('serves a colleague their face, refuses the signed out', async () => {
    const u = await signedInMember(t);
    const colleague = await signedInMember(t, { org: u.org, role: 'Member' });
    const url = (await upload(u, u.account.id, await pngOf())).json().avatarUrl;
    expect((await fetchFile(url, colleague.cookie)).statusCode).toBe(200);
    expect((await fetchFile(url)).statusCode).toBe(401);
  });

  it('answers 404 for a file that does not exist', async () => {
    const u = await signedInMember(t);
    const res = await fetchFile(`/api/v2/avatars/${u.account.id}/${'a'.repeat(32)}.webp`, u.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().messages[0].id).toBe('ERR_NOT_FOUND');
  });

  it.each([
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%2Fabcdef0123456789.webp',
    'ABCDEF0123456789.webp',
    'abcdef0123456789.png',
    'abcdef0123456789.webp%00.png',
  ])('refuses a file name it did not make: %s', async (file) => {
    const u = await signedInMember(t);
    const res = await fetchFile(`/api/v2/avatars/${u.account.id}/${file}`, u.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses an account id that is not a uuid', async () => {
    const u = await signedInMember(t);
    const res = await fetchFile(`/api/v2/avatars/..%2F..%2Fdb/${'a'.repeat(32)}.webp`, u.cookie);
    expect(res.statusCode).toBe(422);
  });
});
