// Locale -> currency and date formats (002 §9).
const CURRENCY_BY_LOCALE: Record<string, string> = {
  'en-US': 'USD',
  'en-GB': 'GBP',
  'en-CA': 'CAD',
  'fr-FR': 'EUR',
  'de-DE': 'EUR',
  'ja-JP': 'JPY',
  'en-AU': 'AUD',
  'es-ES': 'EUR',
  'it-IT': 'EUR',
};
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_CURRENCY_DECIMALS = 2;
export const DEFAULT_LANGUAGE = 'en';

export function currencyForLocale(locale: string | null | undefined): string {
  return (locale && CURRENCY_BY_LOCALE[locale]) || DEFAULT_CURRENCY;
}

export const DATE_FORMATS = {
  /** Inline date display, e.g. 'Nov 20'. */
  inline: 'MMM D',
  /** Default date-time, in dayjs tokens (the spec's 'MM/dd/yyyy hh:mm a'). */
  dateTime: 'MM/DD/YYYY hh:mm a',
  longWithYear: 'MMMM D, YYYY',
} as const;

/** The language of a locale ('en-GB' -> 'en'), the key of its language pack. */
export function languageOf(locale: string | null | undefined): string {
  return (locale ?? DEFAULT_LANGUAGE).split('-')[0]?.toLowerCase() || DEFAULT_LANGUAGE;
}
