// Attack check (15): hostile avatar uploads. Oversized bodies, lying content types, polyglots (a JPEG
// or PNG that is also HTML/JS), SVG with script, decompression bombs in the header and in metadata,
// truncated and corrupt images, encodings the server does not speak, path traversal in ids and file
// names, another person's id, an Observer uploading for someone else. Each must be refused with a 4xx
// or re-encoded: whatever is served is a clean 256 x 256 WebP (no metadata, no markup) with
// `image/webp` and `nosniff`. Never a 500.
import { crc32, deflateSync } from 'node:zlib';
import { AVATAR } from '@eos/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

let t: TestApp;
let owner: SignedInUser;
let observer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t, { role: 'Owner' });
  observer = await signedInMember(t, { role: 'Observer', org: owner.org });
});
afterAll(() => t.close());

const SCRIPT = '<html><body><script>alert(document.cookie)</script><svg onload=alert(1)></svg></body></html>';
const MARKUP = /<\s*(script|html|svg|body|iframe|img)|onload|javascript:/i;

// ---- Hostile files, made by hand or with the server's own image library ------------------------

const noisy = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A grey PNG of this size whose pixel data is all zeros: tiny on disk, width x height once decoded. */
function zeroPng(width: number, height: number, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((width + 1) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header claiming this size, with a few bytes of data: decoding it would need width x height. */
function headerBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose frame header (SOF0) claims 65500 x 65500 pixels. */
async function jpegHeaderBomb(): Promise<Buffer> {
  const jpeg = await noisy(16, 16).jpeg().toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  const out = Buffer.from(jpeg);
  out.writeUInt16BE(65500, sof + 5);
  out.writeUInt16BE(65500, sof + 7);
  return out;
}

/** A WebP (VP8X) whose canvas claims 16384 x 16384. */
async function webpHeaderBomb(): Promise<Buffer> {
  const webp = await noisy(16, 16)
    .webp()
    .withMetadata()
    .withExif({ IFD0: { Make: 'x' } })
    .toBuffer();
  const out = Buffer.from(webp);
  const vp8x = out.indexOf(Buffer.from('VP8X', 'latin1'));
  if (vp8x < 0) return out;
  const put24 = (at: number, v: number) => out.writeUIntLE(v, at, 3);
  put24(vp8x + 12, 16383);
  put24(vp8x + 15, 16383);
  return out;
}

/** A JPEG with a COM segment of HTML inserted after SOI: starts as a JPEG, sniffs as HTML too. */
async function jpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await noisy(64, 64).jpeg().toBuffer();
  const text = Buffer.from(SCRIPT, 'latin1');
  const len = Buffer.alloc(2);
  len.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), len, text, jpeg.subarray(2)]);
}

/** The classic GIFAR-style polyglot: a valid image followed by an HTML page. */
async function imageThenHtml(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const image = await noisy(48, 48).toFormat(format).toBuffer();
  return Buffer.concat([image, Buffer.from(SCRIPT.repeat(20), 'latin1')]);
}

/** Script in every metadata place the formats have: PNG tEXt/iTXt, EXIF, XMP. */
async function pngWithScriptText(): Promise<Buffer> {
  const png = await noisy(40, 40).png().toBuffer();
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1'));
  const itxt = pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${SCRIPT}`, 'latin1'));
  return Buffer.concat([png.subarray(0, 33), text, itxt, png.subarray(33)]);
}
const jpegWithScriptExif = () =>
  noisy(80, 60)
    .jpeg()
    .withExif({ IFD0: { ImageDescription: SCRIPT, Copyright: SCRIPT } })
    .toBuffer();
const webpWithScriptXmp = () =>
  noisy(80, 60).webp().withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${SCRIPT}</x:xmpmeta>`).toBuffer();

/** A zTXt chunk inflating to 64 MB of text: a bomb in the metadata, not in the pixels. */
const zTxtBomb = () =>
  zeroPng(32, 32, [
    pngChunk(
      'zTXt',
      Buffer.concat([
        Buffer.from('Comment\0\0', 'latin1'),
        deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x41), { level: 9 }),
      ]),
    ),
  ]);

