import { TIMINGS } from '@eos/domain';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItem } from '../api/entityCache';
import { useItemDeletedElsewhere } from '../api/live';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { EditRockForm } from './EditRockForm';

/**
 * Edit Rock: loads the Rock from the entity cache (a skeleton meanwhile, a notice when it is gone) and
 * closes with a 3 s notice when another member removes it (000 §4, §8), but not after its own Remove.
 */
export function EditRockPopup({ request, onClosed }: ItemPopupProps & { request: { id: string } }) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const rock = useItem('rock', request.id);
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

  let body: ReactNode;
  if (rock.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('ITEM_POPUP_LOADING')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (rock.isError || !rock.data) {
    body = (
      <Stack gap="md">
        <Text>{rock.isError ? t('UNKNOWN_ERROR') : t('ITEM_POPUP_GONE')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={popup.close}>
            {t('ROCK_CLOSE')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = <EditRockForm rock={rock.data} popup={popup} onDirtyChange={setDirty} onRemoving={onRemoving} />;
  }

  return (
    <ItemPopup popup={popup} title={t('ROCK_EDIT_TITLE')} dirty={dirty} size="xl">
      {body}
    </ItemPopup>
  );
}
