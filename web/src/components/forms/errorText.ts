import type { ApiMessage } from '@eos/domain';
import i18n, { type TFunction } from '../../app/i18n';

/**
 * Form errors hold a language-pack id when there is one (zod messages, server message ids) and
 * plain text otherwise, so they are translated when shown and follow a language change.
 */
export function errorKey(message: ApiMessage): string {
  return message.id && i18n.exists(message.id) ? message.id : message.text;
}

export function errorText(t: TFunction, value: unknown): string {
  const key = String(value);
  return i18n.exists(key) ? t(key) : key;
}
