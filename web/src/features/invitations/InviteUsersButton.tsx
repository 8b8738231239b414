import { ActionIcon, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../app/i18n';

// Its own chunk, loaded the first time it opens: the sub-bar is on every page, the form (and zod) only when inviting.
const InviteUsersPopup = lazy(() => import('./InviteUsersPopup').then((m) => ({ default: m.InviteUsersPopup })));

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
      {open && (
        // No fallback: the popup's own skeleton shows once its chunk is in, a blink later.
        <Suspense fallback={null}>
          <InviteUsersPopup onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
