import { API_PREFIX } from '@eos/domain';
import { ENGLISH_PUBLIC } from '@eos/domain/i18n/public';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * Every UI string comes from the language pack, keyed by message id, with {0} or {name} parameters:
 * t('ERR_WRONG_ORG', { 0: name }). The English of the public pages is bundled so the first paint
 * never waits; the signed-in screens bring the rest (lazySignedIn). Other languages load whole from
 * GET loki/languages/{language}.json and fall back to English.
 *
 * Our own few lines rather than i18next: the packs are flat maps with {x} parameters and no plurals,
 * and i18next with react-i18next cost 17 kB of the public pages' first load (issue 18).
 */
type Pack = Record<string, string>;
export type TOptions = Record<string, unknown> & { defaultValue?: string };
export type TFunction = (key: string, options?: TOptions) => string;

const packs = new Map<string, Pack>([['en', { ...ENGLISH_PUBLIC }]]);
let language = 'en';
/** Bumped on every change of language or pack: screens read it to know when to render again. */
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function lookup(key: string): string | undefined {
  return packs.get(language)?.[key] ?? packs.get('en')?.[key];
}

/**
 * A parameter with no value given stays as written ({0}), one given as undefined or null is left
 * out, and values are inserted as they are, never read again for parameters (React escapes them).
 */
function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(options, key)) return whole;
    const value = options[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

const t: TFunction = (key, options) => {
  const text = lookup(key) ?? options?.defaultValue ?? key;
  return options ? interpolate(text, options) : text;
};

const i18n = {
  t,
  get language(): string {
    return language;
  },
  exists(key: string): boolean {
    return lookup(key) !== undefined;
  },
  /** Adds to a language's pack; what is there already wins unless `overwrite`. */
  addResourceBundle(lang: string, pack: Pack, overwrite = false): void {
    const current = packs.get(lang) ?? {};
    packs.set(lang, overwrite ? { ...current, ...pack } : { ...pack, ...current });
    changed();
  },
  async changeLanguage(lang: string): Promise<void> {
    if (lang === language) return;
    language = lang;
    changed();
  },
};
export type I18n = typeof i18n;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new function per version, so that memos and effects listing `t` run again in the new language. */
function translatorFor(_version: number): TFunction {
  return (key, options) => t(key, options);
}

/** The translator for a component; the component renders again when the language or a pack changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const current = useSyncExternalStore(subscribe, () => version);
  return useMemo(() => ({ t: translatorFor(current), i18n }), [current]);
}

export async function loadLanguage(lang: string): Promise<void> {
  if (lang === 'en' || packs.has(lang)) {
    await i18n.changeLanguage(lang);
    return;
  }
  try {
    const res = await fetch(`${API_PREFIX}/loki/languages/${lang}.json`);
    const pack = res.ok ? ((await res.json()) as Pack) : {};
    if (Object.keys(pack).length > 0) i18n.addResourceBundle(lang, pack);
  } catch {
    // An empty or failing answer keeps English.
  }
  await i18n.changeLanguage(packs.has(lang) ? lang : 'en');
}

/**
 * Translates a server message: its id when the pack knows it, with the {0}… values the server sent,
 * else the server's English text.
 */
export function messageText(message: { id?: string; text: string; params?: (string | number)[] }): string {
  if (!message.id || !i18n.exists(message.id)) return message.text;
  return t(message.id, Object.fromEntries((message.params ?? []).map((value, index) => [index, value])));
}

export default i18n;
