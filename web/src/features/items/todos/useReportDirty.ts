import { useEffect } from 'react';

/**
 * A form tells the popup frame whether it holds unsaved changes: the frame sits above the loader
 * (skeleton, then the form), so the prompt on Escape lives there and the form reports up.
 */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}
