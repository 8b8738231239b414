import { describe, expect, it } from 'vitest';
import { initialMenuOpen, shouldSaveMenuPreference } from './menuState';

describe('initialMenuOpen', () => {
  it('starts closed below 576 px whatever was saved', () => {
    expect(initialMenuOpen(375, true)).toBe(false);
    expect(initialMenuOpen(575, undefined)).toBe(false);
  });

  it('starts open from 576 px when nothing is saved', () => {
    expect(initialMenuOpen(576, undefined)).toBe(true);
    expect(initialMenuOpen(1440, undefined)).toBe(true);
  });

  it('lets the saved preference win on wide windows', () => {
    expect(initialMenuOpen(1440, false)).toBe(false);
    expect(initialMenuOpen(1440, true)).toBe(true);
  });
});

describe('shouldSaveMenuPreference', () => {
  it('saves toggles on wide windows only', () => {
    expect(shouldSaveMenuPreference(1440)).toBe(true);
    expect(shouldSaveMenuPreference(375)).toBe(false);
  });
});
