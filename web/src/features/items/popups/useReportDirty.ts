import { useLayoutEffect } from 'react';

/**
 * A form tells the popup frame whether it holds unsaved changes: the frame sits above the loader
 * (skeleton, then the form), so the prompt on Escape lives there and the form reports up. A form
 * that leaves (its item gone) has nothing left to lose. Reported in a layout effect: the frame knows
 * before the browser handles the next key, so an Escape right after typing still asks.
 */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useLayoutEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}
