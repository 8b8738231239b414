import { ENGLISH_APP } from './app.ts';
import { ENGLISH_PUBLIC } from './public.ts';
import { ENGLISH_SETTINGS } from './settings.ts';

export { ENGLISH_APP } from './app.ts';
export { ENGLISH_PUBLIC } from './public.ts';
export { ENGLISH_SETTINGS } from './settings.ts';

/**
 * The English pack, assembled from parts by area so each area keeps its own file: the public part
 * (public.ts: what shows before sign-in), the app's part (app.ts) and the organization settings' data
 * tabs (settings.ts, loaded with that page). No id is in two parts.
 */
export const ENGLISH: Record<string, string> = { ...ENGLISH_PUBLIC, ...ENGLISH_APP, ...ENGLISH_SETTINGS };

/** Every language pack, keyed by language. Add a pack by adding its JSON here. */
export const LANGUAGE_PACKS: Record<string, Record<string, string>> = { en: ENGLISH };

/** A pack merged over English, so a missing key still reads; an unknown language is English. */
export function languagePack(language: string): Record<string, string> {
  const pack = LANGUAGE_PACKS[language.split('-')[0]?.toLowerCase() ?? 'en'];
  return pack && pack !== ENGLISH ? { ...ENGLISH, ...pack } : ENGLISH;
}
