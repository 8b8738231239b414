import helmet from '@fastify/helmet';
import type { App } from '../context.ts';

/**
 * Browser features the app does not use are switched off for our pages and anything they embed;
 * the one it uses (copying the calendar feed link) stays on for our own origin, and full screen for
 * our origin and the learning centre's video players. When a feature such
 * as the voice assistant needs the microphone, it turns `microphone` to `(self)` here.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  // The learning centre's players (VIDEO_PLAYER_ORIGINS) may go full screen too.
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The WebSocket origin of PUBLIC_URL: ws://host for http, wss://host for https. */
export function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers on every answer (HTML, API, files, errors): helmet's set with our CSP, and
 * Permissions-Policy. connect-src is our own origin only: 'self' covers same-origin WebSockets in
 * current browsers (CSP Level 3); the PUBLIC_URL's ws(s) origin is named too for browsers that
 * predate that rule. No ws:/wss: wildcard, so injected script could not open a socket to any host.
 */
export async function registerSecurityHeaders(
  app: App,
  publicUrl: string,
  embeds: { frame: string[]; media: string[] } = { frame: [], media: [] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", webSocketOrigin(publicUrl)],
        fontSrc: ["'self'", 'data:'],
        // The learning centre's videos: the YouTube and Vimeo players, and the catalogue's file hosts.
        frameSrc: ["'self'", ...embeds.frame],
        mediaSrc: ["'self'", ...embeds.media],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // frame-ancestors 'none' for browsers that read CSP; X-Frame-Options says the same to older ones.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // API answers carry a person's data: no browser or proxy cache keeps them, unless the route says
  // otherwise (the language pack is public and cached for 5 minutes).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
