import type { Widget } from '@eos/domain';

/**
 * What the dashboard gives each widget's body. The frame around it (title, filter menu, remove,
 * drag handle) is the grid's; the body fills the rest of the card and scrolls or pages inside it.
 */
export interface WidgetBodyProps {
  widget: Widget;
  /** Observers (and anyone without write access) see the widget but change nothing from it. */
  readOnly: boolean;
}
