import { describe, expect, it } from 'vitest';
import { displayName, initials } from './names.ts';
import { fillMessage } from './text.ts';

const ada = { firstName: 'Ada', lastName: 'Lovelace' };

describe('name display styles (002 §9)', () => {
  it.each([
    ['full', 'Ada Lovelace'],
    ['first-only', 'Ada'],
    ['first-last-initial', 'Ada L'],
    ['first-last-initial-dot', 'Ada L.'],
    ['first-initial-last', 'A. Lovelace'],
    ['last-first', 'Lovelace, Ada'],
  ] as const)('%s -> %s', (style, expected) => {
    expect(displayName(ada, style)).toBe(expected);
  });

  it('copes with a missing last name', () => {
    expect(displayName({ firstName: 'Cher', lastName: '' }, 'last-first')).toBe('Cher');
    expect(initials(ada)).toBe('AL');
  });

  it('fills {0} parameters and leaves unknown ones', () => {
    expect(fillMessage('Created: {0}', ['Rock'])).toBe('Created: Rock');
    expect(fillMessage('{0} of {1}', ['a'])).toBe('a of {1}');
  });
});
