import { describe, expect, it } from 'vitest';
import { needsMeetingFirst } from '../../shell/useQuickAdd';

describe('needsMeetingFirst (000 §2 meeting-required prompt)', () => {
  it('asks for a meeting when the user has none, or the count is unknown', () => {
    expect(needsMeetingFirst(0)).toBe(true);
    expect(needsMeetingFirst(undefined)).toBe(true);
    expect(needsMeetingFirst(null)).toBe(true);
  });

  it('does not ask once the user has a meeting', () => {
    expect(needsMeetingFirst(1)).toBe(false);
    expect(needsMeetingFirst(12)).toBe(false);
  });
});
