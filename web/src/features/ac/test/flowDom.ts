/**
 * jsdom lays nothing out, so every offsetWidth is 0 and React Flow would see a canvas of no size, in
 * which `onlyRenderVisibleElements` shows no seat. For the chart tests only: the canvas (and anything
 * sized in percent, as the panes in it are) is 1200 x 800, and any other element as large as its inline
 * style says in pixels (React Flow sizes nodes that way).
 */
export function stubFlowLayout(): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
    offsetHeight: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
  };
  // The canvas and what fills it ('100%': the pane React Flow measures) are the canvas's size.
  const size = (canvas: number, inline: string) =>
    function (this: HTMLElement) {
      const style = inline === 'w' ? this.style?.width : this.style?.height;
      if (this.classList.contains('react-flow') || style?.endsWith('%')) return canvas;
      return Number.parseFloat(style ?? '') || 0;
    };
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: size(1200, 'w') });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: size(800, 'h') });
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
    }
  };
}
