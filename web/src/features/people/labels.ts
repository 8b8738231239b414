import type { NameDisplayStyle, PersonChangeRefusal, Role } from '@eos/domain';

/** Language-pack key of each role, as the people screens name them. */
export const ROLE_KEYS: Record<Role, string> = {
  Owner: 'PEOPLE_ROLE_OWNER',
  Admin: 'PEOPLE_ROLE_ADMIN',
  Manager: 'PEOPLE_ROLE_MANAGER',
  Member: 'PEOPLE_ROLE_MEMBER',
  Observer: 'PEOPLE_ROLE_OBSERVER',
};

/** Language-pack key of each name display style (002 §9). */
export const NAME_STYLE_KEYS: Record<NameDisplayStyle, string> = {
  full: 'USER_SETTINGS_STYLE_FULL',
  'first-only': 'USER_SETTINGS_STYLE_FIRST_ONLY',
  'first-last-initial': 'USER_SETTINGS_STYLE_FIRST_LAST_INITIAL',
  'first-last-initial-dot': 'USER_SETTINGS_STYLE_FIRST_LAST_INITIAL_DOT',
  'first-initial-last': 'USER_SETTINGS_STYLE_FIRST_INITIAL_LAST',
  'last-first': 'USER_SETTINGS_STYLE_LAST_FIRST',
};

/**
 * The short reason a row offers no actions, for its tooltip. ERR_FORBIDDEN has none: someone who
 * manages nobody sees no actions column at all.
 */
export const REFUSAL_KEYS: Record<Exclude<PersonChangeRefusal, 'ERR_FORBIDDEN'>, string> = {
  ERR_CHANGE_SELF: 'LICENSE_REASON_SELF',
  ERR_CHANGE_OWNER: 'LICENSE_REASON_OWNER',
  ERR_CHANGE_ADMIN: 'LICENSE_REASON_ADMIN',
};
