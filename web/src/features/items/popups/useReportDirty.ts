import { useEffect } from 'react';

/**
 * A form tells the popup frame whether it holds unsaved changes: the frame sits above the loader
 * (skeleton, then the form), so the prompt on Escape lives there and the form reports up. A form
 * that leaves (its item gone) has nothing left to lose.
 */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}
