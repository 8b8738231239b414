// The billing address rules of 002 §5 ('Billing and account', 'Address rules by country') and issue 20,
// shared by the billing forms of the web app and the server's checks. The countries and their states
// come from a data package behind rules/countries.ts, which only the billing screens load (lazily) and
// the server: the rules here take that list as an argument (`AddressLists`) instead of importing it, so
// that this file and the schemas that use it stay small.
import { BILLING } from '../constants.ts';

/** The address of 002 §3: countryCode is ISO 3166-1 alpha-2; stateOrProvince is the subdivision's code. */
export interface BillingAddressInput {
  countryCode?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
  stateOrProvince?: string | null;
  postalCode?: string | null;
}
export type BillingAddressField = keyof BillingAddressInput;

export interface Subdivision {
  code: string;
  name: string;
}

/** The country and subdivision lists (rules/countries.ts `addressLists`), for the checks that need them. */
export interface AddressLists {
  hasCountry(countryCode: string): boolean;
  /** The country's states or provinces; empty when it has no list (the state is then free text). */
  subdivisions(countryCode: string): readonly Subdivision[];
}

/** Message ids of the address rules (the language pack has their texts). */
export const BillingAddressMessages = {
  required: 'VAL_REQUIRED',
  invalid: 'VAL_INVALID',
  invalidZipCode: 'VAL_INVALID_ZIP_CODE',
  invalidPostalCode: 'VAL_INVALID_POSTAL_CODE',
} as const;

export interface AddressProblem {
  field: BillingAddressField;
  message: string;
}

