import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from './index.ts';

// The English pack is assembled from one file per area (en*.json): a text defined in two files would
// show whichever was merged last, and a file nobody registers would show its ids instead of its texts.
const DIR = __dirname;
const parts = readdirSync(DIR).filter((name) => /^en(\..+)?\.json$/.test(name));
const registry = ['public.ts', 'app.ts', 'settings.ts'].map((file) => readFileSync(join(DIR, file), 'utf8')).join('');

describe('the English pack parts', () => {
  it('define each id in one file only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const part of parts) {
      for (const key of Object.keys(JSON.parse(readFileSync(join(DIR, part), 'utf8')))) {
        const first = seen.get(key);
        if (first) twice.push(`${key} (${first}, ${part})`);
        else seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
  });

  it('are all registered, so every text of every part reaches the pack', () => {
    expect(parts.filter((part) => !registry.includes(`'./${part}'`))).toEqual([]);
    const billing = JSON.parse(readFileSync(join(DIR, 'en.billing.json'), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(billing)) expect(ENGLISH[key]).toBe(text);
  });
});
