import en from './en.json' with { type: 'json' };

/** Every language pack, keyed by language. Add a pack by adding its JSON here. */
export const LANGUAGE_PACKS: Record<string, Record<string, string>> = { en };
export const ENGLISH: Record<string, string> = en;

/** A pack merged over English, so a missing key still reads; an unknown language is English. */
export function languagePack(language: string): Record<string, string> {
  const pack = LANGUAGE_PACKS[language.split('-')[0]?.toLowerCase() ?? 'en'];
  return pack && pack !== en ? { ...en, ...pack } : en;
}
