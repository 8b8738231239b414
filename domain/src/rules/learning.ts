/**
 * The learning centre's videos (000 §2, 001 §2 ShowVideoPopup, 002 §3 'video: id, url'): which
 * addresses a catalogue may hold and how each one plays. YouTube plays in the privacy-enhanced
 * youtube-nocookie player, Vimeo in its player, an .mp4 or .webm file in the browser's own player.
 */

/** The three libraries of the learning centre, in the order of its tabs and of the routes. */
export const LearningLibraries = ['eos-one', 'toolbox', 'traction-library'] as const;
export type LearningLibrary = (typeof LearningLibraries)[number];

/** The player origins the web app may frame (the server's CSP frame-src names them). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export type VideoEmbed =
  | { kind: 'youtube'; src: string }
  | { kind: 'vimeo'; src: string }
  | { kind: 'file'; src: string; type: 'video/mp4' | 'video/webm' };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parseUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const path = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return path?.[1] ?? null;
}

/**
 * How a catalogue address plays, or null when it is none of the supported kinds: youtube.com/watch?v=,
 * youtu.be/, youtube.com/embed|shorts/; vimeo.com/ID (an unlisted video's vimeo.com/ID/HASH too) and
 * player.vimeo.com/video/ID; an http(s) address of an .mp4 or .webm file.
 */
export function videoEmbed(address: string): VideoEmbed | null {
  const url = parseUrl(address);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt !== null) {
    return YOUTUBE_ID.test(yt) ? { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt}` } : null;
  }
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com' || url.hostname === 'player.vimeo.com') {
    const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/.exec(url.pathname);
    if (!match) return null;
    const hash = match[2] ?? url.searchParams.get('h');
    const query = hash && /^[0-9a-f]+$/.test(hash) ? `?h=${hash}` : '';
    return { kind: 'vimeo', src: `https://player.vimeo.com/video/${match[1]}${query}` };
  }
  const file = /\.(mp4|webm)$/i.exec(url.pathname);
  if (file)
    return { kind: 'file', src: url.href, type: file[1]?.toLowerCase() === 'webm' ? 'video/webm' : 'video/mp4' };
  return null;
}

/** A length in seconds as a clock reads it: 0:45, 12:05, 1:02:03. */
export function formatVideoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
