/**
 * A table row lifted by @hello-pangea/dnd becomes position: fixed, so its cells shrink to their content
 * and the whole row (as wide as every week column) escapes the card's sideways scroll. Just before the
 * lift, fix each cell's width and clip the row to the scroll region, so the lifted row looks exactly like
 * the row the user grabbed; released, the row gets its own layout back.
 */
export function lockDraggedRow(region: HTMLElement | null, draggableId: string): void {
  const row = rowOf(region, draggableId);
  if (!region || !row) return;
  for (const cell of Array.from(row.children) as HTMLElement[]) {
    const width = `${cell.getBoundingClientRect().width}px`;
    Object.assign(cell.style, { width, minWidth: width, maxWidth: width, boxSizing: 'border-box' });
  }
  const visible = region.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  const left = Math.max(0, visible.left - box.left);
  const right = Math.max(0, box.right - visible.right);
  row.style.clipPath = `inset(0 ${right}px 0 ${left}px)`;
}

export function unlockDraggedRow(region: HTMLElement | null, draggableId: string): void {
  const row = rowOf(region, draggableId);
  if (!row) return;
  for (const cell of Array.from(row.children) as HTMLElement[]) {
    Object.assign(cell.style, { width: '', minWidth: '', maxWidth: '', boxSizing: '' });
  }
  row.style.clipPath = '';
}

function rowOf(region: HTMLElement | null, draggableId: string): HTMLElement | null {
  return region?.querySelector<HTMLElement>(`tr[data-rfd-draggable-id="${CSS.escape(draggableId)}"]`) ?? null;
}
