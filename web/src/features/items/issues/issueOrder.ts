/** The list with the entry at `from` taken out and put back at `to` (a drag from `from` to `to`). */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * What PUT issue/{id}/rank needs after moving the issue at `from` to `to`: the id of the issue now
 * right above it, or null when it became the first.
 */
export function afterIdForMove(ids: readonly string[], from: number, to: number): string | null {
  if (to <= 0) return null;
  return moveInList(ids, from, to)[to - 1] ?? null;
}
