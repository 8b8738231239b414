import { describe, expect, it } from 'vitest';
import { acIds, chartFixture, demoSeats } from '../test/acFixtures';
import { dropRefusal, seatToward, subtreeIds } from './seatTree';

describe('where a dragged seat may go', () => {
  const seats = demoSeats();

  it('knows a seat and everything under it', () => {
    expect([...subtreeIds(seats, acIds.sales)].sort()).toEqual([acIds.rep, acIds.sales].sort());
  });

  it('refuses the seat itself and its own seats', () => {
    expect(dropRefusal(seats, acIds.sales, acIds.sales)).toBe('cycle');
    expect(dropRefusal(seats, acIds.sales, acIds.rep)).toBe('cycle');
    expect(dropRefusal(seats, acIds.root, acIds.ops)).toBe('cycle');
  });

  it('refuses an assistant, which has no seats below it', () => {
    expect(dropRefusal(seats, acIds.rep, acIds.assistant)).toBe('assistant');
  });

  it('takes any other seat', () => {
    expect(dropRefusal(seats, acIds.rep, acIds.ops)).toBeNull();
    expect(dropRefusal(seats, acIds.ops, acIds.sales)).toBeNull();
  });
});

describe('moving between seats with the arrow keys', () => {
  it('goes up to the seat above, down to the first seat below, and across to the seats beside', () => {
    const seats = chartFixture().seats;
    expect(seatToward(seats, acIds.sales, 'ArrowUp')).toBe(acIds.root);
    expect(seatToward(seats, acIds.root, 'ArrowUp')).toBeNull();
    expect(seatToward(seats, acIds.sales, 'ArrowDown')).toBe(acIds.rep);
    expect(seatToward(seats, acIds.sales, 'ArrowRight')).toBe(acIds.ops);
    expect(seatToward(seats, acIds.sales, 'ArrowLeft')).toBeNull();
    expect(seatToward(seats, acIds.rep, 'ArrowDown')).toBeNull();
  });
});
