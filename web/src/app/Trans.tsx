import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { type TOptions, useTranslation } from './i18n';

/**
 * A pack text with markup in it: 'Read the <terms>terms</terms>' renders the words inside <terms>
 * as the children of `components.terms` (a link, say), so translators move the link with the words.
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: string;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
  values?: TOptions;
}) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  const text = t(i18nKey, values);
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let from = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    parts.push(text.slice(from, match.index));
    const [whole, name = '', inner] = match;
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: match.index }, inner) : whole);
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}
