import type { Rock } from '@eos/domain';
import { Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { openItemPopup } from '../popups/store';
import { DelegateSummary } from './DelegateSummary';
import { chainDepths, chainOrder, useMeetingTitles, useRockDelegates } from './rockQueries';

/**
 * The Rocks delegated below this one, the whole chain, indented by level; editors can open the
 * removeDelegatedRocks popup to take some of them out.
 */
export function RockDelegatesSection({ rock, canEdit }: { rock: Rock; canEdit: boolean }) {
  const { t } = useTranslation();
  const delegates = useRockDelegates(rock.id);
  const rocks = delegates.data ?? [];
  const titles = useMeetingTitles(rocks.flatMap((r) => r.tractionIds));
  const depths = chainDepths(rock.id, rocks);
  return (
    <Stack gap="xs" component="section" aria-label={t('ROCK_DELEGATES_TITLE')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('ROCK_DELEGATES_TITLE')}
        </Text>
        {canEdit && rocks.length > 0 && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => openItemPopup({ kind: 'removeDelegatedRocks', id: rock.id })}
          >
            {t('ROCK_REMOVE_DELEGATED')}
          </Button>
        )}
      </Group>
      {delegates.isPending ? (
        <Skeleton height={24} aria-label={t('ITEM_POPUP_LOADING')} />
      ) : delegates.isError ? (
        <Text size="sm" c="red">
          {t('UNKNOWN_ERROR')}
        </Text>
      ) : rocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ROCK_DELEGATES_EMPTY')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {chainOrder(rock.id, rocks).map((child) => (
            <Box component="li" key={child.id} pl={(depths.get(child.id) ?? 0) * 20}>
              <DelegateSummary rock={child} meetingTitles={titles} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
