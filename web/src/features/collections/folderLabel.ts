/** 001 §9: folder names in the move dropdown are shortened beyond 40 characters, the selected one beyond 41. */
export const FOLDER_OPTION_MAX = 40;
export const FOLDER_SELECTED_MAX = 41;

/** A name cut to `max` characters with an ellipsis when longer (trailing spaces of the cut dropped). */
export function shortenLabel(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}…` : name;
}

/** How folder names compare for uniqueness (001 §5): trimmed, case-insensitive. */
export function sameFolderName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
