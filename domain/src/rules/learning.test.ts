import { describe, expect, it } from 'vitest';
import { formatVideoDuration, videoEmbed } from './learning.ts';

describe('videoEmbed', () => {
  it('plays YouTube addresses in the youtube-nocookie player', () => {
    const src = 'https://www.youtube-nocookie.com/embed/abcdefghijk';
    for (const url of [
      'https://www.youtube.com/watch?v=abcdefghijk',
      'https://youtube.com/watch?v=abcdefghijk&t=30s',
      'https://m.youtube.com/watch?v=abcdefghijk',
      'https://youtu.be/abcdefghijk',
      'https://www.youtube.com/embed/abcdefghijk',
      'https://www.youtube.com/shorts/abcdefghijk',
    ]) {
      expect(videoEmbed(url), url).toEqual({ kind: 'youtube', src });
    }
    expect(videoEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/channel/abc')).toBeNull();
  });

  it('plays Vimeo addresses in its player, an unlisted video with its hash', () => {
    expect(videoEmbed('https://vimeo.com/123456')).toEqual({
      kind: 'vimeo',
      src: 'https://player.vimeo.com/video/123456',
    });
    expect(videoEmbed('https://player.vimeo.com/video/123456')?.src).toBe('https://player.vimeo.com/video/123456');
    expect(videoEmbed('https://vimeo.com/123456/abc123')?.src).toBe('https://player.vimeo.com/video/123456?h=abc123');
    expect(videoEmbed('https://vimeo.com/channels/staff')).toBeNull();
  });

  it('plays .mp4 and .webm files in the browser, and refuses anything else', () => {
    expect(videoEmbed('https://cdn.example.com/a/intro.MP4?sig=1')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a/intro.MP4?sig=1',
      type: 'video/mp4',
    });
    expect(videoEmbed('https://cdn.example.com/intro.webm')).toMatchObject({ kind: 'file', type: 'video/webm' });
    for (const url of ['https://example.com/page.html', 'javascript:alert(1)//x.mp4', 'ftp://x/y.mp4', 'not a url']) {
      expect(videoEmbed(url), url).toBeNull();
    }
  });
});

it('formats lengths as a clock reads them', () => {
  expect([45, 754, 3723].map(formatVideoDuration)).toEqual(['0:45', '12:34', '1:02:03']);
});
