import { AVATAR, AvatarFileParams, AvatarResponse, IdParams } from '@eos/domain';
import type { FastifyError } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/access.ts';
import { clearAvatar, setAvatar } from './service.ts';
import { openAvatar } from './storage.ts';

/** A body over AVATAR.maxBytes says so in words, not the generic 'request is too large'. */
function tooLargeAsAvatarMessage(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('payloadTooLarge', 'ERR_AVATAR_TOO_LARGE');
  throw error;
}

/** Avatars: upload (re-encoded to a 256 x 256 WebP), removal, and serving the stored files. */
export async function avatarRoutes(api: App, ctx: AppContext): Promise<void> {
  // Its own scope: the raw-bytes parser must not reach the JSON routes of other modules.
  await api.register(async (scope: App) => {
    // Whatever the declared type (image/png, image/jpeg, image/webp, application/octet-stream, or a
    // lie such as image/svg+xml), the body is buffered as bytes and the bytes alone decide.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AVATAR.maxBytes }, (_request, body, done) =>
      done(null, body),
    );

    scope.put(
      '/user/details/:id/avatar',
      {
        config: { access: 'account' },
        bodyLimit: AVATAR.maxBytes,
        errorHandler: tooLargeAsAvatarMessage,
        schema: { params: IdParams, response: { 200: AvatarResponse } },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { avatarUrl } = await setAvatar(ctx, {
          accountId: sessionOf(request).accountId,
          id: request.params.id,
          bytes,
        });
        return { succeeded: true as const, avatarUrl };
      },
    );

    scope.delete(
      '/user/details/:id/avatar',
      { config: { access: 'account' }, schema: { params: IdParams, response: { 200: AvatarResponse } } },
      async (request) => {
        await clearAvatar(ctx, { accountId: sessionOf(request).accountId, id: request.params.id });
        return { succeeded: true as const, avatarUrl: null };
      },
    );

    // The app's <img> sends the session cookie; the file name is the content hash, so a URL never
    // changes meaning and may be cached for good.
    scope.get(
      '/avatars/:accountId/:file',
      { config: { access: 'account' }, schema: { params: AvatarFileParams } },
      async (request, reply) => {
        const found = await openAvatar(ctx.config.uploadDir, request.params);
        if (!found) throw notFound();
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', found.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(found.handle.createReadStream());
      },
    );
  });
}
