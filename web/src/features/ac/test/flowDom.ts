/**
 * jsdom lays nothing out, so every offsetWidth is 0 and React Flow would see a canvas of no size, in
 * which `onlyRenderVisibleElements` shows no seat. For the chart tests only: the canvas is 1200 x 800
 * and any other element as large as its inline style says (React Flow sizes nodes that way).
 */
export function stubFlowLayout(): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
    offsetHeight: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
  };
  const size = (canvas: number, inline: string) =>
    function (this: HTMLElement) {
      return this.classList.contains('react-flow')
        ? canvas
        : Number.parseFloat(inline === 'w' ? this.style.width : this.style.height) || 0;
    };
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: size(1200, 'w') });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: size(800, 'h') });
  return () => {
    if (saved.offsetWidth) Object.defineProperty(proto, 'offsetWidth', saved.offsetWidth);
    if (saved.offsetHeight) Object.defineProperty(proto, 'offsetHeight', saved.offsetHeight);
  };
}
