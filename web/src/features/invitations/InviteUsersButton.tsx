import { ActionIcon, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { InviteUsersPopup } from './InviteUsersPopup';

/** The sub-bar's Invite icon (000 §2): opens Invite Users over whatever page is showing. */
export function InviteUsersButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label={t('INVITE_USERS')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('INVITE_USERS')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <IconUserPlus size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {open && <InviteUsersPopup onClosed={() => setOpen(false)} />}
    </>
  );
}
