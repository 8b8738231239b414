import { describe, expect, it } from 'vitest';
import { citedIn } from './citations.ts';
import { bestSections, searchTerms } from './guides.ts';
import { quarterDays } from './tools/items.ts';

const rock = (id: string, title: string) => ({ kind: 'rock' as const, id, title, url: `/r/${id}` });

describe('citations', () => {
  it('are the things the answer names by title, ignoring case and spacing, each once', () => {
    const found = [rock('1', 'Hire a head of support'), rock('2', 'Close deals'), rock('1', 'Hire a head of support')];
    expect(citedIn('HIRE a  head of support is late.', found)).toEqual([found[0]]);
  });

  it('are all of few things when the answer names none, and none of many', () => {
    const few = [rock('1', 'Alpha'), rock('2', 'Beta')];
    expect(citedIn('Both are fine.', few)).toEqual(few);
    const many = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((t) => rock(t, `Rock ${t}`));
    expect(citedIn('All fine.', many)).toEqual([]);
  });
});

describe('quarters', () => {
  it("'current' is today's quarter; 'YYYY-Qn' that quarter", () => {
    expect(quarterDays('current', '2026-05-14')).toEqual(['2026-04-01', '2026-06-30']);
    expect(quarterDays('2025-Q4', '2026-05-14')).toEqual(['2025-10-01', '2025-12-31']);
    expect(quarterDays('2024-Q1', '2026-05-14')).toEqual(['2024-01-01', '2024-03-31']);
  });
});

describe('the guide search', () => {
  it('keeps the words worth matching, plurals as singulars', () => {
    expect(searchTerms('How do we set our Rocks for the quarter?')).toEqual(['set', 'rock', 'quarter']);
  });

  it('finds the section that answers, best first, one per guide', () => {
    const [first] = bestSections('What happens in the Segue?');
    expect([first?.guide.key, first?.heading]).toEqual(['level-10-meeting', 'Segue (5 minutes)']);
    const keys = bestSections('off track rocks').map((s) => s.guide.key);
    expect(keys[0]).toBe('rocks');
    expect(new Set(keys).size).toBe(keys.length);
    expect(bestSections('the of and')).toEqual([]);
  });
});
