import {
  type BillingAddressField,
  type BillingAddressInput,
  type BillingAddressView,
  billingAddressSchema,
  newBillingAddress,
} from '@eos/domain';
import { z } from 'zod';
import type { CountryLists } from './useCountryLists';

/** The address as the form holds it: every field a string ('' for empty). */
export type AddressValues = Record<BillingAddressField, string>;

/** What every billing form holds: the address under `address`, so server errors ('address.postalCode') land on their field. */
export type AddressFormValues = {
  address: AddressValues;
};

const FIELDS: readonly BillingAddressField[] = [
  'countryCode',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'stateOrProvince',
  'postalCode',
];

/** The form paths a server message may name (payment/add and payment/billing-address answer 'address.city' and so on). */
export const ADDRESS_PATHS = FIELDS.map((field) => `address.${field}`);

/** A new card's address: US, everything else empty (002 §3). */
export function emptyAddress(): AddressValues {
  return newBillingAddress();
}

/** A stored address as form values, its state matched to the country's list (a stored name becomes its code). */
export function addressFromView(view: BillingAddressView, lists: CountryLists): AddressValues {
  const countryCode = view.countryCode.toUpperCase();
  return {
    countryCode,
    addressLine1: view.addressLine1 ?? '',
    addressLine2: view.addressLine2 ?? '',
    addressLine3: view.addressLine3 ?? '',
    city: view.city ?? '',
    stateOrProvince: lists.normaliseState(countryCode, view.stateOrProvince) ?? '',
    postalCode: view.postalCode ?? '',
  };
}

/** The address as the API takes it: trimmed, empty optional fields as null. */
export function addressForRequest(values: AddressValues): BillingAddressInput & { countryCode: string } {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    countryCode: values.countryCode.trim().toUpperCase(),
    addressLine1: text(values.addressLine1),
    addressLine2: text(values.addressLine2),
    addressLine3: text(values.addressLine3),
    city: text(values.city),
    stateOrProvince: text(values.stateOrProvince),
    postalCode: text(values.postalCode),
  };
}

/** The same address in the shape the tax call and the answers use (BillingAddressView). */
export function addressView(values: AddressValues): BillingAddressView {
  const request = addressForRequest(values);
  return {
    countryCode: request.countryCode,
    addressLine1: request.addressLine1 ?? '',
    addressLine2: request.addressLine2 ?? null,
    addressLine3: request.addressLine3 ?? null,
    city: request.city ?? null,
    stateOrProvince: request.stateOrProvince ?? null,
    postalCode: request.postalCode ?? null,
  };
}

const schemas = new WeakMap<CountryLists, z.ZodType>();

/**
 * The form's schema: the domain's address rules (billingAddressProblems, the very checks the server
 * runs) with the country and state lists, so a state outside its country's list is refused here too.
 */
export function addressFormSchema(lists: CountryLists): z.ZodType {
  let schema = schemas.get(lists);
  if (!schema) {
    schema = z.object({ address: billingAddressSchema(lists.addressLists) });
    schemas.set(lists, schema);
  }
  return schema;
}
