import { describe, expect, it } from 'vitest';
import { Email, requiredText } from '../schemas/common.ts';
import { ContentHtml } from '../schemas/items.ts';
import { isSafeText, unsafeTextPaths } from './safe-text.ts';

describe('the safe text rule (issue 14 F4)', () => {
  it('refuses NUL and lone surrogates, keeps pairs, accents and other control characters', () => {
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\ud800y', '\udfff', 'a\udc00\ud800b', '🚀'.slice(0, 1)]) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'Zoë', '🚀 go', '\t\n\u0001\u007f', '\ud83d\ude80', '中文']) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('names every unsafe value and key in a request, however deep', () => {
    expect(unsafeTextPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { 'k\ud800': 1, d: { e: '\udc00' } } })).toEqual([
      ['b', 1],
      ['c', 'k\ud800'],
      ['c', 'd', 'e'],
    ]);
    expect(unsafeTextPaths({ n: 1, t: true, z: null, s: 'fine' })).toEqual([]);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unsafeTextPaths(deep)[0]).toHaveLength(32);
  });

  it('is part of the shared text schemas, so forms refuse what the server would', () => {
    expect(requiredText().safeParse('a\u0000b').error?.issues[0]?.message).toBe('VAL_INVALID');
    expect(Email.safeParse('a\u0000b@x.test').error?.issues[0]?.message).toBe('VAL_INVALID');
    expect(ContentHtml.safeParse('<p>\ud800</p>').error?.issues[0]?.message).toBe('VAL_INVALID');
    expect(requiredText().parse(' Zoë 🚀 ')).toBe('Zoë 🚀');
  });
});
