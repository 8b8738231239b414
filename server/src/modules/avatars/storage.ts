import { createHash, randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX, AVATAR_FILE_PATTERN } from '@eos/domain';

/**
 * The avatar files: uploadDir/avatars/<accountId>/<content hash>.webp. The folder may be shared by
 * several app nodes (UPLOAD_DIR), so each file is written whole under a temporary name and renamed:
 * no node ever serves half a picture.
 */
export interface AvatarFile {
  accountId: string;
  file: string;
}

const URL_PREFIX = `${API_PREFIX}/avatars/`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public URL of a stored file (what accounts.avatar_url holds). */
export function avatarUrlOf({ accountId, file }: AvatarFile): string {
  return `${URL_PREFIX}${accountId}/${file}`;
}

/** The file behind one of our own avatar URLs; null for anything else (an outside URL, a seed value). */
export function avatarFileOf(url: string | null): AvatarFile | null {
  if (!url?.startsWith(URL_PREFIX)) return null;
  const [accountId, file, ...rest] = url.slice(URL_PREFIX.length).split('/');
  if (rest.length > 0 || !accountId || !file || !UUID.test(accountId) || !AVATAR_FILE_PATTERN.test(file)) return null;
  return { accountId, file };
}

/**
 * Where a file lives. The names are checked again here (not only by the route's schema) so that
 * no caller can build a path outside the avatars folder.
 */
function pathOf(uploadDir: string, { accountId, file }: AvatarFile): string {
  if (!UUID.test(accountId) || !AVATAR_FILE_PATTERN.test(file)) throw new Error('not an avatar file name');
  const root = path.resolve(uploadDir, 'avatars');
  const full = path.resolve(root, accountId, file);
  if (!full.startsWith(root + path.sep)) throw new Error('avatar path outside its folder');
  return full;
}

/** Stores the WebP bytes under their content hash (a new URL per image: no cache shows a stale face). */
export async function writeAvatar(uploadDir: string, accountId: string, webp: Buffer): Promise<AvatarFile> {
  const stored: AvatarFile = {
    accountId,
    file: `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`,
  };
  const target = pathOf(uploadDir, stored);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, webp, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return stored;
}

/** Removes a stored file; one already gone is fine (another node, or a retry, removed it). */
export async function removeAvatar(uploadDir: string, stored: AvatarFile): Promise<void> {
  await rm(pathOf(uploadDir, stored), { force: true });
}

/** The open file and its size, or null when there is no such file. */
export async function openAvatar(
  uploadDir: string,
  stored: AvatarFile,
): Promise<{ handle: FileHandle; size: number } | null> {
  try {
    const handle = await open(pathOf(uploadDir, stored), 'r');
    const { size } = await handle.stat();
    return { handle, size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
