import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { listPersons } from '../users/repository.ts';
import { toAvatarWebp } from './image.ts';
import { swapAvatarUrl } from './repository.ts';
import { type AvatarFile, avatarFileOf, avatarUrlOf, removeAvatar, writeAvatar } from './storage.ts';

/**
 * The face shows wherever the person does: every organization the account is a person of hears
 * Updated {type:'person'}, and its open apps reload the session (the top bar) and their people lists.
 */
async function announce(ctx: AppContext, accountId: string): Promise<void> {
  for (const { orgId, personId } of await listPersons(ctx.db, accountId)) {
    ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'person', id: personId });
  }
}

/** Drops the file an account no longer points at, unless it is the one now in use (the same image again). */
async function removeReplaced(ctx: AppContext, previous: string | null, current: AvatarFile | null): Promise<void> {
  const old = avatarFileOf(previous);
  if (!old || (current && old.accountId === current.accountId && old.file === current.file)) return;
  await removeAvatar(ctx.config.uploadDir, old);
}

/**
 * A new picture from uploaded bytes. Only the caller's own id (another answers 404, as GET
 * user/details does). Nothing is stored when the image is refused; the file is written before
 * the account points at it and removed again if that fails.
 */
export async function setAvatar(
  ctx: AppContext,
  opts: { accountId: string; id: string; bytes: Buffer },
): Promise<{ avatarUrl: string }> {
  if (opts.id !== opts.accountId) throw notFound();
  const webp = await toAvatarWebp(opts.bytes);
  const stored = await writeAvatar(ctx.config.uploadDir, opts.accountId, webp);
  const avatarUrl = avatarUrlOf(stored);
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await swapAvatarUrl(ctx.db, opts.accountId, avatarUrl);
  } catch (error) {
    await removeAvatar(ctx.config.uploadDir, stored);
    throw error;
  }
  if (!swapped) {
    await removeAvatar(ctx.config.uploadDir, stored);
    throw notFound();
  }
  await removeReplaced(ctx, swapped.previous, stored);
  await announce(ctx, opts.accountId);
  return { avatarUrl };
}

/** Back to initials: the account forgets its picture and the file goes. */
export async function clearAvatar(ctx: AppContext, opts: { accountId: string; id: string }): Promise<void> {
  if (opts.id !== opts.accountId) throw notFound();
  const swapped = await swapAvatarUrl(ctx.db, opts.accountId, null);
  if (!swapped) throw notFound();
  await removeReplaced(ctx, swapped.previous, null);
  if (swapped.previous !== null) await announce(ctx, opts.accountId);
}
