/** How long a live 'someone else changed part X' waits for the refetched V/TO that shows the change. */
const MARK_TTL_MS = 10_000;

/**
 * Parts someone else changed, as the live-update hub named them (partId), kept until the refetched
 * V/TO arrives and an editor of that part asks. An editor only learns from this *who* changed its
 * values: the values themselves come with the refetch.
 */
export class OtherChanges {
  private marks = new Map<string, number>();

  mark(partId: string): void {
    this.marks.set(partId, Date.now());
  }

  /** Whether someone else recently changed one of these parts; the marks found are used up. */
  take(partIds: readonly string[]): boolean {
    const now = Date.now();
    let found = false;
    for (const id of partIds) {
      const at = this.marks.get(id);
      if (at === undefined) continue;
      this.marks.delete(id);
      if (now - at <= MARK_TTL_MS) found = true;
    }
    return found;
  }
}
