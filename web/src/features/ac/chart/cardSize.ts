import { AC } from '@eos/domain';

/** The card's title bar above the holder and roles (px): the roles area's base height is AC's. */
export const TITLE_BAR_HEIGHT = 40;
/** Line height of a role line (px): AC's per-line growth, so the text and the layout agree. */
export const ROLE_LINE_HEIGHT = AC.extraRoleLineHeight;

/** How many lines the roles take on a card: a role wraps every AC.charsPerRoleLine characters. */
export function roleLineCount(roles: readonly string[]): number {
  return roles.reduce((sum, role) => sum + Math.max(1, Math.ceil(role.length / AC.charsPerRoleLine)), 0);
}

/**
 * A card's height (002 §3): the base fits AC.roleLinesBeforeGrowing lines; each line beyond them adds
 * AC.extraRoleLineHeight, so long roles are never cut off.
 */
export function cardHeight(roles: readonly string[]): number {
  const extra = Math.max(0, roleLineCount(roles) - AC.roleLinesBeforeGrowing);
  return TITLE_BAR_HEIGHT + AC.rolesBaseHeight + extra * AC.extraRoleLineHeight;
}

export const CARD_WIDTH = AC.cardWidth;
export const BASE_CARD_HEIGHT = cardHeight([]);
