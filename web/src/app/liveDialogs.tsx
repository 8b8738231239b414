import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from './i18n';

/** Dialogs open now, by id: a second copy of the same news (two rooms, two tabs' events) is ignored. */
const open = new Set<string>();

export interface LiveDialog {
  /** Same id, same dialog: only one at a time. */
  id: string;
  title: string;
  message: string;
  /** Runs once when the dialog goes away, by OK or otherwise. */
  onClose?: () => void;
}

/**
 * A one-button dialog for news the user must acknowledge (002 §8: organization deleted, permission
 * level changed, wrong organization). Closing it in any way counts as OK.
 */
export function openLiveDialog({ id, title, message, onClose }: LiveDialog): void {
  if (open.has(id)) return;
  open.add(id);
  modals.open({
    modalId: id,
    title,
    centered: true,
    onClose: () => {
      open.delete(id);
      onClose?.();
    },
    children: (
      <>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)} data-autofocus>
            {i18n.t('LIVE_UPDATES_OK')}
          </Button>
        </Group>
      </>
    ),
  });
}

/**
 * 002 §8: 'You cannot access this item while in the {org} organization', then the tools home. The
 * server's own text stands in when the current organization's name is not known here.
 */
export function openWrongOrgDialog(orgName: string, goHome: () => void, serverText?: string): void {
  openLiveDialog({
    id: 'wrong-org',
    title: i18n.t('LIVE_UPDATES_WRONG_ORG_TITLE'),
    message: serverText || i18n.t('ERR_WRONG_ORG', { 0: orgName }),
    onClose: goHome,
  });
}

/** Tests start from a clean slate (each renders its own modal manager). */
export function resetLiveDialogs(): void {
  open.clear();
}
