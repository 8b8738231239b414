import { Modal, type ModalProps } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useCloseModalRoute } from '../app/modalRoutes';

type CloseRouteModal = (to?: string) => void;
const CloseContext = createContext<CloseRouteModal>(() => {});

/** Closes the surrounding route modal with its exit transition, then leaves the route (optionally to `to`). */
export function useRouteModalClose(): CloseRouteModal {
  return useContext(CloseContext);
}

interface RouteModalProps {
  title: ReactNode;
  size?: ModalProps['size'];
  /** The whole window (the live meeting). */
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * A modal that is a route (000 §2): it opens with an entering transition, and closing plays the exit
 * transition before navigating back to the page beneath.
 */
export function RouteModal({ title, size = 'lg', fullScreen, children }: RouteModalProps) {
  const [opened, setOpened] = useState(true);
  const target = useRef<string | undefined>(undefined);
  const leave = useCloseModalRoute();
  const close = useCallback<CloseRouteModal>((to) => {
    target.current = to;
    setOpened(false);
  }, []);

  return (
    <Modal
      opened={opened}
      onClose={() => close()}
      onExitTransitionEnd={() => leave(target.current)}
      transitionProps={{ transition: 'pop', duration: 200 }}
      title={title}
      size={size}
      fullScreen={fullScreen}
      centered
    >
      <CloseContext value={close}>{children}</CloseContext>
    </Modal>
  );
}
