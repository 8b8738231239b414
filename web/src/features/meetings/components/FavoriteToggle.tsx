import type { Meeting } from '@eos/domain';
import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { useSetFavorite } from '../api';

/** The per-user favourite star: a toggle button (aria-pressed), updated in the list at once. */
export function FavoriteToggle({ meeting }: { meeting: Pick<Meeting, 'id' | 'title' | 'isFavorite'> }) {
  const { t } = useTranslation();
  const setFavorite = useSetFavorite();
  return (
    <ActionIcon
      variant="subtle"
      color={meeting.isFavorite ? 'yellow' : 'gray'}
      aria-label={t('MEETING_FAVORITE_ARIA', { 0: meeting.title })}
      aria-pressed={meeting.isFavorite}
      onClick={() =>
        setFavorite.mutate({ id: meeting.id, isFavorite: !meeting.isFavorite }, { onError: showSaveError })
      }
    >
      {meeting.isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
    </ActionIcon>
  );
}
