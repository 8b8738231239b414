import { AVATAR } from '@eos/domain';

/** What the file picker offers: the three formats the server accepts, by extension and by type. */
export const AVATAR_ACCEPT = ['.png', '.jpg', '.jpeg', '.webp', ...AVATAR.mimeTypes].join(',');

/** A chosen picture: its data URL and natural size in pixels. */
export interface AvatarImage {
  src: string;
  width: number;
  height: number;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The image's size if the browser can draw it; null for a renamed text file or broken bytes. */
async function decode(src: string): Promise<{ width: number; height: number } | null> {
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
  } catch {
    return null;
  }
  const { naturalWidth: width, naturalHeight: height } = image;
  return width > 0 && height > 0 ? { width, height } : null;
}

function isAcceptedType(file: File): boolean {
  const type = file.type.toLowerCase();
  if (type) return (AVATAR.mimeTypes as readonly string[]).includes(type);
  // Some systems give no type (e.g. .webp on older ones): the extension is all there is.
  return /\.(png|jpe?g|webp)$/i.test(file.name);
}

/**
 * Checks a chosen file before the crop opens: at most 5 MB, one of the three formats, and an image
 * the browser can decode. Answers the image for the cropper, or the language-pack id of the refusal.
 * The server checks the bytes again; this only spares the user a useless crop and upload.
 */
export async function chooseAvatarImage(file: File): Promise<{ image: AvatarImage } | { error: string }> {
  if (file.size > AVATAR.maxBytes) return { error: 'ERR_AVATAR_TOO_LARGE' };
  if (!isAcceptedType(file)) return { error: 'ERR_AVATAR_UNSUPPORTED' };
  const src = await readAsDataUrl(file).catch(() => null);
  const size = src ? await decode(src) : null;
  if (!src || !size) return { error: 'ERR_AVATAR_UNREADABLE' };
  return { image: { src, ...size } };
}

/** The square the cropper shows before any move: the largest one, centred (zoom 1). */
export function centredSquare({ width, height }: Pick<AvatarImage, 'width' | 'height'>) {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
}
