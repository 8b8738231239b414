import { describe, expect, it } from 'vitest';
import { insertEntry, removeEntry, updateEntry } from './ordered.ts';

const list = [
  { id: 'b', sequence: 1, title: 'B' },
  { id: 'a', sequence: 0, title: 'A' },
  { id: 'c', sequence: 2, title: 'C' },
];
const titles = (l: { title: string; sequence: number }[]) => l.map((e) => `${e.sequence}:${e.title}`);

describe('the V/TO ordered lists', () => {
  it('adds at the end, or at a position, and numbers from 0', () => {
    expect(titles(insertEntry(list, { id: 'd', sequence: -1, title: 'D' }))).toEqual(['0:A', '1:B', '2:C', '3:D']);
    expect(titles(insertEntry(list, { id: 'd', sequence: -1, title: 'D' }, 1))).toEqual(['0:A', '1:D', '2:B', '3:C']);
  });

  it('moves an entry when it is dragged, and changes it in place otherwise', () => {
    expect(titles(updateEntry(list, 'c', (e) => ({ ...e, title: 'C2' }), 0))).toEqual(['0:C2', '1:A', '2:B']);
    expect(titles(updateEntry(list, 'a', (e) => ({ ...e, title: 'A2' })))).toEqual(['0:A2', '1:B', '2:C']);
  });

  it('closes the gap a removed entry leaves', () => {
    expect(titles(removeEntry(list, 'a'))).toEqual(['0:B', '1:C']);
  });

  it('answers 404 for an entry that is not in the list', () => {
    expect(() => removeEntry(list, 'x')).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => updateEntry(list, 'x', (e) => e)).toThrow(expect.objectContaining({ status: 404 }));
  });
});
