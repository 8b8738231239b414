import '../app/i18nApp';
import '../app/i18nSettings';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { closeAllItemPopups } from '../features/items/popups/store';

// On two busy cores a screen can take more than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5_000 });

// Toasts and item popups live in module-wide stores: one test's must not answer the next one's
// assertions (Mantine also queues toasts beyond five, which would hide a later test's toast).
afterEach(() => {
  act(() => {
    closeAllItemPopups();
    notifications.clean();
  });
  cleanup();
  vi.unstubAllGlobals();
});

// Most files share their worker's jsdom and modules (vitest.config.ts): each leaves the page as a
// fresh one would be, with no fake clock, spies, stored values, or nodes put outside React (the live
// announcer's region).
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});

// jsdom lacks the browser APIs Mantine reads: its colour-scheme and media hooks, its layout observers.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Mantine's autosizing Textarea re-measures once web fonts load (document.fonts), which jsdom lacks.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// Mantine's combobox scrolls the selected option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// The rich-text editor (ProseMirror) measures text ranges to scroll the caret into view; jsdom has no
// layout, so every rectangle is empty.
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
// React Flow reads the viewport's zoom from its CSS transform (DOMMatrixReadOnly) when it measures nodes.
if (!('DOMMatrixReadOnly' in window)) {
  (window as unknown as { DOMMatrixReadOnly: unknown }).DOMMatrixReadOnly = class {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  };
}
