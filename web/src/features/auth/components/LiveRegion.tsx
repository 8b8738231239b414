import type { ReactNode } from 'react';

/**
 * An aria-live region that stays in the page while empty (so screen readers announce what later
 * appears in it) without taking room: inside a Mantine Stack an empty one cancels its own gap.
 */
export function LiveRegion({ politeness, children }: { politeness: 'polite' | 'assertive'; children: ReactNode }) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <div
      aria-live={politeness}
      aria-atomic="true"
      style={empty ? { marginTop: 'calc(-1 * var(--stack-gap, 0px))' } : undefined}
    >
      {children}
    </div>
  );
}
