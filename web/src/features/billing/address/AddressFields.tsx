import { isCityRequired, isPostalCodeRequired, isStateRequired, postalCodeLabelKey, statePromptKey } from '@eos/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../app/i18n';
import type { AddressFormValues } from './addressValues';
import type { CountryLists } from './useCountryLists';

interface AddressFieldsProps<V extends AddressFormValues> {
  form: UseFormReturnType<V>;
  lists: CountryLists;
}

/**
 * The billing address of every billing form (Update Billing Information, Add Payment Method, checkout,
 * card update), with the country rules of 002 §5: the state is a list when the country has one
 * ('Select a Province' for Canada, 'Select a State' elsewhere) and free text otherwise, a state the new
 * country does not hold is cleared when the country changes, the postal code reads 'Zip Code' in the
 * US, and the asterisks follow what the country requires.
 */
export function AddressFields<V extends AddressFormValues>({ form, lists }: AddressFieldsProps<V>) {
  const { t } = useTranslation();
  // Mantine types paths against the whole form's values; the address lives under 'address'.
  const input = (field: keyof AddressFormValues['address']) => form.getInputProps(`address.${field}` as never);
  const setField = (field: keyof AddressFormValues['address'], value: string) =>
    form.setFieldValue(`address.${field}` as never, value as never);
  const { countryCode, stateOrProvince } = form.getValues().address;
  const states = lists.subdivisions(countryCode);

  const changeCountry = (next: string) => {
    setField('countryCode', next);
    setField('stateOrProvince', lists.normaliseState(next, stateOrProvince) ?? '');
    // The postal code's and state's rules changed with the country: judge them again if already shown.
    for (const field of ['stateOrProvince', 'postalCode', 'city'] as const) {
      if (form.errors[`address.${field}`]) form.validateField(`address.${field}` as never);
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t('BILLING_STREET_ADDRESS')}
        withAsterisk
        autoComplete="address-line1"
        maxLength={100}
        {...input('addressLine1')}
      />
      <TextInput
        label={t('BILLING_APT_UNIT')}
        autoComplete="address-line2"
        maxLength={100}
        {...input('addressLine2')}
      />
      <NativeSelect
        label={t('BILLING_COUNTRY')}
        withAsterisk
        autoComplete="country"
        data={lists.countries.map((c) => ({ value: c.code, label: c.name }))}
        {...input('countryCode')}
        onChange={(event) => changeCountry(event.currentTarget.value)}
      />
      <TextInput
        label={t('BILLING_CITY')}
        withAsterisk={isCityRequired(countryCode)}
        autoComplete="address-level2"
        maxLength={100}
        {...input('city')}
      />
      {states.length > 0 ? (
        <NativeSelect
          label={t('BILLING_STATE')}
          withAsterisk={isStateRequired(countryCode)}
          autoComplete="address-level1"
          data={[
            { value: '', label: t(statePromptKey(countryCode)) },
            ...states.map((s) => ({ value: s.code, label: s.name })),
          ]}
          {...input('stateOrProvince')}
        />
      ) : (
        <TextInput
          label={t('BILLING_STATE')}
          withAsterisk={isStateRequired(countryCode)}
          autoComplete="address-level1"
          maxLength={100}
          {...input('stateOrProvince')}
        />
      )}
      <TextInput
        label={t(postalCodeLabelKey(countryCode))}
        withAsterisk={isPostalCodeRequired(countryCode)}
        autoComplete="postal-code"
        maxLength={16}
        {...input('postalCode')}
      />
    </SimpleGrid>
  );
}
