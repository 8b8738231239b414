import { Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode, UIEvent } from 'react';
import { useTranslation } from '../../../app/i18n';

/** What the body needs of a paged list (a useItemList answer, or two of them in a row). */
export interface WidgetListState {
  itemCount: number;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface WidgetListProps {
  list: WidgetListState;
  /** Speaks to the user about their data, and what to do next. */
  empty: ReactNode;
  /** The rows (li elements). */
  children: ReactNode;
}

// The next page starts loading a little before the last row is reached, so scrolling rarely waits.
const NEAR_END_PX = 48;

/**
 * The body of a list widget: it fills the card below the frame's header (the grid sets the card's
 * height) and scrolls inside itself, loading the next page when scrolled near the end; 'Show more'
 * does the same for keyboards and for lists too short to scroll. Skeleton rows while the first page
 * loads, the empty text, and a failure with Try again.
 */
export function WidgetList({ list, empty, children }: WidgetListProps) {
  const { t } = useTranslation();
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    const nearEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - NEAR_END_PX;
    if (nearEnd && list.hasNextPage && !list.isFetchingNextPage && !list.isError) void list.fetchNextPage();
  };
  const failed = (
    <Group gap="xs" py={6}>
      <Text size="sm" role="alert">
        {t('WIDGET_LIST_FAILED')}
      </Text>
      <Button size="xs" variant="subtle" onClick={() => void list.refetch()}>
        {t('WIDGET_LIST_RETRY')}
      </Button>
    </Group>
  );

  return (
    // The frame has no padding (its header rule runs edge to edge): the body lines up with its title.
    <Box h="100%" px="sm" py={4} style={{ overflowY: 'auto', overflowX: 'hidden' }} onScroll={onScroll}>
      {list.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('WIDGET_LIST_LOADING')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : list.itemCount === 0 ? (
        list.isError ? (
          failed
        ) : (
          empty
        )
      ) : (
        <>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {children}
          </Stack>
          {list.isError
            ? failed
            : list.hasNextPage && (
                <Button
                  variant="subtle"
                  size="xs"
                  mt="xs"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('WIDGET_LIST_SHOW_MORE')}
                </Button>
              )}
        </>
      )}
    </Box>
  );
}
