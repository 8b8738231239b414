import { Drawer, Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useItemPopups } from '../items/popups/store';

// The body fills the panel: the conversation scrolls, the text box stays at the bottom.
const FILL = {
  content: { display: 'flex', flexDirection: 'column' },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const;

/** Whether the assistants dock beside the page (desktop, `md` and up) or cover it (the whole screen on a phone). */
export function useAssistantLayout(): { docked: boolean; phone: boolean } {
  const theme = useMantineTheme();
  const docked = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });
  return { docked, phone };
}

interface AssistantPanelProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The frame of the assistants (Ask EOS AI's Voice Assistant, the help chat): a side panel beside the
 * page on desktop, a popup on smaller screens (the whole screen on a phone). Their conversations
 * outlive closing it.
 */
export function AssistantPanel({ opened, onClose, title, closeLabel, children }: AssistantPanelProps) {
  const { docked, phone } = useAssistantLayout();
  // An item popup opened from here is on top: Escape is its own, not the panel's.
  const popupOpen = useItemPopups().length > 0;
  const shared = {
    opened,
    onClose,
    title,
    closeOnEscape: !popupOpen,
    closeButtonProps: { 'aria-label': closeLabel },
    styles: FILL,
  };
  if (docked)
    return (
      // A side panel, not a dialog over the page: the page stays usable beside it.
      <Drawer
        {...shared}
        styles={{
          ...FILL,
          content: { ...FILL.content, borderInlineStart: '1px solid var(--mantine-color-default-border)' },
        }}
        position="right"
        size="md"
        withOverlay={false}
        trapFocus={false}
        lockScroll={false}
      >
        {children}
      </Drawer>
    );
  return (
    <Modal {...shared} fullScreen={phone} size="lg" centered>
      {children}
    </Modal>
  );
}
