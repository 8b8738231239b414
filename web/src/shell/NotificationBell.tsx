import type { Notification } from '@eos/domain';
import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../app/i18n';
import { ApproveUpgradeModal } from '../features/notifications/ApproveUpgradeModal';
import { NotificationPanel } from '../features/notifications/NotificationPanel';
import { useNotificationHub } from '../features/notifications/useNotificationHub';
import { useUnreadCount } from '../features/notifications/useNotifications';
import { useShellContext } from './useShellContext';

/** Badges above this read "99+". */
const BADGE_MAX = 99;

/**
 * The bell (000 §2): a badge with the unread count (hidden at 0), and the notification list in a
 * popover that fits a 375 px phone as well as a desktop. It also keeps the notification hub open,
 * since the bell is on every signed-in page. Approving an upgrade asks in a modal outside the popover:
 * the list closes meanwhile and comes back if the approval is cancelled.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { org } = useShellContext();
  const orgId = org?.id ?? null;
  useNotificationHub(orgId);
  const unread = useUnreadCount(orgId).data ?? 0;
  const [opened, setOpened] = useState(false);
  const [approving, setApproving] = useState<Notification | null>(null);
  const navigate = useNavigate();

  const label = unread > 0 ? t('NOTIFICATION_BELL_UNREAD', { 0: unread }) : t('NOTIFICATIONS');
  return (
    <>
      <Indicator
        label={<span aria-hidden>{unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}</span>}
        disabled={unread === 0}
        size={18}
        offset={7}
        color="red"
        zIndex={1}
      >
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width="min(420px, calc(100vw - 16px))"
          shadow="md"
          trapFocus
          returnFocus
        >
          <Popover.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
              <IconBell size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0}>
            {orgId ? (
              <NotificationPanel
                orgId={orgId}
                onOpenLink={(link) => {
                  setOpened(false);
                  navigate(link);
                }}
                onApprove={(notification) => {
                  setOpened(false);
                  setApproving(notification);
                }}
              />
            ) : (
              <>
                <Text fw={700} size="md" px="sm" pt="xs">
                  {t('NOTIFICATIONS')}
                </Text>
                <Text size="sm" c="dimmed" px="sm" pb="sm">
                  {t('NO_NOTIFICATIONS')}
                </Text>
              </>
            )}
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {orgId && (
        <ApproveUpgradeModal
          orgId={orgId}
          notification={approving}
          onClose={(approved) => {
            setApproving(null);
            if (!approved) setOpened(true);
          }}
        />
      )}
    </>
  );
}
