import type { AddressLists, Subdivision } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';

export interface CountryLists {
  countries: readonly { code: string; name: string }[];
  subdivisions: (countryCode: string) => readonly Subdivision[];
  /** The state kept when the country changes or an address loads (null: not in the country's list). */
  normaliseState: (countryCode: string, state: string | null | undefined) => string | null;
  addressLists: AddressLists;
}

/**
 * The countries and their states (~46 kB gzipped) come with the billing forms only, never with the
 * first load (issue 18): a dynamic import, kept for the whole visit once fetched.
 */
async function loadCountryLists(): Promise<CountryLists> {
  const module = await import('@eos/domain/rules/countries');
  return {
    countries: module.countries(),
    subdivisions: (code) => module.addressLists.subdivisions(code),
    normaliseState: module.normaliseState,
    addressLists: module.addressLists,
  };
}

export function useCountryLists() {
  return useQuery({
    // Outside the 'billing' prefix: a billing write has no reason to load the lists again.
    queryKey: ['country-lists'],
    queryFn: loadCountryLists,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
