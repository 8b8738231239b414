import type { Notification } from '@eos/domain';
import { TIMINGS } from '@eos/domain';
import { Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../app/i18n';
import { useShellContext } from '../../shell/useShellContext';
import { NotificationItem } from './NotificationItem';
import { GROUP_LABELS, groupNotifications } from './notificationTime';
import { useNotificationActions, useNotificationFeed } from './useNotifications';
import { useUpgradeDecision } from './useUpgradeDecision';

/** 000 §9: the list loads more when scrolled within 10 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 10;

function ItemSkeletons({ count }: { count: number }) {
  return (
    <Stack gap="sm" px="sm" py="xs">
      {Array.from({ length: count }, (_, i) => (
        // Placeholders have no identity beyond their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <Stack key={i} gap={6}>
          <Skeleton h={12} w="90%" />
          <Skeleton h={10} w="40%" />
        </Stack>
      ))}
    </Stack>
  );
}

export interface NotificationPanelProps {
  orgId: string;
  /** A notification with a link was clicked: it has been marked read; go there. */
  onOpenLink: (link: string) => void;
  /** Approve was pressed on an upgrade request: ask which license option (a modal outside the list). */
  onApprove: (notification: Notification) => void;
}

/**
 * The bell's list (000 §4, §9): newest first under Today, This week and Older; 25 a page, the next one
 * loading when scrolled within 10 px of the bottom (scroll handling debounced 300 ms); Mark all read
 * marks the unread ones loaded here.
 */
export function NotificationPanel({ orgId, onOpenLink, onApprove }: NotificationPanelProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const feed = useNotificationFeed(orgId, true);
  const actions = useNotificationActions(orgId);
  const decision = useUpgradeDecision(orgId);
  const scroller = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  const loadMoreIfAtBottom = () => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_WITHIN_PX) void fetchNextPage();
  };
  const onScroll = useDebouncedCallback(loadMoreIfAtBottom, TIMINGS.notificationScrollDebounceMs);

  // A page that does not fill the box leaves nothing to scroll: load on until it does (or all are here).
  // (No layout at all, as in tests, means no box to fill.)
  useEffect(() => {
    const el = scroller.current;
    if (!el || el.clientHeight === 0 || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollHeight <= el.clientHeight) void fetchNextPage();
  });

  const now = Date.now();
  const format = { locale: user.userLocale || 'en-US', timeZone: user.timeZoneName || 'UTC' };
  const unreadIds = feed.items.filter((n) => !n.isRead).map((n) => n.id);
  const open = (n: Notification) => {
    if (!n.link) return;
    if (!n.isRead) void actions.change('read', n.id);
    onOpenLink(n.link);
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
        <Text component="h2" fw={700} size="md" m={0}>
          {t('NOTIFICATIONS')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unreadIds.length === 0}
          loading={actions.markingAll}
          onClick={() => actions.markAllRead(unreadIds)}
        >
          {t('NOTIFICATION_MARK_ALL_READ')}
        </Button>
      </Group>
      <Box
        ref={scroller}
        onScroll={onScroll}
        mah="min(60vh, 480px)"
        style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
        data-testid="notification-scroller"
      >
        {feed.isPending ? (
          <Box role="status" aria-label={t('NOTIFICATION_LOADING')}>
            <ItemSkeletons count={3} />
          </Box>
        ) : feed.items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" pb="sm">
            {t('NO_NOTIFICATIONS')}
          </Text>
        ) : (
          groupNotifications(feed.items, now).map(({ group, items }) => (
            <Box component="section" key={group} aria-labelledby={`notification-group-${group}`}>
              <Text
                id={`notification-group-${group}`}
                component="h3"
                size="xs"
                fw={700}
                tt="uppercase"
                c="dimmed"
                px="sm"
                pt="xs"
                m={0}
              >
                {t(GROUP_LABELS[group])}
              </Text>
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={n}
                    now={now}
                    format={format}
                    onOpen={open}
                    onChange={(action, id) => void actions.change(action, id)}
                    onApprove={onApprove}
                    onDeny={decision.deny}
                    denying={decision.denyingId === n.id}
                  />
                ))}
              </Box>
            </Box>
          ))
        )}
        {isFetchingNextPage && (
          <Box role="status" aria-label={t('NOTIFICATION_LOADING')}>
            <ItemSkeletons count={1} />
          </Box>
        )}
      </Box>
    </Stack>
  );
}
