import type { CSSProperties } from 'react';
import type { CellStatus } from './gridColumns';

/**
 * On-track and off-track cell colours, light and dark scheme (Mantine sets `color-scheme`, so
 * light-dark() follows the theme). Each pair keeps its text above 4.5:1: dark text on the pale
 * tints, white text on the deep ones. The sr-only 'on track'/'off track' says the same without colour.
 */
const STATUS_STYLES: Record<'on' | 'off', CSSProperties> = {
  on: { background: 'light-dark(#d3f9d8, #1e6b2f)', color: 'light-dark(#1a1b1e, #ffffff)' },
  off: { background: 'light-dark(#ffe3e3, #8f1d1d)', color: 'light-dark(#1a1b1e, #ffffff)' },
};

export function statusStyle(status: CellStatus): CSSProperties | undefined {
  return status ? STATUS_STYLES[status] : undefined;
}

/** Number columns: fixed width so the weeks line up, numbers right-aligned as in a spreadsheet. */
export const NUMBER_CELL: CSSProperties = { minWidth: 76, textAlign: 'right', whiteSpace: 'nowrap', padding: 0 };
