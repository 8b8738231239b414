// Countries and their states or provinces (002 §3 'Country', 'State'), from the country-region-data
// package (docs/decisions.md 'Billing (issue 20)'). The data is ~130 kB (46 kB gzipped): no other
// module of domain/ imports this one, so the web app loads it only with the billing screens (a dynamic
// import()), and the server with its billing routes. The rules that need the lists take them as an
// argument (`addressLists`, rules/billing-address.ts AddressLists).
import { allCountries } from 'country-region-data';
import { type AddressLists, type Subdivision, stateInList } from './billing-address.ts';

export interface Country {
  code: string;
  name: string;
}

/** The package marks a region without a code of its own with no code or the text 'undefined' (Puerto Rico's municipalities): its name stands in. */
const regionCode = (name: string, code: string | undefined) => (code && code !== 'undefined' ? code : name);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

let countryList: readonly Country[] | undefined;
let subdivisionLists: Map<string, readonly Subdivision[]> | undefined;

function load() {
  if (!countryList || !subdivisionLists) {
    countryList = allCountries.map(([name, code]) => ({ code, name })).sort(byName);
    subdivisionLists = new Map(
      allCountries.map(([, code, regions]) => [
        code,
        regions.map(([name, regionShortCode]) => ({ code: regionCode(name, regionShortCode), name })).sort(byName),
      ]),
    );
  }
  return { countryList, subdivisionLists };
}

/** Every country, by English name (A to Z). */
export function countries(): Country[] {
  return [...load().countryList];
}

/** The country's states or provinces by name; empty when the package has none for it (or the code is unknown). */
export function subdivisions(countryCode: string): Subdivision[] {
  return [...(load().subdivisionLists.get(countryCode.trim().toUpperCase()) ?? [])];
}

export function hasCountry(countryCode: string): boolean {
  return load().subdivisionLists.has(countryCode.trim().toUpperCase());
}

/**
 * The state to keep when the country changes or an address is loaded (002 §5: 'A state not in the
 * country's list is cleared'): the list's code for a code or name it holds, null for one it does not;
 * a country without a list keeps the free text (null when blank).
 */
export function normaliseState(countryCode: string, state: string | null | undefined): string | null {
  return stateInList(load().subdivisionLists.get(countryCode.trim().toUpperCase()) ?? [], state);
}

/** The lists for billingAddressProblems and billingAddressSchema. */
export const addressLists: AddressLists = {
  hasCountry,
  subdivisions: (countryCode) => load().subdivisionLists.get(countryCode.trim().toUpperCase()) ?? [],
};
