/**
 * Spreadsheet moves between the grid's inputs. Each input carries data-row (its measurable's place)
 * and data-col (its week's place); rows the user may not fill have none, so a move skips them.
 */
function cells(from: HTMLInputElement, selector: string): HTMLInputElement[] {
  const table = from.closest('table');
  return table ? [...table.querySelectorAll<HTMLInputElement>(`input${selector}`)] : [];
}

const at = (input: HTMLInputElement, key: 'row' | 'col') => Number(input.dataset[key]);

/**
 * Focuses the nearest input `rows` down (negative: up) in the same week, or `cols` right (negative:
 * left) in the same row. Answers whether there was one to go to.
 */
export function moveFocus(from: HTMLInputElement, rows: number, cols: number): boolean {
  const row = at(from, 'row');
  const col = at(from, 'col');
  const candidates =
    rows !== 0
      ? cells(from, `[data-col="${col}"]`).map((input) => ({ input, place: at(input, 'row') - row }))
      : cells(from, `[data-row="${row}"]`).map((input) => ({ input, place: at(input, 'col') - col }));
  const step = rows !== 0 ? rows : cols;
  const ahead = candidates.filter((c) => (step > 0 ? c.place > 0 : c.place < 0));
  ahead.sort((a, b) => Math.abs(a.place) - Math.abs(b.place));
  const target = ahead[0]?.input;
  if (!target) return false;
  target.focus();
  return true;
}
