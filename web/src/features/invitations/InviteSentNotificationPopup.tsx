import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../../app/i18n';

const MODAL_ID = 'invite-sent';

/** InviteSentNotificationPopup (001 §2): 'Your invitations have been sent.' and OK. */
export function InviteSentNotification() {
  return (
    <>
      <Text size="sm">{i18n.t('INVITE_SENT_MESSAGE')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => modals.close(MODAL_ID)} data-autofocus>
          {i18n.t('INVITE_OK')}
        </Button>
      </Group>
    </>
  );
}

/** Opens it through the app's modal manager, so it outlives the invite popup that opened it. */
export function openInviteSentNotificationPopup(): void {
  modals.open({
    modalId: MODAL_ID,
    title: i18n.t('INVITE_SENT_TITLE'),
    centered: true,
    children: <InviteSentNotification />,
  });
}
