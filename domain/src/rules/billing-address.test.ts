import { describe, expect, it } from 'vitest';
import { billingAddressSchema } from '../schemas/billing.ts';
import {
  type BillingAddressInput,
  billingAddressProblems,
  newBillingAddress,
  postalCodeLabelKey,
  postalCodeProblem,
  statePromptKey,
} from './billing-address.ts';
import { addressLists } from './countries.ts';

const US: BillingAddressInput = {
  countryCode: 'US',
  addressLine1: '1600 Pennsylvania Ave NW',
  addressLine2: null,
  addressLine3: null,
  city: 'Washington',
  stateOrProvince: 'DC',
  postalCode: '20500',
};

/** The problems of an address, as `field: message`, checked against the real country lists. */
const problems = (address: BillingAddressInput, requireState = false) =>
  billingAddressProblems(address, { lists: addressLists, requireState }).map((p) => `${p.field}: ${p.message}`);

describe('billing address: required fields (002 §5)', () => {
  it('accepts a complete US address, with apt/unit and line 3 left empty', () => {
    expect(problems(US)).toEqual([]);
  });

  it('a new address starts in the US with everything else empty', () => {
    const fresh = newBillingAddress();
    expect(fresh.countryCode).toBe('US');
    expect(problems(fresh)).toEqual([
      'addressLine1: VAL_REQUIRED',
      'city: VAL_REQUIRED',
      'stateOrProvince: VAL_REQUIRED',
      'postalCode: VAL_REQUIRED',
    ]);
  });

  it('requires the country and the street address; blanks count as missing', () => {
    expect(problems({ ...US, countryCode: ' ' })).toContain('countryCode: VAL_REQUIRED');
    expect(problems({ ...US, addressLine1: '   ' })).toEqual(['addressLine1: VAL_REQUIRED']);
  });

  it('refuses a country that is not on the list', () => {
    expect(problems({ ...US, countryCode: 'ZZ' })).toContain('countryCode: VAL_INVALID');
    expect(problems({ ...US, countryCode: 'USA' })).toContain('countryCode: VAL_INVALID');
  });

  it('requires the city except in DE, KY and MC', () => {
    expect(problems({ ...US, city: '' })).toEqual(['city: VAL_REQUIRED']);
    expect(
      problems({ countryCode: 'GB', addressLine1: '10 Downing St', stateOrProvince: 'WSM', postalCode: 'SW1A 2AA' }),
    ).toEqual(['city: VAL_REQUIRED']);
    expect(
      problems({ countryCode: 'DE', addressLine1: 'Unter den Linden 1', stateOrProvince: 'BE', postalCode: 'D-10117' }),
    ).toEqual([]);
    expect(problems({ countryCode: 'KY', addressLine1: '1 Harbour Dr', postalCode: 'KY1-1102' })).toEqual([]);
    expect(problems({ countryCode: 'MC', addressLine1: '1 Av. Princesse Grace' })).toEqual([]);
  });

  it('requires the postal code except in AE and MC', () => {
    expect(problems({ ...US, postalCode: '' })).toEqual(['postalCode: VAL_REQUIRED']);
    expect(problems({ countryCode: 'FR', addressLine1: '1 rue de Rivoli', city: 'Paris' })).toEqual([
      'postalCode: VAL_REQUIRED',
    ]);
    expect(problems({ countryCode: 'AE', addressLine1: '1 Sheikh Zayed Rd', city: 'Dubai' })).toEqual([]);
    expect(problems({ countryCode: 'MC', addressLine1: '1 Av. Princesse Grace', city: 'Monaco' })).toEqual([]);
  });

  it('requires the state or province in CA, GB, US, AU and DE only, unless the form forces it', () => {
    for (const [countryCode, postalCode] of [
      ['CA', 'K1A 0B1'],
      ['GB', 'SW1A 2AA'],
      ['US', '20500'],
      ['AU', 'NSW-2000'],
      ['DE', 'D-10117'],
    ]) {
      expect(problems({ countryCode, addressLine1: '1 Main St', city: 'Town', postalCode })).toEqual([
        'stateOrProvince: VAL_REQUIRED',
      ]);
    }
    const france = { countryCode: 'FR', addressLine1: '1 rue de Rivoli', city: 'Paris', postalCode: 'F-75001' };
    expect(problems(france)).toEqual([]);
    expect(problems(france, true)).toEqual(['stateOrProvince: VAL_REQUIRED']);
  });
});

describe('billing address: the state must be one of its country’s list', () => {
  it('accepts a state of the list by its code', () => {
    expect(problems({ ...US, stateOrProvince: 'CA', city: 'Sacramento', postalCode: '95814' })).toEqual([]);
    expect(
      problems({
        countryCode: 'CA',
        addressLine1: '24 Sussex Dr',
        city: 'Ottawa',
        stateOrProvince: 'ON',
        postalCode: 'K1M 1M4',
      }),
    ).toEqual([]);
  });

  it('refuses a state outside the list (a Canadian province in the US, a made-up one)', () => {
    expect(problems({ ...US, stateOrProvince: 'ON' })).toEqual(['stateOrProvince: VAL_INVALID']);
    expect(problems({ ...US, stateOrProvince: 'Narnia' })).toEqual(['stateOrProvince: VAL_INVALID']);
  });

  it('takes any text where the country has no list', () => {
    const noLists = { hasCountry: () => true, subdivisions: () => [] };
    const address = {
      countryCode: 'XK',
      addressLine1: 'Rr. Nënë Tereza 1',
      city: 'Prishtina',
      stateOrProvince: 'Anything',
      postalCode: 'XK-10000',
    };
    expect(billingAddressProblems(address, { lists: noLists })).toEqual([]);
  });

  it('without the lists only the formats and the required fields are judged', () => {
    expect(billingAddressProblems({ ...US, stateOrProvince: 'ON' })).toEqual([]);
    expect(billingAddressProblems({ ...US, countryCode: 'ZZ', postalCode: 'ZZ-1' })).toEqual([]);
  });
});

