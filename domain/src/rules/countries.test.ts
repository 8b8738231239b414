import { describe, expect, it } from 'vitest';
import { countries, hasCountry, normaliseState, subdivisions } from './countries.ts';

describe('countries and their states (002 §3, from country-region-data)', () => {
  it('lists every country by English name, A to Z, with the US and Canada among them', () => {
    const list = countries();
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ code: 'US', name: 'United States' });
    expect(list).toContainEqual({ code: 'CA', name: 'Canada' });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Afghanistan');
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
  });

  it('lists the US states and Canadian provinces by name, with their postal codes', () => {
    const states = subdivisions('US');
    expect(states).toContainEqual({ code: 'CA', name: 'California' });
    expect(states).toContainEqual({ code: 'NY', name: 'New York' });
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(states.length).toBeGreaterThanOrEqual(51);
    const provinces = subdivisions('ca');
    expect(provinces.map((p) => p.code).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(provinces[0]).toEqual({ code: 'AB', name: 'Alberta' });
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has lists for the other countries whose state is required (GB, AU, DE)', () => {
    expect(subdivisions('AU')).toContainEqual({ code: 'NSW', name: 'New South Wales' });
    expect(subdivisions('DE')).toContainEqual({ code: 'BY', name: 'Bayern' });
    expect(subdivisions('GB').length).toBeGreaterThan(100);
  });

  it('has no list for an unknown country', () => {
    expect(subdivisions('ZZ')).toEqual([]);
    expect(hasCountry('ZZ')).toBe(false);
    expect(hasCountry('us')).toBe(true);
  });

  it('gives a region without a code of its own its name as the code (never the text "undefined")', () => {
    const pr = subdivisions('PR');
    expect(pr.length).toBeGreaterThan(0);
    expect(pr.some((r) => r.code === 'undefined')).toBe(false);
    expect(pr).toContainEqual({ code: 'San Juan', name: 'San Juan' });
  });

  it('a caller cannot change the lists by changing what it got', () => {
    countries().pop();
    subdivisions('US').length = 0;
    expect(countries()).toContainEqual({ code: 'ZW', name: 'Zimbabwe' });
    expect(subdivisions('US').length).toBeGreaterThan(50);
  });
});

describe('normaliseState: a state not in the country’s list is cleared (002 §5)', () => {
  it('keeps a state of the list, read by code or by name in any case', () => {
    expect(normaliseState('US', 'CA')).toBe('CA');
    expect(normaliseState('US', 'ca')).toBe('CA');
    expect(normaliseState('US', 'california')).toBe('CA');
    expect(normaliseState('CA', 'Ontario')).toBe('ON');
  });

  it('clears a state the list does not hold, as when the country changes', () => {
    expect(normaliseState('CA', 'NY')).toBeNull();
    expect(normaliseState('US', 'Bavaria')).toBeNull();
    expect(normaliseState('US', '  ')).toBeNull();
    expect(normaliseState('US', null)).toBeNull();
  });

  it('keeps free text where the country has no list', () => {
    expect(normaliseState('ZZ', ' Somewhere ')).toBe('Somewhere');
  });
});
