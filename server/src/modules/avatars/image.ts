import { AVATAR } from '@eos/domain';
import { AppError } from '../../lib/errors.ts';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

const unsupported = () => new AppError('validation', 'ERR_AVATAR_UNSUPPORTED');
const tooManyPixels = () => new AppError('validation', 'ERR_AVATAR_TOO_LARGE_PIXELS');

/**
 * The first bytes of each accepted format. Checked before the bytes reach the image library at all,
 * so an SVG (XML for librsvg), a PDF or anything else never gets a parser: only the three decoders
 * we mean to expose ever run on uploaded bytes.
 */
function looksLikeAcceptedImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  return png || jpeg || webp;
}

/** The library's refusal of an image over the pixel limit: it reads this from the header, before decoding. */
function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Uploaded bytes -> the stored avatar: a 256 x 256 WebP, upright (EXIF orientation applied), with
 * no metadata (EXIF, GPS, ICC comments are dropped because sharp writes none unless asked).
 * The name and declared type of the upload are ignored: only what the bytes are counts.
 * Refuses with 422 ERR_AVATAR_UNSUPPORTED (not PNG/JPEG/WebP, truncated, corrupt) or
 * ERR_AVATAR_TOO_LARGE_PIXELS (a decompression bomb: huge dimensions in a small file).
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0 || !looksLikeAcceptedImage(bytes)) throw unsupported();
  // failOn 'error': truncated or corrupt pixel data aborts instead of yielding a half-grey face.
  const options = { limitInputPixels: AVATAR.maxInputPixels, failOn: 'error' } as const;
  // sharp (libvips) loads with the first upload: 11 MB and 90 ms a server need not pay at start.
  const { default: sharp } = await import('sharp');

  // The header alone: format and dimensions, so a bomb is refused before any pixel is decoded.
  const metadata = await sharp(bytes, options)
    .metadata()
    .catch((error: unknown) => {
      throw isPixelLimitError(error) ? tooManyPixels() : unsupported();
    });
  if (!ACCEPTED_FORMATS.has(metadata.format ?? '')) throw unsupported();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > AVATAR.maxInputPixels) throw tooManyPixels();

  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(AVATAR.size, AVATAR.size, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw isPixelLimitError(error) ? tooManyPixels() : unsupported();
  }
}
