import { AC } from '@eos/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { clampScale, gridAround, offPage, type PageGrid, type PrintBox } from './printLayout';

/** What the toolbar's inputs hold: numbers, or '' while a field is being retyped. */
export interface GridInputs {
  rows: number | string;
  columns: number | string;
  /** The A/C card scale in percent. */
  scalePercent: number | string;
}

const asCount = (value: number | string) => (typeof value === 'number' ? value : Number.parseInt(value, 10) || 0);

/**
 * Print mode (001 §4): the page grid over the canvas and the toolbar's inputs. Entering lays a grid
 * around the cards; leaving forgets it, so the cards go back to their places ("clears the bounds").
 * The grid drawn never has fewer than one row or column; Page Setup refuses the inputs that do.
 */
export function usePrintMode() {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState<PageGrid['origin'] | null>(null);
  const [inputs, setInputs] = useState<GridInputs>({ rows: 1, columns: 1, scalePercent: 100 });
  const lastWarning = useRef(0);

  const enter = useCallback((boxes: readonly PrintBox[]) => {
    const grid = gridAround(boxes);
    setOrigin(grid.origin);
    setInputs({ rows: grid.rows, columns: grid.columns, scalePercent: Math.round(grid.cardScale * 100) });
  }, []);
  const exit = useCallback(() => setOrigin(null), []);

  const rows = asCount(inputs.rows);
  const columns = asCount(inputs.columns);
  const grid: PageGrid | null = origin && {
    origin,
    rows: Math.max(1, rows),
    columns: Math.max(1, columns),
    cardScale: clampScale(asCount(inputs.scalePercent) / 100 || 1),
  };

  /** 002 §8: cards off the pages are told at most once every 5 s, for 5 s. */
  const warnOffPage = useCallback(
    (boxes: readonly PrintBox[], at: PageGrid | null = grid) => {
      if (!at || offPage(at, boxes).length === 0) return;
      const now = Date.now();
      if (now - lastWarning.current < AC.offPageWarningMs) return;
      lastWarning.current = now;
      notifications.show({ color: 'yellow', message: t('AC_PRINT_OFF_PAGE'), autoClose: AC.offPageWarningMs });
    },
    [grid, t],
  );

  return {
    printing: origin !== null,
    grid,
    inputs,
    setInputs: (next: Partial<GridInputs>) => setInputs((current) => ({ ...current, ...next })),
    /** Rows and columns as typed, for Page Setup's check (001 §5: at least 1). */
    typed: { rows, columns },
    enter,
    exit,
    warnOffPage,
  };
}
export type PrintMode = ReturnType<typeof usePrintMode>;
