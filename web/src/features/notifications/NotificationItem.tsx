import type { Notification } from '@eos/domain';
import { ActionIcon, Box, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMailOpened, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../app/i18n';
import type { NotificationChange } from './api';
import { notificationText } from './notificationText';
import { type AgeFormat, notificationAge } from './notificationTime';

export interface NotificationItemProps {
  notification: Notification;
  now: number;
  format: AgeFormat;
  /** The message was clicked and the notification has a link. */
  onOpen: (notification: Notification) => void;
  onChange: (action: NotificationChange, id: string) => void;
  onApprove: (notification: Notification) => void;
  onDeny: (notification: Notification) => void;
  denying: boolean;
}

/**
 * One notification: its message (a link when it has one), how old it is, read / unread / remove, and
 * Approve / Deny on an upgrade request not yet decided. Unread ones are bold with a dot and say
 * "Unread" to screen readers, so the difference does not rest on colour.
 */
export function NotificationItem({
  notification: n,
  now,
  format,
  onOpen,
  onChange,
  onApprove,
  onDeny,
  denying,
}: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const textId = useId();
  const unread = !n.isRead;
  const text = notificationText(i18n, n);
  const age = notificationAge(n.createdAt, now, format);
  const actionable = !n.isActioned && n.approvalUrl !== null && n.denyUrl !== null;

  const message = (
    <Text id={textId} size="sm" fw={unread ? 700 : 400}>
      {text}
    </Text>
  );
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      px="sm"
      py={8}
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
      data-unread={unread || undefined}
    >
      <Box
        aria-hidden
        mt={6}
        w={8}
        h={8}
        style={{
          flex: 'none',
          borderRadius: '50%',
          background: unread ? 'var(--mantine-primary-color-filled)' : 'transparent',
        }}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {n.link ? (
          <UnstyledButton onClick={() => onOpen(n)} style={{ overflowWrap: 'anywhere' }}>
            {message}
          </UnstyledButton>
        ) : (
          message
        )}
        {unread && <VisuallyHidden>{t('NOTIFICATION_UNREAD')}</VisuallyHidden>}
        <Text component="time" dateTime={n.createdAt} size="xs" c="dimmed">
          {'date' in age ? age.date : t(age.key, { 0: age.count })}
        </Text>
        {actionable && (
          <Group gap="xs" mt={4}>
            <Button size="compact-sm" onClick={() => onApprove(n)} aria-describedby={textId}>
              {t('NOTIFICATION_APPROVE')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onDeny(n)}
              loading={denying}
              aria-describedby={textId}
            >
              {t('NOTIFICATION_DENY')}
            </Button>
          </Group>
        )}
      </Stack>
      <Group gap={0} wrap="nowrap" style={{ flex: 'none' }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t(unread ? 'NOTIFICATION_MARK_READ' : 'NOTIFICATION_MARK_UNREAD')}
          aria-describedby={textId}
          onClick={() => onChange(unread ? 'read' : 'unread', n.id)}
        >
          {unread ? <IconMailOpened size={16} aria-hidden /> : <IconMail size={16} aria-hidden />}
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('NOTIFICATION_REMOVE')}
          aria-describedby={textId}
          onClick={() => onChange('remove', n.id)}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
