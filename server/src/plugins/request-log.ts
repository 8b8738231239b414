import type { App } from '../context.ts';

/**
 * One log line per answered request: method, URL (secrets redacted by the req serializer), status
 * and time, and the id of the access token it came with (never its secret: the Authorization header
 * is not logged). API calls log at info; the web app's files (scripts, styles, images, the page
 * itself) at debug, so the info log reads as what people did rather than what their browsers fetched.
 */
export function registerRequestLog(app: App): void {
  app.addHook('onResponse', async (request, reply) => {
    const level = request.url.startsWith('/api/') ? 'info' : 'debug';
    request.log[level](
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
        ...(request.bearer ? { tokenId: request.bearer.tokenId } : {}),
      },
      'request',
    );
  });
}
