import { TIMINGS } from '@eos/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useItemDeletedElsewhere } from '../api/live';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import { ItemPopupBody } from '../popups/ItemPopupBody';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { ItemPopupSkeleton } from '../popups/ItemPopupSkeleton';
import { usePopupItem } from '../popups/usePopupItem';
import { EditRockForm } from './EditRockForm';

/**
 * Edit Rock: loads the Rock from the entity cache (a skeleton meanwhile, a notice when it is gone) and
 * closes with a 3 s notice when another member removes it (000 §4, §8), but not after its own Remove.
 */
export function EditRockPopup({ request, onClosed }: ItemPopupProps & { request: { id: string } }) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const loaded = usePopupItem('rock', request.id, popup);
  const [dirty, setDirty] = useState(false);
  const removingHere = useRef(false);
  const onRemoving = useCallback((removing: boolean) => {
    removingHere.current = removing;
  }, []);

  useItemDeletedElsewhere('rock', request.id, () => {
    if (removingHere.current || !popup.opened) return;
    popup.close();
    notifications.show({
      color: 'yellow',
      message: t('ROCK_REMOVED_ELSEWHERE'),
      autoClose: TIMINGS.toastRockRemovedMs,
    });
  });

  return (
    <ItemPopup popup={popup} title={t('ROCK_EDIT_TITLE')} dirty={dirty} size="xl">
      <ItemPopupBody
        loaded={loaded}
        failedText={t('UNKNOWN_ERROR')}
        skeleton={<ItemPopupSkeleton fields={4} notes={false} />}
      >
        {(rock) => <EditRockForm rock={rock} popup={popup} onDirtyChange={setDirty} onRemoving={onRemoving} />}
      </ItemPopupBody>
    </ItemPopup>
  );
}