/** An iCCP profile that inflates to 32 MB. */
const iccBomb = () =>
  zeroPng(32, 32, [
    pngChunk(
      'iCCP',
      Buffer.concat([Buffer.from('evil\0\0', 'latin1'), deflateSync(Buffer.alloc(32 * 1024 * 1024), { level: 9 })]),
    ),
  ]);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>`;

interface Attack {
  name: string;
  body: () => Promise<Buffer> | Buffer;
  type?: string | null;
  headers?: Record<string, string>;
  /** What we accept as the answer: a 4xx refusal, or 200 with a clean picture. */
  allow: 'refused' | 'stored' | 'either';
}

const attacks: Attack[] = [
  { name: 'oversized (max + 1 byte)', body: () => Buffer.alloc(AVATAR.maxBytes + 1, 0xff), allow: 'refused' },
  {
    name: 'oversized with a valid PNG start',
    body: async () => Buffer.concat([await noisy(32, 32).png().toBuffer(), Buffer.alloc(AVATAR.maxBytes)]),
    allow: 'refused',
  },
  { name: 'empty body', body: () => Buffer.alloc(0), allow: 'refused' },
  { name: 'SVG with script as image/svg+xml', body: () => Buffer.from(svg), type: 'image/svg+xml', allow: 'refused' },
  { name: 'SVG with script claiming image/png', body: () => Buffer.from(svg), allow: 'refused' },
  { name: 'SVG with an XML prolog', body: () => Buffer.from(`<?xml version="1.0"?>${svg}`), allow: 'refused' },
  { name: 'HTML claiming image/jpeg', body: () => Buffer.from(SCRIPT), type: 'image/jpeg', allow: 'refused' },
  {
    name: 'GIF',
    body: () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    type: 'image/gif',
    allow: 'refused',
  },
  { name: 'PDF', body: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'), allow: 'refused' },
  { name: 'TIFF', body: () => noisy(20, 20).tiff().toBuffer(), type: 'image/tiff', allow: 'refused' },
  {
    name: 'AVIF/HEIF',
    body: () =>
      noisy(20, 20)
        .avif()
        .toBuffer()
        .catch(() => Buffer.from('....ftypavif')),
    allow: 'refused',
  },
  {
    name: 'PNG magic then garbage',
    body: () => Buffer.concat([PNG_MAGIC, Buffer.alloc(4000, 0x41)]),
    allow: 'refused',
  },
  {
    name: 'JPEG magic then HTML',
    body: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(SCRIPT)]),
    allow: 'refused',
  },
  {
    name: 'RIFF WEBP header only',
    body: () => Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
    allow: 'refused',
  },
  {
    name: 'truncated PNG (half)',
    body: async () => (await noisy(200, 200).png().toBuffer()).subarray(0, 20000),
    allow: 'refused',
  },
  {
    name: 'truncated JPEG (half)',
    body: async () => {
      const b = await noisy(200, 200).jpeg().toBuffer();
      return b.subarray(0, b.length >> 1);
    },
    allow: 'either',
  },
  {
    name: 'truncated WebP (half)',
    body: async () => {
      const b = await noisy(200, 200).webp().toBuffer();
      return b.subarray(0, b.length >> 1);
    },
    allow: 'either',
  },
  {
    name: 'PNG with a bad CRC',
    body: async () => {
      const b = Buffer.from(await noisy(50, 50).png().toBuffer());
      b.writeUInt8(b.readUInt8(29) ^ 0xff, 29);
      return b;
    },
    allow: 'either',
  },
  { name: 'PNG header bomb 100000 x 100000', body: () => headerBomb(100_000, 100_000), allow: 'refused' },
  { name: 'PNG header bomb 2^31-1 wide', body: () => headerBomb(0x7fffffff, 1), allow: 'refused' },
  { name: 'PNG header bomb 7000 x 7000 (just over the limit)', body: () => headerBomb(7000, 7000), allow: 'refused' },
  { name: 'PNG of zeros 6000 x 6000 (36 M pixels in a few kB)', body: () => zeroPng(6000, 6000), allow: 'either' },
  { name: 'JPEG header bomb 65500 x 65500', body: jpegHeaderBomb, allow: 'refused' },
  { name: 'WebP canvas bomb 16384 x 16384', body: webpHeaderBomb, allow: 'either' },
  { name: 'PNG zTXt bomb (64 MB of text)', body: zTxtBomb, allow: 'either' },
  { name: 'PNG iCCP bomb (32 MB profile)', body: iccBomb, allow: 'either' },
  { name: 'polyglot: JPEG with an HTML comment', body: jpegWithHtmlComment, type: 'text/html', allow: 'stored' },
  { name: 'polyglot: JPEG then an HTML page', body: () => imageThenHtml('jpeg'), allow: 'either' },
  { name: 'polyglot: PNG then an HTML page', body: () => imageThenHtml('png'), allow: 'either' },
  { name: 'polyglot: WebP then an HTML page', body: () => imageThenHtml('webp'), allow: 'either' },
  { name: 'script in PNG tEXt and iTXt', body: pngWithScriptText, allow: 'stored' },
  { name: 'script in JPEG EXIF', body: jpegWithScriptExif, type: 'image/jpeg', allow: 'stored' },
  { name: 'script in WebP XMP', body: webpWithScriptXmp, type: 'image/webp', allow: 'stored' },
  {
    name: 'valid PNG declared application/javascript',
    body: () => noisy(64, 64).png().toBuffer(),
    type: 'application/javascript',
    allow: 'stored',
  },
  { name: 'valid PNG with no content type', body: () => noisy(64, 64).png().toBuffer(), type: null, allow: 'either' },
  {
    name: 'multipart form with an SVG file',
    body: () =>
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${svg}\r\n--b--\r\n`,
      ),
    type: 'multipart/form-data; boundary=b',
    allow: 'refused',
  },
  {
    name: 'gzip-encoded body',
    body: async () => deflateSync(await noisy(64, 64).png().toBuffer()),
    headers: { 'content-encoding': 'gzip' },
    allow: 'either',
  },
  {
    name: 'file name with traversal in Content-Disposition',
    body: () => noisy(64, 64).png().toBuffer(),
    headers: { 'content-disposition': 'attachment; filename="../../../../etc/passwd.html"' },
    allow: 'stored',
  },
  {
    name: '16-bit PNG with alpha',
    body: () =>
      sharp({ create: { width: 30, height: 30, channels: 4, background: '#f008' } })
        .png()
        .toColourspace('rgb16')
        .toBuffer(),
    allow: 'stored',
  },
  { name: 'CMYK JPEG', body: () => noisy(30, 30).toColourspace('cmyk').jpeg().toBuffer(), allow: 'stored' },
  {
    name: 'animated WebP',
    body: () =>
      sharp(Buffer.alloc(32 * 32 * 3 * 3, 0x80), { raw: { width: 32, height: 96, channels: 3 } })
        .webp({ loop: 0, delay: [100, 100, 100] })
        .toBuffer()
        .then((b) => b),
    allow: 'either',
  },
];

