import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { ConfigurationError } from '../../lib/configuration-error.ts';
import defaultCatalogue from './catalogue.json' with { type: 'json' };

const dir = mkdtempSync(path.join(os.tmpdir(), 'eos-learning-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes an operator's catalogue file and returns its path. */
function catalogueFile(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const operatorVideos = [
  {
    id: 'our-l10',
    library: 'toolbox',
    url: 'https://www.youtube.com/watch?v=abcdefghijk',
    title: 'How we run our Level 10',
    summary: 'Our own meeting, recorded.',
    duration: 754,
    topic: 'Meetings',
  },
  {
    id: 'welcome',
    library: 'eos-one',
    url: 'https://videos.example.com/welcome.mp4',
    title: 'Welcome',
    duration: 60,
    topic: 'Getting started',
  },
];

/** The app started with LEARNING_CATALOGUE set, as an operator would start it. */
function appWith(file: string | undefined): Promise<TestApp> {
  return createTestApp({ learningCatalogue: loadConfig({ LEARNING_CATALOGUE: file }).learningCatalogue });
}

describe('GET learning-center/catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(undefined);
  });
  afterAll(() => t.close());

  it("serves the repository's catalogue to any member, Observers included, and nobody signed out", async () => {
    const observer = await signedInMember(t, { role: 'Observer' });
    const res = await t.app.inject({ url: '/api/v2/learning-center/catalogue', headers: { cookie: observer.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, videos: defaultCatalogue.videos });
    const signedOut = await t.app.inject({ url: '/api/v2/learning-center/catalogue' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets pages frame the YouTube and Vimeo players, and play files from no other host', async () => {
    const res = await t.app.inject({ url: '/api/v2/version' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(csp).toMatch(/media-src 'self'(;|$)/);
  });
});

describe('LEARNING_CATALOGUE', () => {
  it("replaces the repository's catalogue with the operator's file, and lets its video files play", async () => {
    const t = await appWith(catalogueFile('ours.json', { videos: operatorVideos }));
    try {
      const member = await signedInMember(t, { role: 'Member' });
      const res = await t.app.inject({ url: '/api/v2/learning-center/catalogue', headers: { cookie: member.cookie } });
      expect(res.json().videos).toEqual([operatorVideos[0], { ...operatorVideos[1], summary: '' }]);
      expect(String(res.headers['content-security-policy'])).toContain("media-src 'self' https://videos.example.com");
    } finally {
      await t.close();
    }
  });

  it('refuses to start on a file that is missing, not JSON, or not a catalogue, saying where and what', () => {
    const start = (file: string) => () => loadConfig({ LEARNING_CATALOGUE: file });
    expect(start(path.join(dir, 'nowhere.json'))).toThrow(ConfigurationError);
    expect(start(path.join(dir, 'nowhere.json'))).toThrow(
      /LEARNING_CATALOGUE \(.*nowhere\.json\) cannot be read: no such file/,
    );
    expect(start(catalogueFile('broken.json', '{"videos": ['))).toThrow(/broken\.json\) cannot be read: .*JSON/);

    const bad = catalogueFile('bad.json', {
      videos: [
        { ...operatorVideos[0], url: 'https://example.com/page.html' },
        { ...operatorVideos[1], library: 'elsewhere' },
        { ...operatorVideos[1], id: 'Not A Slug', extra: true },
      ],
    });
    let message = '';
    try {
      loadConfig({ LEARNING_CATALOGUE: bad });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('is not a valid video catalogue');
    expect(message).toContain('videos[0].url is not a YouTube, Vimeo or .mp4/.webm address');
    expect(message).toContain('videos[1].library must be one of eos-one, toolbox, traction-library');
    expect(message).toContain('videos[2] unknown field extra');
    expect(message).toContain('videos[2].id must be lowercase letters, digits and dashes');

    const twice = catalogueFile('twice.json', { videos: [operatorVideos[0], operatorVideos[0]] });
    expect(start(twice)).toThrow(/videos two videos have the same id/);
  });
});
