import { languageOf } from '@eos/domain';
import { useEffect } from 'react';
import { loadLanguage } from './i18n';
import { useSession } from './session';

/** After the session applies, the language follows the user's locale (English when signed out). */
export function useSessionLocale(): void {
  const { data: session } = useSession();
  const locale = session?.user?.userLocale;
  useEffect(() => {
    void loadLanguage(languageOf(locale));
    document.documentElement.lang = locale ?? 'en';
  }, [locale]);
}