const upload = (cookie: string, id: string, payload: Buffer, type: string | null | undefined, extra = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/user/details/${id}/avatar`,
    headers: { cookie, ...(type === null ? {} : { 'content-type': type ?? 'image/png' }), ...extra },
    payload,
  });

/** What is served at the account's current avatar URL must be a clean WebP, whoever uploaded it. */
async function assertServedClean(url: string, cookie: string): Promise<string[]> {
  const faults: string[] = [];
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) return [`serving ${url}: ${res.statusCode}`];
  if (res.headers['content-type'] !== 'image/webp') faults.push(`served as ${res.headers['content-type']}`);
  if (res.headers['x-content-type-options'] !== 'nosniff') faults.push('served without nosniff');
  if (!String(res.headers['content-security-policy']).includes("default-src 'none'")) faults.push('served without CSP');
  const bytes = res.rawPayload;
  if (MARKUP.test(bytes.toString('latin1'))) faults.push('the served file contains markup');
  const meta = await sharp(bytes).metadata();
  if (meta.format !== 'webp') faults.push(`served a ${meta.format}`);
  if (meta.width !== AVATAR.size || meta.height !== AVATAR.size) faults.push(`served ${meta.width} x ${meta.height}`);
  if (meta.exif || meta.xmp || meta.icc || meta.iptc) faults.push('the served file keeps metadata');
  if ((meta.pages ?? 1) > 1) faults.push('the served file is animated');
  return faults;
}

const currentUrl = async (u: SignedInUser) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v2/user/details/${u.account.id}`, headers: { cookie: u.cookie } })
  ).json().user.avatarUrl as string | null;

