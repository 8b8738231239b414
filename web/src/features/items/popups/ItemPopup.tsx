import { Box, Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';

/** The open/close state of one popup: `close` plays the exit transition, then `onClosed` unstacks it. */
export function usePopupState(onClosed: () => void) {
  const [opened, setOpened] = useState(true);
  const close = useCallback(() => setOpened(false), []);
  return { opened, close, onClosed };
}
export type PopupState = ReturnType<typeof usePopupState>;

const RequestCloseContext = createContext<() => void>(() => {});

interface ItemPopupProps {
  popup: PopupState;
  title: ReactNode;
  /** Unsaved changes: closing asks first (002 §2 'You have unsaved changes.'). */
  dirty: boolean;
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * The frame of every item popup: a modal that Escape, the close button and Cancel all leave the same
 * way, asking 'You have unsaved changes.' (Discard / Return to editing) when there are some. The
 * question takes the popup's place instead of stacking a second modal: one dialog, one focus trap,
 * and the form stays mounted (hidden) so returning finds everything as it was.
 */
export function ItemPopup({ popup, title, dirty, size = 'lg', children }: ItemPopupProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  // Escape reaches Mantine's window listener, which is re-subscribed only when effects run after a
  // render: a key pressed right after typing would call the handler of before the typing and close
  // without asking. So the handlers stay the same functions and read the latest state from refs.
  const latest = useRef({ dirty, confirming, popup });
  useLayoutEffect(() => {
    latest.current = { dirty, confirming, popup };
  });
  const requestClose = useCallback(() => {
    if (latest.current.dirty) setConfirming(true);
    else latest.current.popup.close();
  }, []);
  // Escape while asking means 'Return to editing', never a second question.
  const onClose = useCallback(() => {
    if (latest.current.confirming) setConfirming(false);
    else requestClose();
  }, [requestClose]);

  return (
    <RequestCloseContext value={requestClose}>
      <Modal
        opened={popup.opened}
        onClose={onClose}
        onExitTransitionEnd={popup.onClosed}
        transitionProps={{ transition: 'pop', duration: 150 }}
        title={confirming ? t('ITEM_UNSAVED_TITLE') : title}
        size={size}
        centered
        // A stray click beside the popup must not throw away typing.
        closeOnClickOutside={!dirty}
      >
        {confirming && (
          <div role="alertdialog" aria-label={t('ITEM_UNSAVED_TITLE')}>
            <Text>{t('ITEM_UNSAVED_MESSAGE')}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                {t('ITEM_UNSAVED_RETURN')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setConfirming(false);
                  popup.close();
                }}
              >
                {t('ITEM_UNSAVED_DISCARD')}
              </Button>
            </Group>
          </div>
        )}
        <Box display={confirming ? 'none' : undefined}>{children}</Box>
      </Modal>
    </RequestCloseContext>
  );
}

/** Leaves the surrounding popup as Escape would: asking first when there are unsaved changes. */
export function useRequestClose(): () => void {
  return useContext(RequestCloseContext);
}

interface ItemPopupFooterProps {
  /** The primary button: submits the form and closes ('Add', 'Save'). */
  submitLabel: string;
  submitting: boolean;
  /** Disabled while invalid where the spec says so (a partly filled delegation). */
  disabled?: boolean;
  /** 'Add and create another': submits and keeps the popup open with the form reset (create only). */
  onCreateAnother?: () => void;
  /** Left of the buttons, after the required note: Remove, Move… */
  start?: ReactNode;
  /** Hide the '*Required Fields' note (a popup with no required field). */
  noRequiredNote?: boolean;
}

/** The footer every item popup shares: '*Required Fields', Cancel, and the submit buttons (000 §2). */
export function ItemPopupFooter({
  submitLabel,
  submitting,
  disabled,
  onCreateAnother,
  start,
  noRequiredNote,
}: ItemPopupFooterProps) {
  const { t } = useTranslation();
  const requestClose = useRequestClose();
  return (
    <Stack gap="xs" mt="lg">
      {!noRequiredNote && (
        <Text size="xs" c="dimmed">
          {t('ITEM_REQUIRED_FIELDS')}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Group gap="xs">{start}</Group>
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={requestClose} disabled={submitting}>
            {t('ITEM_CANCEL')}
          </Button>
          {onCreateAnother && (
            <Button variant="light" onClick={onCreateAnother} disabled={disabled || submitting}>
              {t('ITEM_ADD_ANOTHER')}
            </Button>
          )}
          <Button type="submit" loading={submitting} disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
