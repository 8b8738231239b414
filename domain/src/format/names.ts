import type { NameDisplayStyle } from '../enums.ts';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** A person's name in the user's chosen display style (002 §9). */
export function displayName({ firstName, lastName }: PersonName, style: NameDisplayStyle = 'full'): string {
  const first = firstName.trim();
  const last = lastName.trim();
  const initial = (s: string) => s.charAt(0).toUpperCase();
  switch (style) {
    case 'first-only':
      return first || last;
    case 'first-last-initial':
      return last ? `${first} ${initial(last)}` : first;
    case 'first-last-initial-dot':
      return last ? `${first} ${initial(last)}.` : first;
    case 'first-initial-last':
      return first ? `${initial(first)}. ${last}`.trim() : last;
    case 'last-first':
      return first && last ? `${last}, ${first}` : first || last;
    default:
      return `${first} ${last}`.trim();
  }
}

export function initials({ firstName, lastName }: PersonName): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