describe('(15) avatar upload attacks', () => {
  it('refuses or re-encodes every hostile upload, never a 500', { timeout: 120_000 }, async () => {
    const faults: string[] = [];
    let refused = 0;
    let stored = 0;
    let requests = 0;
    for (const attack of attacks) {
      const body = await attack.body();
      const started = Date.now();
      const res = await upload(owner.cookie, owner.account.id, body, attack.type, attack.headers);
      requests += 1;
      const ms = Date.now() - started;
      if (ms > 10_000) faults.push(`${attack.name}: took ${ms} ms`);
      const status = res.statusCode;
      if (process.env.ATTACK_VERBOSE)
        console.log(`${status} ${ms} ms ${attack.name} ${status === 200 ? '' : res.body.slice(0, 80)}`);
      if (status >= 500) faults.push(`${attack.name}: ${status} ${res.body.slice(0, 200)}`);
      else if (status === 200) {
        stored += 1;
        if (attack.allow === 'refused') faults.push(`${attack.name}: stored`);
        const url = res.json().avatarUrl as string;
        if ((await currentUrl(owner)) !== url) faults.push(`${attack.name}: answered a URL the account does not have`);
        // A colleague and the uploader see the same clean file.
        for (const f of await assertServedClean(url, observer.cookie)) faults.push(`${attack.name}: ${f}`);
      } else if (status >= 400) {
        refused += 1;
        if (attack.allow === 'stored') faults.push(`${attack.name}: refused ${status} ${res.body.slice(0, 200)}`);
        const json = res.json();
        if (json.succeeded !== false || !json.messages?.[0]?.id) faults.push(`${attack.name}: no error envelope`);
      } else faults.push(`${attack.name}: answered ${status}`);
    }

    // Someone else's picture: the Observer and the Owner each try the other's, and a made-up account.
    const png = await noisy(64, 64).png().toBuffer();
    const before = await currentUrl(owner);
    const others = [
      upload(observer.cookie, owner.account.id, png, 'image/png'),
      upload(owner.cookie, observer.account.id, png, 'image/png'),
      upload(observer.cookie, '00000000-0000-4000-8000-000000000000', png, 'image/png'),
      t.app.inject({
        method: 'DELETE',
        url: `/api/v2/user/details/${owner.account.id}/avatar`,
        headers: { cookie: observer.cookie },
      }),
      upload('', owner.account.id, png, 'image/png'),
    ];
    for (const res of await Promise.all(others)) {
      requests += 1;
      if (res.statusCode === 200 || res.statusCode >= 500) faults.push(`someone else's avatar: ${res.statusCode}`);
      else refused += 1;
    }
    if ((await currentUrl(owner)) !== before) faults.push("the Owner's face changed by someone else's hand");
    if ((await currentUrl(observer)) !== null) faults.push('the Observer got a face they did not upload');

    // Path traversal in the ids and the served file names.
    const file = before?.split('/').pop() ?? 'x.webp';
    const traversals = [
      `/api/v2/user/details/..%2F..%2Fetc%2Fpasswd/avatar`,
      `/api/v2/user/details/${owner.account.id}%2F..%2F${observer.account.id}/avatar`,
      `/api/v2/avatars/${owner.account.id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/api/v2/avatars/${owner.account.id}/..%2F${file}`,
      `/api/v2/avatars/..%2F${owner.account.id}/${file}`,
      `/api/v2/avatars/${owner.account.id}/${file}%00.html`,
      `/api/v2/avatars/${owner.account.id}/${file.replace('.webp', '.html')}`,
      `/api/v2/avatars/${owner.account.id}/....%2F%2F${file}`,
      `/api/v2/avatars/${owner.account.id.toUpperCase()}/${file}`,
      `/api/v2/avatars/${owner.account.id}/${file.toUpperCase()}`,
      `/api/v2/avatars/%2e%2e/%2e%2e/package.json`,
    ];
    for (const url of traversals) {
      const method = url.endsWith('/avatar') ? 'PUT' : 'GET';
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: owner.cookie, 'content-type': 'image/png' },
        ...(method === 'PUT' ? { payload: png } : {}),
      });
      requests += 1;
      if (res.statusCode >= 500) faults.push(`${method} ${url}: ${res.statusCode}`);
      else if (res.statusCode === 200) {
        // Only ever the avatar itself, served as the clean picture it is.
        if (res.headers['content-type'] !== 'image/webp' && method === 'GET')
          faults.push(`${url}: served ${res.headers['content-type']}`);
        if (method === 'PUT') faults.push(`${url}: stored`);
      } else refused += 1;
    }

    expect(faults).toEqual([]);
    recordFigure(
      15,
      'avatar upload attacks',
      `${requests} hostile uploads and fetches (${attacks.length} crafted files): ${refused} refused with 4xx, ${stored} re-encoded to a clean 256 x 256 WebP served as image/webp with nosniff, 0 answers of 500`,
    );
  });
});