describe('postal code formats by country (002 §5)', () => {
  it('US: 5 digits or ZIP+4, else VAL_INVALID_ZIP_CODE', () => {
    for (const zip of ['20500', '20500-0003']) expect(postalCodeProblem('US', zip)).toBeNull();
    for (const zip of ['2050', '205000', '20500-003', '20500 0003', 'ABCDE', '20500-']) {
      expect(postalCodeProblem('US', zip)).toBe('VAL_INVALID_ZIP_CODE');
    }
    expect(problems({ ...US, postalCode: '2050' })).toEqual(['postalCode: VAL_INVALID_ZIP_CODE']);
  });

  it('Canada: A1A 1A1 (space optional), else VAL_INVALID_POSTAL_CODE', () => {
    for (const code of ['K1A 0B1', 'K1A0B1', 'M5V 3L9', 'T2P 1J9']) expect(postalCodeProblem('CA', code)).toBeNull();
    for (const code of ['k1a 0b1', '12345', 'K1A-0B1', 'K1A 0B', 'D1A 0B1', 'W1A 0B1', 'K1A  0B1']) {
      expect(postalCodeProblem('CA', code)).toBe('VAL_INVALID_POSTAL_CODE');
    }
  });

  it('elsewhere: refused when purely numeric or not upper case, else accepted', () => {
    for (const [country, code] of [
      ['GB', 'SW1A 2AA'],
      ['NL', '1012 AB'],
      ['IE', 'D02 X285'],
      ['JP', '100-0001'],
      ['DE', 'D-10117'],
    ]) {
      expect(postalCodeProblem(country, code)).toBeNull();
    }
    for (const [country, code] of [
      ['DE', '10115'],
      ['FR', '75001'],
      ['GB', 'sw1a 2aa'],
      ['NL', '1012 ab'],
    ]) {
      expect(postalCodeProblem(country, code)).toBe('VAL_INVALID_POSTAL_CODE');
    }
  });

  it('AE and MC need none, but one given is judged like any other country', () => {
    expect(problems({ countryCode: 'AE', addressLine1: '1 Sheikh Zayed Rd', city: 'Dubai', postalCode: '' })).toEqual(
      [],
    );
    expect(problems({ countryCode: 'MC', addressLine1: '1 Av.', postalCode: 'mc 98000' })).toEqual([
      'postalCode: VAL_INVALID_POSTAL_CODE',
    ]);
  });
});

describe('the address form’s labels (002 §5)', () => {
  it('prompts for a Province in Canada and a State elsewhere', () => {
    expect(statePromptKey('CA')).toBe('BILLING_SELECT_PROVINCE');
    expect(statePromptKey('US')).toBe('BILLING_SELECT_STATE');
    expect(statePromptKey('AU')).toBe('BILLING_SELECT_STATE');
  });

  it('labels the postal code Zip Code in the US and Postal Code elsewhere', () => {
    expect(postalCodeLabelKey('US')).toBe('BILLING_ZIP_CODE');
    expect(postalCodeLabelKey('us')).toBe('BILLING_ZIP_CODE');
    expect(postalCodeLabelKey('CA')).toBe('BILLING_POSTAL_CODE');
  });
});

describe('the address schema', () => {
  const schema = billingAddressSchema(addressLists);
  const issues = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('defaults the country to US, trims the fields and stores absent optional lines as null', () => {
    const parsed = schema.parse({
      addressLine1: ' 1 Main St ',
      city: 'Austin',
      stateOrProvince: 'TX',
      postalCode: '78701',
    });
    expect(parsed).toEqual({
      countryCode: 'US',
      addressLine1: '1 Main St',
      addressLine2: null,
      addressLine3: null,
      city: 'Austin',
      stateOrProvince: 'TX',
      postalCode: '78701',
    });
  });

  it('names each field the rules refuse, with the rule’s message', () => {
    expect(
      issues({
        countryCode: 'US',
        addressLine1: '1 Main St',
        city: 'Austin',
        stateOrProvince: 'ON',
        postalCode: '787',
      }),
    ).toEqual(['stateOrProvince: VAL_INVALID', 'postalCode: VAL_INVALID_ZIP_CODE']);
  });

  it('says a too-long field is too long, once', () => {
    expect(issues({ ...US, postalCode: '1'.repeat(40) })).toEqual(['postalCode: VAL_MAX_LENGTH']);
    expect(issues({ ...US, addressLine1: 'x'.repeat(101) })).toEqual(['addressLine1: VAL_MAX_LENGTH']);
  });
});
