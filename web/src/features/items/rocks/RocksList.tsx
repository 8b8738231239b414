import { Stack } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { GuideLink } from '../../learning/GuideLink';
import { useItemList } from '../api/useItemList';
import { ItemListCard } from '../lists/ItemListCard';
import { listCardState, useListControls } from '../lists/useListControls';
import { openItemPopup } from '../popups/store';
import { RockListRow } from './RockListRow';

/** The meeting's Rocks (000 §3): everyone's, Mine or Others, sorted by due date, title or newest. */
export function RocksList({ tractionId }: { tractionId: string }) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const controls = useListControls('dueDate:asc');
  const list = useItemList('rock', { tractionId, owner: controls.owner, sort: controls.sortBy });
  const sortOptions = [
    { value: 'dueDate:asc', label: t('ITEM_SORT_DUE_ASC') },
    { value: 'title:asc', label: t('ITEM_SORT_TITLE_ASC') },
    { value: 'created:desc', label: t('ITEM_SORT_CREATED_DESC') },
  ];
  return (
    <ItemListCard
      title={t('TRACTION_LIST_ROCKS')}
      icon={<IconTarget size={20} aria-hidden />}
      {...controls.ownerFilter}
      {...controls.sorting}
      sortOptions={sortOptions}
      help={<GuideLink guide="rocks" />}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'rock', tractionId })}
      addLabel={t('ROCK_ADD_TITLE')}
      empty={t('TRACTION_EMPTY_ROCKS')}
      {...listCardState(list)}
    >
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {list.items.map((rock) => (
          <RockListRow key={rock.id} rock={rock} tractionId={tractionId} />
        ))}
      </Stack>
    </ItemListCard>
  );
}
