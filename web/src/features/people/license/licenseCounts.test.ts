import { describe, expect, it } from 'vitest';
import { licenseCounts } from './licenseCounts';

const member = (email: string) => ({ role: 'Member' as const, email });
const observer = { role: 'Observer' as const, email: 'o@acme.com' };

describe('licenseCounts', () => {
  it('counts the loaded people when they are everyone: free domains and Observers are free', () => {
    const people = [member('a@acme.com'), member('b@coach.io'), observer, { role: 'Owner' as const, email: 'z@x.io' }];
    expect(licenseCounts(people, 4, ['coach.io'], undefined)).toEqual({
      paid: 1,
      free: 3,
      total: 4,
      beyondLoaded: false,
    });
  });

  it('with more people than loaded, takes the paid from the licensed and the total from the count', () => {
    const loaded = [member('a@acme.com'), observer];
    const licensed = [member('a@acme.com'), member('c@acme.com'), member('d@coach.io')];
    expect(licenseCounts(loaded, 301, ['coach.io'], licensed)).toEqual({
      paid: 2,
      free: 299,
      total: 301,
      beyondLoaded: true,
    });
    expect(licenseCounts(loaded, 301, [], undefined)).toBeNull();
  });
});
