import { API_PREFIX } from '@eos/domain';
import { ENGLISH_PUBLIC } from '@eos/domain/i18n/public';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every UI string comes from the language pack, keyed by message id, with {0} parameters:
 * t('ERR_WRONG_ORG', { 0: name }). The English of the public pages is bundled so the first paint
 * never waits; the signed-in screens bring the rest (lazySignedIn). Other languages load whole from
 * GET loki/languages/{language}.json and fall back to English.
 */
void i18n.use(initReactI18next).init({
  // A copy: adding the signed-in part merges into this object.
  resources: { en: { translation: { ...ENGLISH_PUBLIC } } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});

export async function loadLanguage(language: string): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) {
    await i18n.changeLanguage(language);
    return;
  }
  try {
    const res = await fetch(`${API_PREFIX}/loki/languages/${language}.json`);
    const pack = res.ok ? ((await res.json()) as Record<string, string>) : {};
    if (Object.keys(pack).length > 0) i18n.addResourceBundle(language, 'translation', pack);
  } catch {
    // An empty or failing answer keeps English.
  }
  await i18n.changeLanguage(i18n.hasResourceBundle(language, 'translation') ? language : 'en');
}

/**
 * Translates a server message: its id when the pack knows it, with the {0}… values the server sent,
 * else the server's English text.
 */
export function messageText(message: { id?: string; text: string; params?: (string | number)[] }): string {
  if (!message.id || !i18n.exists(message.id)) return message.text;
  return i18n.t(message.id, Object.fromEntries((message.params ?? []).map((value, index) => [index, value])));
}

export default i18n;
