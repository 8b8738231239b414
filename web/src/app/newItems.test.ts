import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginOwnWrite, ECHO_MS, isOwnEcho, noteOwnWrite, resetOwnWrites, unlessOwnEcho } from './liveEcho';
import { clearNew, isNew, markNew, NEW_MS, resetNewMarks } from './newItems';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetNewMarks();
  resetOwnWrites();
  vi.useRealTimers();
});

describe('the New mark', () => {
  it('lasts 30 seconds from the latest Added, per type and id', () => {
    markNew('todo', 'a');
    expect([isNew('todo', 'a'), isNew('issue', 'a'), isNew('todo', 'b')]).toEqual([true, false, false]);
    vi.advanceTimersByTime(NEW_MS - 1000);
    // Added again (another copy, or re-added): the 30 s start over.
    markNew('todo', 'a');
    vi.advanceTimersByTime(NEW_MS - 1);
    expect(isNew('todo', 'a')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isNew('todo', 'a')).toBe(false);
    expect(NEW_MS).toBe(30_000);
  });

  it('goes when the item is opened', () => {
    markNew('rock', 'r');
    clearNew('rock', 'r');
    expect(isNew('rock', 'r')).toBe(false);
  });
});

describe('echo suppression', () => {
  it("drops what follows an event within 100 ms of this tab's own write, before or after it", () => {
    expect(ECHO_MS).toBe(100);
    const heard: string[] = [];
    // The answer came first, the echo 80 ms later.
    noteOwnWrite('todo', ['a']);
    vi.advanceTimersByTime(80);
    unlessOwnEcho('todo', 'a', () => heard.push('a'));
    // The echo came first, the answer 60 ms later.
    unlessOwnEcho('todo', 'b', () => heard.push('b'));
    vi.advanceTimersByTime(60);
    noteOwnWrite('todo', ['b']);
    // Someone else's change to another item, and an own write long ago.
    unlessOwnEcho('todo', 'c', () => heard.push('c'));
    noteOwnWrite('issue', ['d']);
    vi.advanceTimersByTime(1000);
    unlessOwnEcho('issue', 'd', () => heard.push('d'));
    vi.advanceTimersByTime(ECHO_MS);
    expect(heard).toEqual(['c', 'd']);
  });

  it('counts a write still waiting for its answer, however long it takes', () => {
    const settled = beginOwnWrite('org', 'o');
    vi.advanceTimersByTime(5000);
    expect(isOwnEcho('org', 'o', Date.now())).toBe(true);
    settled();
    vi.advanceTimersByTime(ECHO_MS + 1);
    expect(isOwnEcho('org', 'o', Date.now())).toBe(false);
  });
});
