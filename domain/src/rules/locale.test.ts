import { describe, expect, it } from 'vitest';
import { languagePack } from '../i18n/index.ts';
import { currencyForLocale, languageOf } from './locale.ts';

describe('locale rules', () => {
  it('maps locales to currencies, USD by default', () => {
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('ja-JP')).toBe('JPY');
    expect(currencyForLocale('de-DE')).toBe('EUR');
    expect(currencyForLocale('pt-BR')).toBe('USD');
    expect(currencyForLocale(undefined)).toBe('USD');
  });

  it('reads the language of a locale and falls back to the English pack', () => {
    expect(languageOf('fr-FR')).toBe('fr');
    expect(languagePack('zz').VAL_REQUIRED).toBe('Required');
  });
});
