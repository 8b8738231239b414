import { type RefObject, useState } from 'react';

/**
 * The state of a side panel opened from a button and loaded as its own chunk (Ask EOS AI, the help
 * chat): `loaded` turns true on the first open and stays so (the chunk is fetched once and the panel
 * keeps its conversation while closed); `close` gives focus back to whichever of the opening buttons is
 * visible, since the side panel does not trap focus and nothing else hands it back.
 */
export function useLazyPanel(buttons: readonly RefObject<HTMLElement | null>[]) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const toggle = () => {
    setLoaded(true);
    setOpened((o) => !o);
  };
  const close = () => {
    setOpened(false);
    for (const button of buttons) if (button.current?.offsetParent) button.current.focus();
  };
  return { opened, loaded, toggle, close };
}