export interface AddressRuleOptions {
  /** With the lists, the country must be one of them and a state one of its country's (002 §5). */
  lists?: AddressLists;
  /** 'State or province required for CA, GB, US, AU, DE (and for all when forced)' (002 §5). */
  requireState?: boolean;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** US ZIP: five digits, or ZIP+4 (12345-6789). */
const US_ZIP = /^\d{5}(-\d{4})?$/;
/**
 * Canadian postal code A1A 1A1 (the space may be left out): Canada Post never uses D, F, I, O, Q or U,
 * and W and Z never start one.
 */
const CA_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

const text = (value: string | null | undefined) => (value ?? '').trim();
const codeOf = (countryCode: string | null | undefined) => text(countryCode).toUpperCase();
const isIn = (list: readonly string[], countryCode: string | null | undefined) => list.includes(codeOf(countryCode));

/** Postal code required except AE and MC (002 §5). */
export const isPostalCodeRequired = (countryCode: string | null | undefined) =>
  !isIn(BILLING.postalCodeOptionalCountries, countryCode);
/** State or province required for CA, GB, US, AU and DE (002 §5). */
export const isStateRequired = (countryCode: string | null | undefined) =>
  isIn(BILLING.stateRequiredCountries, countryCode);
/** City required except DE, KY and MC (002 §5). */
export const isCityRequired = (countryCode: string | null | undefined) =>
  !isIn(BILLING.cityOptionalCountries, countryCode);

/**
 * The postal code's problem in its country, or null when it is fine (an empty one is judged by
 * isPostalCodeRequired, not here).
 *
 * 002 §5 word for word: 'US invalid gives VAL_INVALID_ZIP_CODE; Canada invalid gives
 * VAL_INVALID_POSTAL_CODE; other countries: must not be purely numeric and must be uppercase, else
 * VAL_INVALID_POSTAL_CODE' (the issue repeats it: 'elsewhere not purely numeric and upper case').
 * Read literally, as implemented: outside the US and Canada a code made only of digits is refused,
 * and so is one with a lower-case letter; anything else (letters, digits, spaces, hyphens) passes. This
 * refuses the all-digit codes of Germany (10115), France (75001), Australia (2000) or Monaco (98000)
 * too; the spec says so and we follow it, and docs/decisions.md 'Billing (issue 20)' records it.
 */
export function postalCodeProblem(countryCode: string | null | undefined, postalCode: string | null | undefined) {
  const value = text(postalCode);
  if (value === '') return null;
  const country = codeOf(countryCode);
  if (country === 'US') return US_ZIP.test(value) ? null : BillingAddressMessages.invalidZipCode;
  if (country === 'CA') return CA_POSTAL_CODE.test(value) ? null : BillingAddressMessages.invalidPostalCode;
  if (/^\d+$/.test(value) || value !== value.toUpperCase()) return BillingAddressMessages.invalidPostalCode;
  return null;
}

/**
 * The state as the country's list knows it: its code when the value is a code or a name of the list
 * (any case), null when the list does not hold it (002 §5: 'A state not in the country's list is
 * cleared'). A country without a list keeps the free text (null when blank).
 */
export function stateInList(list: readonly Subdivision[], state: string | null | undefined): string | null {
  const value = text(state);
  if (value === '') return null;
  if (list.length === 0) return value;
  const exact = list.find((s) => s.code === value);
  if (exact) return exact.code;
  const lower = value.toLowerCase();
  return list.find((s) => s.code.toLowerCase() === lower || s.name.toLowerCase() === lower)?.code ?? null;
}

/**
 * Every rule an address breaks, one problem per field at most, in the form's order. Without
 * `options.lists` the country and the state are not checked against the lists (the schemas the web's
 * first screens load judge the rest; the server and the billing forms pass the lists).
 */
export function billingAddressProblems(address: BillingAddressInput, options: AddressRuleOptions = {}) {
  const problems: AddressProblem[] = [];
  const add = (field: BillingAddressField, message: string) => problems.push({ field, message });
  const country = codeOf(address.countryCode);
  const lists = options.lists;

  if (country === '') add('countryCode', BillingAddressMessages.required);
  else if (!COUNTRY_CODE.test(country) || (lists && !lists.hasCountry(country)))
    add('countryCode', BillingAddressMessages.invalid);

  if (text(address.addressLine1) === '') add('addressLine1', BillingAddressMessages.required);
  if (isCityRequired(country) && text(address.city) === '') add('city', BillingAddressMessages.required);

  const state = text(address.stateOrProvince);
  const list = lists && country !== '' ? lists.subdivisions(country) : [];
  if (state === '') {
    if (isStateRequired(country) || options.requireState) add('stateOrProvince', BillingAddressMessages.required);
  } else if (list.length > 0 && list.every((s) => s.code !== state)) {
    // The form offers the list as a dropdown and clears a state it does not hold; one sent anyway is refused.
    add('stateOrProvince', BillingAddressMessages.invalid);
  }

  const postal = text(address.postalCode);
  if (postal === '') {
    if (isPostalCodeRequired(country)) add('postalCode', BillingAddressMessages.required);
  } else if (postal.length <= BILLING.postalCodeMax) {
    // A longer one is refused for its length by the schema; one message per field.
    const problem = postalCodeProblem(country, postal);
    if (problem) add('postalCode', problem);
  }
  return problems;
}

/** A new address form's values: the country defaults to US (002 §3, §9), everything else empty. */
export function newBillingAddress() {
  return {
    countryCode: BILLING.defaultCountryCode as string,
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    city: '',
    stateOrProvince: '',
    postalCode: '',
  };
}

/** The state field's prompt (002 §5): 'Select a Province' for CA, otherwise 'Select a State'. */
export function statePromptKey(countryCode: string | null | undefined) {
  return codeOf(countryCode) === 'CA' ? 'BILLING_SELECT_PROVINCE' : 'BILLING_SELECT_STATE';
}

/** The postal code field's label (002 §5): 'Zip Code' for US, otherwise 'Postal Code'. */
export function postalCodeLabelKey(countryCode: string | null | undefined) {
  return codeOf(countryCode) === 'US' ? 'BILLING_ZIP_CODE' : 'BILLING_POSTAL_CODE';
}
